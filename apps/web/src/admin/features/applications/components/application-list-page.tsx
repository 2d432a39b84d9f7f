// /admin/application/list (admins and superadmins): applications by name, 25 a page, with a search;
// Add and Edit only for superadmins.
import { Link } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ListControls, PagedList, useListState } from '../../../ui/paged-list';
import { useCan } from '../../../ui/use-can';
import { useApplicationList } from '../api/applications';
import { ApplicationsTable } from './applications-table';

/** Spec section 9: seven page numbers at most. */
const DISPLAYED_PAGES = 7;

export function ApplicationListPage() {
  const can = useCan();
  const state = useListState({ limit: 25, sort: null });
  const list = useApplicationList(state.page, state.debouncedSearch);

  const actions = can('applications', 'create') && (
    <Button component={Link} to={adminPaths.applications.create}>
      Add
    </Button>
  );
  return (
    <AdminPage title="Applications" actions={actions}>
      <Stack>
        <ListControls search={state.search} onSearch={state.setSearch} placeholder="Name" />
        <PagedList
          query={list}
          page={state.page}
          onPage={state.setPage}
          displayed={DISPLAYED_PAGES}
        >
          {(applications) => (
            <ApplicationsTable
              applications={applications}
              canEdit={can('applications', 'update')}
            />
          )}
        </PagedList>
      </Stack>
    </AdminPage>
  );
}
