// The dashboard list form (create and edit): one of the 10 icons, a Title and the ordered packages,
// validated with the domain's schema, server field errors on their fields, and the conflict choice
// on a stale version.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  DASHBOARD_LIST_TITLE_MAX,
  dashboardListFormSchema,
  type AdminDashboardList,
  type DashboardListForm as DashboardListFormValues,
} from '@bandbook/domain';
import { applyServerErrors } from '../../../../lib/form-errors';
import { FormAlert } from '../../../../ui/form-alert';
import { ConflictAlert } from '../../../ui/conflict-alert';
import { readConflict, type Conflict } from '../../../ui/conflict';
import { OrderedPackageField } from '../../../ui/ordered-package-field';
import { useListPackageOptions } from '../api/dashboard-lists';
import { useSaveDashboardList } from '../api/save-dashboard-list';
import { ListIconPicker } from './list-icon-picker';

/** A list made before the 10 choices keeps its icon string until staff pick one (the schema checks). */
const valuesOf = (list?: AdminDashboardList) =>
  ({
    icon: list?.icon ?? 'star',
    title: list?.title ?? '',
    packageList: list?.packageList ?? [],
  }) as DashboardListFormValues;

interface DashboardListFormProps {
  list?: AdminDashboardList;
  canSave: boolean;
  onSaved: (list: AdminDashboardList) => void;
}

export function DashboardListForm({ list, canSave, onSaved }: DashboardListFormProps) {
  const save = useSaveDashboardList();
  const options = useListPackageOptions();
  const [version, setVersion] = useState(list?.version);
  const [known, setKnown] = useState(list?.packages ?? []);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<AdminDashboardList> | null>(null);
  const form = useForm<DashboardListFormValues>({
    resolver: zodResolver(dashboardListFormSchema),
    defaultValues: valuesOf(list),
  });

  const send = async (values: DashboardListFormValues, atVersion: number | undefined) => {
    setSaveError(null);
    setConflict(null);
    try {
      onSaved(await save.mutateAsync({ id: list?._id, version: atVersion, form: values }));
    } catch (error) {
      const stale = readConflict<AdminDashboardList>(error);
      if (stale) return setConflict(stale);
      setSaveError(applyServerErrors(error, form.setError, ['icon', 'title', 'packageList']));
    }
  };

  const reload = (current: AdminDashboardList) => {
    form.reset(valuesOf(current));
    setKnown(current.packages);
    setVersion(current.version);
    setConflict(null);
  };
  const overwrite = (current: AdminDashboardList) => {
    setVersion(current.version);
    void form.handleSubmit((values) => send(values, current.version))();
  };

  return (
    <form onSubmit={form.handleSubmit((values) => send(values, version))} noValidate>
      <Stack maw={720}>
        <Controller
          control={form.control}
          name="icon"
          render={({ field, fieldState }) => (
            <ListIconPicker
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              isDisabled={!canSave}
            />
          )}
        />
        <TextInput
          label="Title"
          required
          maxLength={DASHBOARD_LIST_TITLE_MAX}
          readOnly={!canSave}
          error={form.formState.errors.title?.message}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="packageList"
          render={({ field, fieldState }) => (
            <OrderedPackageField
              value={field.value}
              onChange={field.onChange}
              options={options.data ?? []}
              known={known}
              isLoadingOptions={options.isPending}
              error={fieldState.error?.message}
              isDisabled={!canSave}
              listLabel="Content packages of this list"
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
