// Username-or-email and password; the server's message on failure.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginSchema, type LoginInput } from '@bandbook/domain';
import { getErrorMessage } from '../../../lib/api-error';
import { FormAlert } from '../../../ui/form-alert';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';

export function LoginForm({ from }: { from?: string }) {
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token } = await login.mutateAsync(values);
      await completeLogin(token, from);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Username or Email"
          autoComplete="username"
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <FormAlert message={serverError} />
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          Log In
        </Button>
      </Stack>
    </form>
  );
}
