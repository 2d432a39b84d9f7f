// /forgot-password: asks for the email and says the instructions were sent.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordSchema, MESSAGES } from '@bandbook/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { ModalLink } from '../../../ui/modal-link';
import { RouteModal } from '../../../ui/route-modal';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordModal() {
  const forgotPassword = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      const answer = await forgotPassword.mutateAsync(email);
      setSentMessage(answer.message || MESSAGES.forgotPasswordSent);
    } catch (error) {
      setServerError(applyServerErrors(error, setError, ['email']));
    }
  });

  return (
    <RouteModal title="Forgot Your Password?">
      {sentMessage ? (
        <Stack>
          <FormAlert tone="success" message={sentMessage} />
          <Anchor component={ModalLink} to={paths.login}>
            Back to Log In
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              Enter the email address of your account and we will send you a link to reset your
              password.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <FormAlert message={serverError} />
            <Button type="submit" loading={formState.isSubmitting} fullWidth>
              Send Reset Link
            </Button>
            <Anchor component={ModalLink} to={paths.login} size="sm">
              Back to Log In
            </Anchor>
          </Stack>
        </form>
      )}
    </RouteModal>
  );
}
