// /admin/users/edit/{id}: a staff account: profile, role (superadmin only), permissions, channels.
import { useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useAdminUser } from '../api/users';
import { UserEditor } from './user-editor';

export function StaffUserEditPage() {
  const id = useParams().id ?? '';
  const user = useAdminUser(id);
  const listPath = adminPaths.staffUsers.list(user.data?.role);
  return (
    <AdminPage
      title={user.data?.username ? `Edit ${user.data.username}` : 'Edit administrator'}
      crumbs={[{ label: 'Administrators', to: listPath }]}
    >
      {user.isPending && <PageLoader />}
      {user.isError && <Alert color="red">{getErrorMessage(user.error)}</Alert>}
      {user.data && (
        <UserEditor key={user.data._id} user={user.data} kind="staff" listPath={listPath} />
      )}
    </AdminPage>
  );
}
