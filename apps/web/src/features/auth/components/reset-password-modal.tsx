// /reset-password/{token}: a new password twice; success invites to log in, an expired token
// links home.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { MESSAGES, resetPasswordFormSchema } from '@bandbook/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { ModalLink } from '../../../ui/modal-link';
import { RouteModal } from '../../../ui/route-modal';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordModal() {
  const { token = '' } = useParams();
  const resetPassword = useResetPassword();
  const [outcome, setOutcome] = useState<'done' | 'expired' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await resetPassword.mutateAsync({ token, password });
      setOutcome('done');
    } catch (error) {
      const message = applyServerErrors(error, setError, ['password']);
      if (message === MESSAGES.resetPasswordInvalid) setOutcome('expired');
      else setServerError(message);
    }
  });

  let content;
  if (outcome === 'done') {
    content = (
      <Stack>
        <FormAlert tone="success" message={MESSAGES.resetPasswordSuccess} />
        <Button component={ModalLink} to={paths.login}>
          Log In
        </Button>
      </Stack>
    );
  } else if (outcome === 'expired') {
    content = (
      <Stack>
        <FormAlert message={MESSAGES.resetPasswordInvalid} />
        <Anchor component={Link} to={paths.home}>
          Go to the home page
        </Anchor>
      </Stack>
    );
  } else {
    content = (
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <FormAlert message={serverError} />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            Reset Password
          </Button>
        </Stack>
      </form>
    );
  }

  return <RouteModal title="Reset Your Password">{content}</RouteModal>;
}
