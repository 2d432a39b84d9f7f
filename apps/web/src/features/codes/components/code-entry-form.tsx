// The code printed in a book: unlocks it, or says why not.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { codeEntrySchema, MESSAGES } from '@bandbook/domain';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { useActivateCode } from '../api/activate-code';

export function CodeEntryForm() {
  const activateCode = useActivateCode();
  const [isUnlocked, setIsUnlocked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(codeEntrySchema),
    defaultValues: { coupon: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setIsUnlocked(false);
    try {
      await activateCode.mutateAsync(values);
      setIsUnlocked(true);
      reset();
    } catch (error) {
      // A 404 means no such code: the spec's wording rather than a generic "not found".
      if (isApiError(error) && error.status === 404) setServerError(MESSAGES.codeIncorrect);
      else setServerError(applyServerErrors(error, setError, ['coupon']));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Code"
          description="The code printed inside your book"
          autoComplete="off"
          autoCapitalize="characters"
          error={formState.errors.coupon?.message}
          {...register('coupon')}
        />
        <FormAlert message={serverError} />
        {isUnlocked && <FormAlert tone="success" message={MESSAGES.codeSuccess} />}
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          Unlock My Book
        </Button>
        {isUnlocked && (
          <Button component={Link} to={paths.library} variant="default" fullWidth>
            Go to My Books
          </Button>
        )}
      </Stack>
    </form>
  );
}
