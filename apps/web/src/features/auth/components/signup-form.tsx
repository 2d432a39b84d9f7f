// Local signup: account, password twice, region, language and newsletter.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { signupFormSchema } from '@bandbook/domain';
import { useAvailabilityCheck } from '../../../hooks/use-availability-check';
import { applyServerErrors } from '../../../lib/form-errors';
import { FormAlert } from '../../../ui/form-alert';
import { useCreateUser } from '../api/create-user';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { RegionLanguageFields } from '../../../ui/region-language-fields';

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

  const checkUsername = useAvailabilityCheck('username', {
    onTaken: (message) => setError('username', { type: 'availability', message }),
    onAvailable: () => clearErrors('username'),
  });
  const checkEmail = useAvailabilityCheck('email', {
    onTaken: (message) => setError('email', { type: 'availability', message }),
    onAvailable: () => clearErrors('email'),
  });

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
        <TextInput
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username', { onBlur: (event) => checkUsername(event.target.value) })}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { onBlur: (event) => checkEmail(event.target.value) })}
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
        <RegionLanguageFields
          region={register('currencyCode')}
          language={register('languageCode')}
          regionError={errors.currencyCode?.message}
          languageError={errors.languageCode?.message}
        />
        <Checkbox label="Send me news about books and features" {...register('newsletterOptIn')} />
        <FormAlert message={serverError} />
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
