// The content channel form (create and edit): a Name and the ordered packages, validated with the
// domain's schema, server field errors on their fields, and the conflict choice on a stale version.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import {
  contentChannelFormSchema,
  type AdminContentChannel,
  type ContentChannelForm as ContentChannelFormValues,
} from '@bandbook/domain';
import { OrderedPackageField } from '../../../ui/ordered-package-field';
import { SaveFooter } from '../../../ui/save-footer';
import { useVersionedSave } from '../../../ui/use-versioned-save';
import { useChannelPackageOptions } from '../api/content-channels';
import { channelDependentKeys, saveContentChannel } from '../api/save-content-channel';

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
  const options = useChannelPackageOptions();
  const [known, setKnown] = useState(channel?.packages ?? []);
  const form = useForm<ContentChannelFormValues>({
    resolver: zodResolver(contentChannelFormSchema),
    defaultValues: valuesOf(channel),
  });
  const save = useVersionedSave({
    form,
    record: channel,
    send: (values, version) => saveContentChannel({ id: channel?._id, version, form: values }),
    valuesOf,
    stale: channelDependentKeys,
    fields: ['name', 'list'],
    onSaved,
    onReload: (current) => setKnown(current.packages),
  });

  return (
    <form onSubmit={save.onSubmit} noValidate>
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
        <SaveFooter {...save.footer} canSave={canSave} />
      </Stack>
    </form>
  );
}
