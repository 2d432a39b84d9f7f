// The content channel form (create and edit): a Name and the ordered packages, validated with the
// domain's schema, server field errors on their fields, and the conflict choice on a stale version.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  contentChannelFormSchema,
  type AdminContentChannel,
  type ContentChannelForm as ContentChannelFormValues,
} from '@bandbook/domain';
import { applyServerErrors } from '../../../../lib/form-errors';
import { FormAlert } from '../../../../ui/form-alert';
import { ConflictAlert } from '../../../ui/conflict-alert';
import { readConflict, type Conflict } from '../../../ui/conflict';
import { OrderedPackageField } from '../../../ui/ordered-package-field';
import { useChannelPackageOptions } from '../api/content-channels';
import { useSaveContentChannel } from '../api/save-content-channel';

const valuesOf = (channel?: AdminContentChannel): ContentChannelFormValues => ({
  name: channel?.name ?? '',
  list: channel?.list ?? [],
});

interface ContentChannelFormProps {
  /** The channel being edited; absent when adding one. */
  channel?: AdminContentChannel;
  /** Without it the form is shown read-only (staff who may only view). */
  canSave: boolean;
  onSaved: (channel: AdminContentChannel) => void;
}

export function ContentChannelForm({ channel, canSave, onSaved }: ContentChannelFormProps) {
  const save = useSaveContentChannel();
  const options = useChannelPackageOptions();
  const [version, setVersion] = useState(channel?.version);
  const [known, setKnown] = useState(channel?.packages ?? []);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<AdminContentChannel> | null>(null);
  const form = useForm<ContentChannelFormValues>({
    resolver: zodResolver(contentChannelFormSchema),
    defaultValues: valuesOf(channel),
  });

  const send = async (values: ContentChannelFormValues, atVersion: number | undefined) => {
    setSaveError(null);
    setConflict(null);
    try {
      onSaved(await save.mutateAsync({ id: channel?._id, version: atVersion, form: values }));
    } catch (error) {
      const stale = readConflict<AdminContentChannel>(error);
      if (stale) return setConflict(stale);
      setSaveError(applyServerErrors(error, form.setError, ['name', 'list']));
    }
  };

  const reload = (current: AdminContentChannel) => {
    form.reset(valuesOf(current));
    setKnown(current.packages);
    setVersion(current.version);
    setConflict(null);
  };
  const overwrite = (current: AdminContentChannel) => {
    setVersion(current.version);
    void form.handleSubmit((values) => send(values, current.version))();
  };

  return (
    <form onSubmit={form.handleSubmit((values) => send(values, version))} noValidate>
      <Stack maw={720}>
        <TextInput
          label="Name"
          required
          readOnly={!canSave}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="list"
          render={({ field, fieldState }) => (
            <OrderedPackageField
              value={field.value}
              onChange={field.onChange}
              options={options.data ?? []}
              known={known}
              isLoadingOptions={options.isPending}
              error={fieldState.error?.message}
              isDisabled={!canSave}
              listLabel="Content packages of this channel"
            />
          )}
        />
        {conflict && (
          <ConflictAlert
            message={conflict.message}
            onReload={() => reload(conflict.current)}
            onOverwrite={() => overwrite(conflict.current)}
          />
        )}
        <FormAlert message={saveError} />
        {canSave && (
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
