// /admin/users/create?role=...: a new staff account of the role chosen (Administrator by default).
import { useSearchParams } from 'react-router';
import { STAFF_LIST_ROLES, type Role } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { UserCreate } from './user-create';

export function StaffUserCreatePage() {
  const [params] = useSearchParams();
  const asked = params.get('role') ?? '';
  const role: Role = (STAFF_LIST_ROLES as readonly string[]).includes(asked)
    ? (asked as Role)
    : 'admin';
  return (
    <AdminPage
      title="Add an administrator"
      crumbs={[{ label: 'Administrators', to: adminPaths.staffUsers.list(role) }]}
    >
      <UserCreate kind="staff" role={role} editPath={adminPaths.staffUsers.edit} />
    </AdminPage>
  );
}
