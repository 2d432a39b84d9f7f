// The change-password modal: current password, new password twice.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, PasswordInput, Stack } from '@mantine/core';
import { changePasswordFormSchema } from '@bandbook/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { FormAlert } from '../../../ui/form-alert';
import { useChangePassword } from '../api/change-password';

function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setServerError(null);
    try {
      const answer = await changePassword.mutateAsync({ oldPassword, newPassword });
      onChanged(answer.message);
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['oldPassword', 'newPassword']));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <FormAlert message={serverError} />
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
  onChanged: (message: string) => void;
}

export function ChangePasswordModal({ opened, onClose, onChanged }: ChangePasswordModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change Password" centered>
      <ChangePasswordForm onChanged={onChanged} />
    </Modal>
  );
}
