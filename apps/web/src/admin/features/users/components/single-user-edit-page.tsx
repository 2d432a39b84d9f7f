// /admin/users/edit/sul/{id}: a single user's profile, subscriptions and trials.
import { useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useAdminUser } from '../api/users';
import { UserEditor } from './user-editor';

export function SingleUserEditPage() {
  const id = useParams().id ?? '';
  const user = useAdminUser(id);
  return (
    <AdminPage
      title={user.data?.username ? `Edit ${user.data.username}` : 'Edit user'}
      crumbs={[{ label: 'Single Users', to: adminPaths.singleUsers.list }]}
    >
      {user.isPending && <PageLoader />}
      {user.isError && <Alert color="red">{getErrorMessage(user.error)}</Alert>}
      {user.data && (
        <UserEditor
          key={user.data._id}
          user={user.data}
          kind="sul"
          listPath={adminPaths.singleUsers.list}
        />
      )}
    </AdminPage>
  );
}
