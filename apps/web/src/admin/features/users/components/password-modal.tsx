// The admin password modal: a new password (at least 6 characters) typed twice; on success the
// spec's 'The password has been updated!'. The account's sessions end on the server.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminChangePasswordFormSchema, USER_ADMIN_MESSAGES } from '@bandbook/domain';
import { applyServerErrors } from '../../../../lib/form-errors';
import { FormAlert } from '../../../../ui/form-alert';
import { useChangePassword } from '../api/users';

interface PasswordModalProps {
  /** The account, or null when closed. */
  user: { _id: string; username: string | null } | null;
  onClose: () => void;
}

interface Values {
  newPassword: string;
  confirmPassword: string;
}

export function PasswordModal({ user, onClose }: PasswordModalProps) {
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(adminChangePasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await change.mutateAsync({ id: user!._id, newPassword });
      notifications.show({ color: 'green', message: USER_ADMIN_MESSAGES.passwordUpdated });
      close();
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['newPassword']);
      if (message) form.setError('root', { message });
    }
  });
  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={`Change the password of ${user?.username ?? 'this user'}`}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <PasswordInput
            label="New password"
            required
            error={form.formState.errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label="Confirm password"
            required
            error={form.formState.errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <FormAlert message={form.formState.errors.root?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
