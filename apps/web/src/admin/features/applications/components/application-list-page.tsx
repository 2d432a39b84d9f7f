// /admin/application/list (admins and superadmins): applications by name, 25 a page, with a search;
// Add and Edit only for superadmins.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { PageLinks } from '../../../ui/page-links';
import { useCan } from '../../../ui/use-can';
import { useApplicationList } from '../api/applications';
import { ApplicationsTable } from './applications-table';

/** Spec section 9: seven page numbers at most. */
const DISPLAYED_PAGES = 7;

export function ApplicationListPage() {
  const can = useCan();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const list = useApplicationList(page, debouncedSearch);

  const actions = can('applications', 'create') && (
    <Button component={Link} to={adminPaths.applications.create}>
      Add
    </Button>
  );
  return (
    <AdminPage title="Applications" actions={actions}>
      <Stack>
        <TextInput
          label="Search"
          placeholder="Name"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={320}
        />
        {list.isPending && <PageLoader />}
        {list.error && (
          <Alert color="red" role="alert">
            {getErrorMessage(list.error)}
          </Alert>
        )}
        {list.data && (
          <ApplicationsTable
            applications={list.data.pageData}
            canEdit={can('applications', 'update')}
          />
        )}
        {list.data && (
          <PageLinks
            page={page}
            total={list.data.totalPages}
            displayed={DISPLAYED_PAGES}
            onChange={setPage}
          />
        )}
      </Stack>
    </AdminPage>
  );
}
