// /admin/dashboard-content-list/list: dashboard lists by title with a search, 10/25/50/Show All a
// page and 10 page links (spec section 9); Add, Dashboard Tabs, Edit and Delete as the policy allows.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { DASHBOARD_LIST_DISPLAYED_PAGES, DASHBOARD_LIST_PAGE_SIZE } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { PageLinks } from '../../../ui/page-links';
import { PageSizeSelect } from '../../../ui/page-size-select';
import { useCan } from '../../../ui/use-can';
import { useDashboardListPage } from '../api/dashboard-lists';
import { useDeleteDashboardList } from '../api/save-dashboard-list';
import { DashboardListsTable } from './dashboard-lists-table';

export function DashboardListListPage() {
  const can = useCan();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DASHBOARD_LIST_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const list = useDashboardListPage(page, size, debouncedSearch);
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
        <Group align="flex-end">
          <TextInput
            label="Search"
            placeholder="Title"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={320}
          />
          <PageSizeSelect
            value={size}
            onChange={(next) => {
              setSize(next);
              setPage(1);
            }}
          />
        </Group>
        {list.isPending && <PageLoader />}
        {list.error && (
          <Alert color="red" role="alert">
            {getErrorMessage(list.error)}
          </Alert>
        )}
        {list.data && (
          <DashboardListsTable
            lists={list.data.pageData}
            canEdit={can('contentList', 'update')}
            canDelete={can('contentList', 'delete')}
            onDelete={async (row) => {
              await remove.mutateAsync(row._id);
              notifications.show({ color: 'green', message: `${row.title} has been deleted.` });
            }}
          />
        )}
        {list.data && (
          <PageLinks
            page={page}
            total={list.data.totalPages}
            displayed={DASHBOARD_LIST_DISPLAYED_PAGES}
            onChange={setPage}
          />
        )}
      </Stack>
    </AdminPage>
  );
}
