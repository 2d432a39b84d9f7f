// Creating an account: the form with 'Send Validation Email' and 'Skip Validation Email', then the new
// account's edit page with a notice. Server field errors go on their fields.
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Actor, Role } from '@bandbook/domain';
import { useCurrentUser } from '../../../../api/current-user';
import { applyServerErrors } from '../../../../lib/form-errors';
import { FormAlert } from '../../../../ui/form-alert';
import { isFormDirty } from '../../../ui/form-state';
import { LeaveConfirm } from '../../../ui/leave-confirm';
import { useLeaveGuard } from '../../../ui/use-leave-guard';
import { useCreateUser } from '../api/users';
import {
  createBodyOf,
  createResolver,
  USER_FIELDS,
  valuesOf,
  type UserFormValues,
} from '../lib/user-form-values';
import { UserForm } from './user-form';

interface UserCreateProps {
  kind: 'sul' | 'staff';
  role: Role;
  editPath: (id: string) => string;
}

export function UserCreate({ kind, role, editPath }: UserCreateProps) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const { user: me } = useCurrentUser();
  const form = useForm<UserFormValues>({
    resolver: createResolver,
    defaultValues: valuesOf(undefined, role),
  });
  /** Which of the two buttons sent the form: 0 sends the validation email, 1 skips it. */
  const status = useRef<0 | 1>(0);
  const leave = useLeaveGuard(() => isFormDirty(form));
  const actor: Actor = {
    id: me?._id,
    role: me?.role ?? 'user',
    permissions: me?.permissions ?? [],
    contentChannelIdList: me?.contentChannelIdList ?? [],
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(createBodyOf({ ...values, status: status.current }));
      notifications.show({
        color: 'green',
        message:
          created.status === 0
            ? `${created.username} has been created; the validation email has been sent.`
            : `${created.username} has been created.`,
      });
      // Created: what was typed is saved, so opening the new account is not held.
      form.reset(values);
      void navigate(editPath(created._id));
    } catch (error) {
      const message = applyServerErrors(error, form.setError, USER_FIELDS);
      if (message) form.setError('root', { message });
    }
  });
  const { isSubmitting, errors } = form.formState;
  return (
    <UserForm
      form={form}
      mode="create"
      kind={kind}
      actor={actor}
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <FormAlert message={errors.root?.message} />
          <Group>
            <Button type="submit" loading={isSubmitting} onClick={() => (status.current = 0)}>
              Send Validation Email
            </Button>
            <Button
              type="submit"
              variant="light"
              loading={isSubmitting}
              onClick={() => (status.current = 1)}
            >
              Skip Validation Email
            </Button>
          </Group>
          <LeaveConfirm guard={leave} />
        </>
      }
    />
  );
}
