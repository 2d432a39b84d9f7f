// Username and email inputs of the signup and profile forms, each checked for availability when
// it loses focus.
import type { FocusEvent } from 'react';
import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useAvailabilityCheck } from '../hooks/use-availability-check';

type AccountField = 'username' | 'email';

interface AccountFieldsProps {
  /** The form's register, setError and clearErrors: the form holds both fields. */
  register: (
    field: AccountField,
    options: { onBlur: (event: FocusEvent<HTMLInputElement>) => unknown },
  ) => UseFormRegisterReturn;
  setError: (field: AccountField, error: { type: string; message: string }) => void;
  clearErrors: (field: AccountField) => void;
  errors: Partial<Record<AccountField, { message?: string }>>;
  /** Values the user already owns are not checked for availability. */
  ownValues?: { username?: string | null; email?: string | null };
}

export function AccountFields({
  register,
  setError,
  clearErrors,
  errors,
  ownValues,
}: AccountFieldsProps) {
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

  return (
    <>
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
    </>
  );
}
