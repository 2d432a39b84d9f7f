// /admin/dashboard-content-list/list: dashboard lists by title with a search, 10/25/50/Show All a
// page and 10 page links (spec section 9); Add, Dashboard Tabs, Edit and Delete as the policy allows.
import { Link } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DASHBOARD_LIST_DISPLAYED_PAGES, DASHBOARD_LIST_PAGE_SIZE } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ListControls, PagedList, useListState } from '../../../ui/paged-list';
import { useCan } from '../../../ui/use-can';
import { useDashboardListPage } from '../api/dashboard-lists';
import { useDeleteDashboardList } from '../api/save-dashboard-list';
import { DashboardListsTable } from './dashboard-lists-table';

export function DashboardListListPage() {
  const can = useCan();
  const state = useListState({ limit: DASHBOARD_LIST_PAGE_SIZE, sort: null });
  const list = useDashboardListPage(state.page, state.limit, state.debouncedSearch);
  const remove = useDeleteDashboardList();

  const actions = (
    <>
      <Button component={Link} to={adminPaths.dashboardLists.order} variant="default">
        Dashboard Tabs
      </Button>
      {can('contentList', 'create') && (
        <Button component={Link} to={adminPaths.dashboardLists.create}>
          Add
        </Button>
      )}
    </>
  );
  return (
    <AdminPage title="Dashboard Lists" actions={actions}>
      <Stack>
        <ListControls
          search={state.search}
          onSearch={state.setSearch}
          placeholder="Title"
          limit={{ value: state.limit, onChange: state.setLimit }}
        />
        <PagedList
          query={list}
          page={state.page}
          onPage={state.setPage}
          displayed={DASHBOARD_LIST_DISPLAYED_PAGES}
        >
          {(lists) => (
            <DashboardListsTable
              lists={lists}
              canEdit={can('contentList', 'update')}
              canDelete={can('contentList', 'delete')}
              onDelete={async (row) => {
                await remove.mutateAsync(row._id);
                notifications.show({ color: 'green', message: `${row.title} has been deleted.` });
              }}
            />
          )}
        </PagedList>
      </Stack>
    </AdminPage>
  );
}
