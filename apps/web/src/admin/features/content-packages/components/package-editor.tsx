// The edit screen's form: one form for every tab, saved as a whole at the version read. Leaving a
// tab with changes saves first (spec section 4); an invalid form or a refused save keeps the tab.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MESSAGES,
  packageFormSchema,
  withChannelRule,
  type AdminContentPackage,
  type PackageFormInput,
} from '@bandbook/domain';
import { adminPaths, type PackageTab } from '../../../admin-paths';
import { isApiError } from '../../../../lib/api-error';
import { SaveFooter } from '../../../ui/save-footer';
import { useVersionedSave } from '../../../ui/use-versioned-save';
import { contentPackageQuery, contentPackagesKey } from '../api/content-packages';
import { updateContentPackage } from '../api/save-content-package';
import type { ChannelChoice } from '../hooks/use-channel-choice';
import { packageFormValues } from '../lib/package-form-values';
import { isPackageTab, PACKAGE_TABS, tabOfField } from '../lib/package-tabs';
import type { ReferenceOptions } from './catalogue-fields';
import { PackageTabFields } from './package-tab-fields';

interface PackageEditorProps {
  pkg: AdminContentPackage;
  tab: PackageTab;
  options: ReferenceOptions;
  channels: ChannelChoice;
  currencyCodes: readonly string[];
}

export function PackageEditor({ pkg, tab, options, channels, currencyCodes }: PackageEditorProps) {
  const navigate = useNavigate();
  const resolver = useMemo(
    () => zodResolver(withChannelRule(packageFormSchema, channels.isRequired)),
    [channels.isRequired],
  );
  const form = useForm<PackageFormInput>({
    resolver,
    defaultValues: packageFormValues(pkg, currencyCodes),
  });
  const save = useVersionedSave({
    form,
    record: pkg,
    send: (values, version) =>
      updateContentPackage({ id: pkg._id, version: version ?? pkg.version, form: values }),
    valuesOf: (current) => packageFormValues(current, currencyCodes),
    recordKey: (current) => contentPackageQuery(current._id).queryKey,
    stale: [[...contentPackagesKey, 'list']],
    // The server may name any field of any tab; the alert says the save failed either way.
    fields: (_values, error) =>
      isApiError(error) ? (Object.keys(error.fieldErrors) as Path<PackageFormInput>[]) : [],
    messageFor: (_error, message) => message ?? MESSAGES.validationFailed,
    invalidMessage: MESSAGES.validationFailed,
    onSaved: (saved) =>
      notifications.show({ color: 'green', message: `${saved.title} has been saved.` }),
  });

  // Read while rendering: react-hook-form only tracks the form state a render reads.
  const { isDirty, errors } = form.formState;
  const goTo = (next: PackageTab) => {
    const open = () => void navigate(adminPaths.contentPackages.edit(pkg._id, next));
    if (!isDirty) return open();
    void save.saveForm().then((saved) => saved && open());
  };
  const tabsWithErrors = new Set(
    Object.keys(errors).map((field) =>
      tabOfField(field, field === 'content' ? Object.keys(errors.content ?? {})[0] : undefined),
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={save.onSubmit} noValidate>
        <Tabs value={tab} onChange={(next) => next && isPackageTab(next) && goTo(next)}>
          <Tabs.List>
            {PACKAGE_TABS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value} c={tabsWithErrors.has(value) ? 'red' : undefined}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tab} pt="md">
            <Stack>
              <PackageTabFields tab={tab} pkg={pkg} options={options} channels={channels} />
              <SaveFooter {...save.footer} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </form>
    </FormProvider>
  );
}
