// Deleting one's own account: what goes and what stays said first, then the password (or, for an
// account without one, its email or username typed out) and a red button.
import { useState } from 'react';
import { Button, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { getErrorMessage, isApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../ui/form-alert';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountModalProps {
  opened: boolean;
  hasPassword: boolean;
  onClose: () => void;
}

function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const remove = useDeleteAccount();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const field = hasPassword ? 'password' : 'confirm';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    try {
      await remove.mutateAsync(hasPassword ? { password: value } : { confirm: value });
    } catch (error) {
      const onField = isApiError(error) ? error.fieldErrors[field]?.message : undefined;
      if (onField) setFieldError(onField);
      else setFormError(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm">Deleting your account cannot be undone:</Text>
        <List size="sm" spacing={4}>
          <List.Item>your name, email, address and sign-ins are erased,</List.Item>
          <List.Item>you are signed out everywhere and cannot sign in again,</List.Item>
          <List.Item>your books, codes and SoundCheck results can no longer be used.</List.Item>
        </List>
        <Text size="sm">Download your data first if you want to keep it.</Text>
        {hasPassword ? (
          <PasswordInput
            label="Your Password"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={fieldError}
            required
          />
        ) : (
          <TextInput
            label="Your Email or Username"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={fieldError}
            required
          />
        )}
        <FormAlert message={formError} />
        <Button type="submit" color="red" loading={remove.isPending} fullWidth>
          Delete My Account
        </Button>
      </Stack>
    </form>
  );
}

export function DeleteAccountModal({ opened, hasPassword, onClose }: DeleteAccountModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Delete My Account" centered>
      <DeleteAccountForm hasPassword={hasPassword} />
    </Modal>
  );
}
