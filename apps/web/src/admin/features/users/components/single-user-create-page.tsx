// /admin/users/create/sul: a new single user.
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { UserCreate } from './user-create';

export function SingleUserCreatePage() {
  return (
    <AdminPage
      title="Add a single user"
      crumbs={[{ label: 'Single Users', to: adminPaths.singleUsers.list }]}
    >
      <UserCreate kind="sul" role="user" editPath={adminPaths.singleUsers.edit} />
    </AdminPage>
  );
}
