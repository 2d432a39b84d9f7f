// The account details a social signup still needs: username, email, region, language.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { socialSignupSchema, type SocialSignupInput } from '@bandbook/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { AccountFields } from '../../../ui/account-fields';
import { SignupFooter } from './signup-footer';

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
        <AccountFields
          register={register}
          setError={setError}
          clearErrors={clearErrors}
          errors={errors}
          ownValues={ownValues}
        />
        <SignupFooter
          register={register}
          errors={errors}
          serverError={serverError}
          isSubmitting={formState.isSubmitting}
          submitLabel="Complete Sign Up"
        />
      </Stack>
    </form>
  );
}
