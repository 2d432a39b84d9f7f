// Creating an account: the form, then the new account's edit page with a notice.
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import type { Actor, Role } from '@bandbook/domain';
import { useCurrentUser } from '../../../../api/current-user';
import { useCreateUser } from '../api/users';
import { bodyOf, UserForm } from './user-form';

interface UserCreateProps {
  kind: 'sul' | 'staff';
  role: Role;
  editPath: (id: string) => string;
}

export function UserCreate({ kind, role, editPath }: UserCreateProps) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const { user: me } = useCurrentUser();
  const actor: Actor = {
    id: me?._id,
    role: me?.role ?? 'user',
    permissions: me?.permissions ?? [],
    contentChannelIdList: me?.contentChannelIdList ?? [],
  };
  return (
    <UserForm
      mode="create"
      kind={kind}
      actor={actor}
      initialRole={role}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(bodyOf(values, 'create') as never);
        notifications.show({
          color: 'green',
          message:
            created.status === 0
              ? `${created.username} has been created; the validation email has been sent.`
              : `${created.username} has been created.`,
        });
        void navigate(editPath(created._id));
      }}
    />
  );
}
