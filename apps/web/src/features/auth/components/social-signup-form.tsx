// The account details a social signup still needs: username, email, region, language.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { socialSignupSchema, type SocialSignupInput } from '@bandbook/domain';
import { useAvailabilityCheck } from '../../../hooks/use-availability-check';
import { applyServerErrors } from '../../../lib/form-errors';
import { FormAlert } from '../../../ui/form-alert';
import { RegionLanguageFields } from '../../../ui/region-language-fields';

const FIELDS = ['username', 'email', 'currencyCode', 'languageCode'] as const;

interface SocialSignupFormProps {
  defaults: { username: string; email: string; currencyCode?: string; languageCode?: string };
  /** Values the user already owns (logged in) are not checked for availability. */
  ownValues?: { username?: string | null; email?: string | null };
  onSubmit: (values: SocialSignupInput) => Promise<void>;
}

export function SocialSignupForm({ defaults, ownValues, onSubmit }: SocialSignupFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, clearErrors } = useForm({
    resolver: zodResolver(socialSignupSchema),
    defaultValues: {
      currencyCode: '',
      languageCode: '',
      newsletterOptIn: false,
      ...defaults,
    },
  });
  const { errors } = formState;

  const checkUsername = useAvailabilityCheck('username', {
    unchangedValue: ownValues?.username,
    onTaken: (message) => setError('username', { type: 'availability', message }),
    onAvailable: () => clearErrors('username'),
  });
  const checkEmail = useAvailabilityCheck('email', {
    unchangedValue: ownValues?.email,
    onTaken: (message) => setError('email', { type: 'availability', message }),
    onAvailable: () => clearErrors('email'),
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
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
        <RegionLanguageFields
          region={register('currencyCode')}
          language={register('languageCode')}
          regionError={errors.currencyCode?.message}
          languageError={errors.languageCode?.message}
        />
        <Checkbox label="Send me news about books and features" {...register('newsletterOptIn')} />
        <FormAlert message={serverError} />
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          Complete Sign Up
        </Button>
      </Stack>
    </form>
  );
}
