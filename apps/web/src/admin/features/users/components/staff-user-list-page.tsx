// /admin/users/list?role=...: staff accounts by role type (Administrator by default), newest first,
// with a username search, paging and the row actions.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ROLE_LABELS, STAFF_LIST_ROLES, type Role } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { PageSizeSelect } from '../../../ui/page-size-select';
import { useCan } from '../../../ui/use-can';
import { useUserPage } from '../api/users';
import { UserResults } from './user-results';

const ROLE_OPTIONS = STAFF_LIST_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function StaffUserListPage() {
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const role = (STAFF_LIST_ROLES as readonly string[]).includes(params.get('role') ?? '')
    ? (params.get('role') as Role)
    : 'admin';
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [search, setSearch] = useState('');
  const [username] = useDebouncedValue(search.trim(), 300);
  const list = useUserPage({
    start: (page - 1) * limit,
    limit,
    role,
    usernameSearch: username,
    emailSearch: '',
    createdBy: '',
    status: '',
    newsletterOptIn: '',
    provider: '',
    currencyCode: '',
  });
  const actions = can('adminUsers', 'create') && (
    <Button component={Link} to={adminPaths.staffUsers.create(role)}>
      Add
    </Button>
  );
  return (
    <AdminPage title="Administrators" actions={actions}>
      <Stack>
        <Group align="flex-end">
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            allowDeselect={false}
            onChange={(value) => {
              if (value) setParams({ role: value });
              setPage(1);
            }}
            w={220}
          />
          <TextInput
            label="Username"
            placeholder="Search"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <PageSizeSelect
            value={limit}
            onChange={(size) => {
              setLimit(size);
              setPage(1);
            }}
          />
        </Group>
        <UserResults
          list={list}
          page={page}
          onPage={setPage}
          editPath={adminPaths.staffUsers.edit}
        />
      </Stack>
    </AdminPage>
  );
}
