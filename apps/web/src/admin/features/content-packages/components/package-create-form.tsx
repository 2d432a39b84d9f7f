// The Settings of a new package (the only tab until it exists); once created, it opens for editing.
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import {
  packageSettingsSchema,
  withChannelRule,
  type AdminContentPackage,
  type PackageSettingsInput,
} from '@bandbook/domain';
import { isApiError } from '../../../../lib/api-error';
import { applyServerErrors } from '../../../../lib/form-errors';
import { FormAlert } from '../../../../ui/form-alert';
import { isFormDirty } from '../../../ui/form-state';
import { LeaveConfirm } from '../../../ui/leave-confirm';
import { useLeaveGuard } from '../../../ui/use-leave-guard';
import { useCreateContentPackage } from '../api/save-content-package';
import type { ChannelChoice } from '../hooks/use-channel-choice';
import { newPackageValues } from '../lib/package-form-values';
import type { ReferenceOptions } from './catalogue-fields';
import { SettingsFields } from './settings-fields';

interface PackageCreateFormProps {
  options: ReferenceOptions;
  channels: ChannelChoice;
  onCreated: (pkg: AdminContentPackage) => void;
}

export function PackageCreateForm({ options, channels, onCreated }: PackageCreateFormProps) {
  const create = useCreateContentPackage();
  const [alert, setAlert] = useState<string | null>(null);
  const resolver = useMemo(
    () => zodResolver(withChannelRule(packageSettingsSchema, channels.isRequired)),
    [channels.isRequired],
  );
  const form = useForm<PackageSettingsInput>({
    resolver,
    defaultValues: newPackageValues(channels.initial),
  });
  const leave = useLeaveGuard(() => isFormDirty(form));
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const created = await create.mutateAsync(values);
      // Created: what was typed is saved, so opening the new package is not held.
      form.reset(values);
      onCreated(created);
    } catch (error) {
      const fields = isApiError(error) ? Object.keys(error.fieldErrors) : [];
      setAlert(applyServerErrors(error, form.setError, fields as Path<PackageSettingsInput>[]));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <SettingsFields options={options} channels={channels} />
          <FormAlert message={alert} />
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
          <LeaveConfirm guard={leave} />
        </Stack>
      </form>
    </FormProvider>
  );
}
