// /admin/users/list/sul: single users, newest first, paged on the server (10/25/50/Show All, 10 page
// links), with the spec's filters: users I created, status, newsletter, provider, region, username and
// email search; the row actions, and the CSV exports, which follow the current filters. The Provider
// filter offers the sign-up form and the social providers this server is configured with.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { REGIONS } from '@bandbook/domain';
import { useCurrentUser } from '../../../../api/current-user';
import { usePublicConfig } from '../../../../api/public-config';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ExportFilesButton } from '../../../ui/export-files/export-files-button';
import { PageSizeSelect } from '../../../ui/page-size-select';
import { useCan } from '../../../ui/use-can';
import { useUserPage } from '../api/users';
import { providerOptions } from '../lib/provider-options';
import { UserResults } from './user-results';

const STATUS = [
  { value: '', label: 'All' },
  { value: '0', label: 'Not Verified' },
  { value: '1', label: 'Verified' },
];
const NEWSLETTER = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Opted-in' },
  { value: 'false', label: 'Not Opted-in' },
];

export function SingleUserListPage() {
  const can = useCan();
  const { user: me } = useCurrentUser();
  const config = usePublicConfig();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [mine, setMine] = useState(false);
  const [filters, setFilters] = useState({
    status: '',
    newsletterOptIn: '',
    provider: '',
    currencyCode: '',
  });
  const [usernameSearch, setUsernameSearch] = useState('');
  const [emailSearch, setEmailSearch] = useState('');
  const [username] = useDebouncedValue(usernameSearch.trim(), 300);
  const [email] = useDebouncedValue(emailSearch.trim(), 300);
  const current = {
    usernameSearch: username,
    emailSearch: email,
    createdBy: mine && me ? me._id : '',
    ...filters,
  };
  const list = useUserPage({ start: (page - 1) * limit, limit, role: 'user', ...current });
  const setFilter = (key: keyof typeof filters) => (value: string | null) => {
    setFilters((current) => ({ ...current, [key]: value ?? '' }));
    setPage(1);
  };

  const actions = (
    <>
      <ExportFilesButton kind="sul" filters={current} />
      {can('sulUsers', 'create') && (
        <Button component={Link} to={adminPaths.singleUsers.create}>
          Add
        </Button>
      )}
    </>
  );
  return (
    <AdminPage title="Single Users" actions={actions}>
      <Stack>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Username"
            placeholder="Search"
            value={usernameSearch}
            onChange={(event) => {
              setUsernameSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <TextInput
            label="Email"
            placeholder="Search"
            value={emailSearch}
            onChange={(event) => {
              setEmailSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label="Status"
            data={STATUS}
            value={filters.status}
            onChange={setFilter('status')}
            allowDeselect={false}
            w={150}
          />
          <Select
            label="Newsletter"
            data={NEWSLETTER}
            value={filters.newsletterOptIn}
            onChange={setFilter('newsletterOptIn')}
            allowDeselect={false}
            w={150}
          />
          <Select
            label="Provider"
            data={providerOptions(config.socialProviders)}
            value={filters.provider}
            onChange={setFilter('provider')}
            allowDeselect={false}
            w={150}
          />
          <Select
            label="Region"
            data={[
              { value: '', label: 'All' },
              ...REGIONS.map((region) => ({ value: region.code, label: region.store })),
            ]}
            value={filters.currencyCode}
            onChange={setFilter('currencyCode')}
            allowDeselect={false}
            w={170}
          />
          <PageSizeSelect
            value={limit}
            onChange={(size) => {
              setLimit(size);
              setPage(1);
            }}
          />
          <Checkbox
            label="Users I created"
            checked={mine}
            onChange={(event) => {
              setMine(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
        <UserResults
          list={list}
          page={page}
          onPage={setPage}
          editPath={adminPaths.singleUsers.edit}
        />
      </Stack>
    </AdminPage>
  );
}
