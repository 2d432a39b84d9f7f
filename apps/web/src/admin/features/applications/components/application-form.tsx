// The application form (create and edit): validated with the domain's schema, server field errors on
// their fields, the spec's alert on a failed save, and the conflict choice on a stale version.
import { useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Stack } from '@mantine/core';
import {
  applicationFormSchema,
  applicationSaveError,
  type Application,
  type ApplicationForm as ApplicationFormValues,
} from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { applyServerErrors } from '../../../../lib/form-errors';
import { FormAlert } from '../../../../ui/form-alert';
import { ConflictAlert } from '../../../ui/conflict-alert';
import { readConflict, type Conflict } from '../../../ui/conflict';
import { useSaveApplication } from '../api/save-application';
import { applicationValues, newApplicationValues } from '../lib/application-form-values';
import { ApplicationFields } from './application-fields';
import { SubscriptionFields } from './subscription-fields';

const FIELDS: Path<ApplicationFormValues>[] = [
  'name',
  'icon',
  'ssoUrl',
  'oAuth.publicKey',
  'oAuth.secretKey',
  'api.key',
  'subscription.duration',
  'subscription.description',
  'trial.duration',
];

/** Server errors may name any price row. */
const fieldsOf = (values: ApplicationFormValues): Path<ApplicationFormValues>[] => [
  ...FIELDS,
  ...values.subscription.priceList.flatMap((_, i) => [
    `subscription.priceList.${i}.currencyCode` as const,
    `subscription.priceList.${i}.priceInCents` as const,
  ]),
];

interface ApplicationFormProps {
  /** The application being edited; absent when adding one. */
  application?: Application;
  onSaved: (application: Application) => void;
}

export function ApplicationForm({ application, onSaved }: ApplicationFormProps) {
  const save = useSaveApplication();
  const [version, setVersion] = useState(application?.version);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<Application> | null>(null);
  const form = useForm<ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: application ? applicationValues(application) : newApplicationValues(),
  });

  const send = async (values: ApplicationFormValues, atVersion: number | undefined) => {
    setSaveError(null);
    setConflict(null);
    try {
      onSaved(await save.mutateAsync({ id: application?._id, version: atVersion, form: values }));
    } catch (error) {
      const stale = readConflict<Application>(error);
      if (stale) {
        setConflict(stale);
        return;
      }
      applyServerErrors(error, form.setError, fieldsOf(values));
      setSaveError(applicationSaveError(getErrorMessage(error)));
    }
  };

  const reload = (current: Application) => {
    form.reset(applicationValues(current));
    setVersion(current.version);
    setConflict(null);
  };
  const overwrite = (current: Application) => {
    setVersion(current.version);
    void form.handleSubmit((values) => send(values, current.version))();
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => send(values, version))} noValidate>
        <Stack maw={640}>
          <ApplicationFields />
          <Divider label="Subscription" labelPosition="left" />
          <SubscriptionFields />
          {conflict && (
            <ConflictAlert
              message={conflict.message}
              onReload={() => reload(conflict.current)}
              onOverwrite={() => overwrite(conflict.current)}
            />
          )}
          <FormAlert message={saveError} />
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
