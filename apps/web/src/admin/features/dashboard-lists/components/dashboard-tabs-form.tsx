// The Dashboard Tabs form: both tabs edited side by side and saved together (one transaction on the
// server), validated with the domain's schema.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dashboardTabsSchema, type DashboardListRow, type DashboardTab } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { isFormDirty } from '../../../ui/form-state';
import { SaveFooter } from '../../../ui/save-footer';
import { useLeaveGuard } from '../../../ui/use-leave-guard';
import { useSaveDashboardTabs } from '../api/dashboard-tabs';
import { DashboardTabCard } from './dashboard-tab-card';

const formSchema = z.object({ tabs: dashboardTabsSchema });
type TabsForm = z.infer<typeof formSchema>;

interface DashboardTabsFormProps {
  tabs: DashboardTab[];
  lists: DashboardListRow[];
  canSave: boolean;
}

export function DashboardTabsForm({ tabs, lists, canSave }: DashboardTabsFormProps) {
  const save = useSaveDashboardTabs();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<TabsForm>({ resolver: zodResolver(formSchema), defaultValues: { tabs } });
  const leave = useLeaveGuard(() => isFormDirty(form));

  const send = async ({ tabs: values }: TabsForm) => {
    setSaveError(null);
    try {
      form.reset({ tabs: await save.mutateAsync(values) });
      notifications.show({ color: 'green', message: 'The dashboard tabs have been saved.' });
    } catch (error) {
      setSaveError(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {tabs.map((tab, index) => (
            <Controller
              key={tab.group}
              control={form.control}
              name={`tabs.${index}`}
              render={({ field }) => (
                <DashboardTabCard
                  tab={field.value}
                  lists={lists}
                  onChange={field.onChange}
                  isDisabled={!canSave}
                  error={form.formState.errors.tabs?.[index]?.list?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <SaveFooter
          saveError={saveError}
          isSubmitting={form.formState.isSubmitting}
          canSave={canSave}
          leave={leave}
        />
      </Stack>
    </form>
  );
}
