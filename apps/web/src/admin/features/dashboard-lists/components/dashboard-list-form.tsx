// The dashboard list form (create and edit): one of the 10 icons, a Title and the ordered packages,
// validated with the domain's schema, server field errors on their fields, and the conflict choice
// on a stale version.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import {
  DASHBOARD_LIST_TITLE_MAX,
  dashboardListFormSchema,
  type AdminDashboardList,
  type DashboardListForm as DashboardListFormValues,
} from '@bandbook/domain';
import { OrderedPackageField } from '../../../ui/ordered-package-field';
import { SaveFooter } from '../../../ui/save-footer';
import { useVersionedSave } from '../../../ui/use-versioned-save';
import { useListPackageOptions } from '../api/dashboard-lists';
import { listDataKeys, saveDashboardList } from '../api/save-dashboard-list';
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
  const options = useListPackageOptions();
  const [known, setKnown] = useState(list?.packages ?? []);
  const form = useForm<DashboardListFormValues>({
    resolver: zodResolver(dashboardListFormSchema),
    defaultValues: valuesOf(list),
  });
  const save = useVersionedSave({
    form,
    record: list,
    send: (values, version) => saveDashboardList({ id: list?._id, version, form: values }),
    valuesOf,
    stale: listDataKeys,
    fields: ['icon', 'title', 'packageList'],
    onSaved,
    onReload: (current) => setKnown(current.packages),
  });

  return (
    <form onSubmit={save.onSubmit} noValidate>
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
        <SaveFooter {...save.footer} canSave={canSave} />
      </Stack>
    </form>
  );
}
