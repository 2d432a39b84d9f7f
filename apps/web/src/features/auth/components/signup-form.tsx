// Local signup: account, password twice, region, language and newsletter.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Stack } from '@mantine/core';
import { signupFormSchema } from '@bandbook/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { AccountFields } from '../../../ui/account-fields';
import { useCreateUser } from '../api/create-user';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { SignupFooter } from './signup-footer';

const FIELDS = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'currencyCode',
  'languageCode',
] as const;

interface SignupFormProps {
  /** The book (content channel) the visitor came from, if any. */
  book?: string;
  from?: string;
}

export function SignupForm({ book, from }: SignupFormProps) {
  const createUser = useCreateUser();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, clearErrors } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      currencyCode: '',
      languageCode: '',
      newsletterOptIn: false,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setServerError(null);
    try {
      const { token } = await createUser.mutateAsync({
        ...values,
        domainUrl: window.location.origin,
        contentChannelIdList: book ? [book] : [],
      });
      await completeLogin(token, from);
    } catch (error) {
      setServerError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <AccountFields
          register={register}
          setError={setError}
          clearErrors={clearErrors}
          errors={errors}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SignupFooter
          register={register}
          errors={errors}
          serverError={serverError}
          isSubmitting={formState.isSubmitting}
          submitLabel="Sign Up"
        />
      </Stack>
    </form>
  );
}
