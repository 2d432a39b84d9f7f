// The instruments or genres picker form, saved to the profile: the onboarding steps and the
// profile's pick modal differ only in their buttons and what happens once it is saved.
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, type MantineSpacing } from '@mantine/core';
import { z } from 'zod';
import { genrePickSchema, instrumentPickSchema, type CurrentUser } from '@bandbook/domain';
import { usePublicConfig } from '../api/public-config';
import { useUpdateProfile } from '../api/update-profile';
import { getErrorMessage } from '../lib/api-error';
import { FormAlert } from './form-alert';
import { PickList } from './pick-list';

export type PickKind = 'instruments' | 'genres';

const schemas = {
  instruments: z.object({ selection: instrumentPickSchema.shape.instruments }),
  genres: z.object({ selection: genrePickSchema.shape.genres }),
};
const labels = { instruments: 'Instruments', genres: 'Genres' };

interface PickFormProps {
  kind: PickKind;
  user: CurrentUser;
  /** Runs once the picks are saved; a failure shows as the form's error. */
  onSaved: () => void | Promise<void>;
  submitLabel: string;
  /** A button shown before the submit button (onboarding's PREVIOUS). */
  secondaryAction?: ReactNode;
  actionsMargin: MantineSpacing;
}

export function PickForm({
  kind,
  user,
  onSaved,
  submitLabel,
  secondaryAction,
  actionsMargin,
}: PickFormProps) {
  const config = usePublicConfig();
  const updateProfile = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(schemas[kind]),
    defaultValues: { selection: user[kind] },
  });

  const submit = handleSubmit(async ({ selection }) => {
    setServerError(null);
    try {
      await updateProfile.mutateAsync({ [kind]: selection });
      await onSaved();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Controller
        control={control}
        name="selection"
        render={({ field, fieldState }) => (
          <PickList
            label={labels[kind]}
            items={config[kind]}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormAlert message={serverError} />
      <Group justify={secondaryAction ? 'space-between' : 'flex-end'} mt={actionsMargin}>
        {secondaryAction}
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
