// The instruments or genres modal of the profile: pick, then DONE saves.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal } from '@mantine/core';
import { z } from 'zod';
import { genrePickSchema, instrumentPickSchema, type CurrentUser } from '@bandbook/domain';
import { usePublicConfig } from '../../../api/public-config';
import { useUpdateProfile } from '../../../api/update-profile';
import { getErrorMessage } from '../../../lib/api-error';
import { FormAlert } from '../../../ui/form-alert';
import { PickList } from '../../../ui/pick-list';

export type PickKind = 'instruments' | 'genres';

const schemas = {
  instruments: z.object({ selection: instrumentPickSchema.shape.instruments }),
  genres: z.object({ selection: genrePickSchema.shape.genres }),
};
const titles = { instruments: 'My Instruments', genres: 'My Genres' };
const labels = { instruments: 'Instruments', genres: 'Genres' };

interface PickFormProps {
  kind: PickKind;
  user: CurrentUser;
  onSaved: () => void;
}

function PickForm({ kind, user, onSaved }: PickFormProps) {
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
      onSaved();
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
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={formState.isSubmitting}>
          DONE
        </Button>
      </Group>
    </form>
  );
}

interface PickModalProps extends PickFormProps {
  opened: boolean;
  onClose: () => void;
}

export function PickModal({ kind, user, opened, onClose, onSaved }: PickModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={titles[kind]} size="xl" centered>
      <PickForm kind={kind} user={user} onSaved={onSaved} />
    </Modal>
  );
}
