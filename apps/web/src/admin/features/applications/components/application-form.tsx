// The application form (create and edit): validated with the domain's schema, server field errors on
// their fields, the spec's alert on a failed save, and the conflict choice on a stale version.
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Stack } from '@mantine/core';
import {
  applicationFormSchema,
  applicationSaveError,
  type Application,
  type ApplicationForm as ApplicationFormValues,
} from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { SaveFooter } from '../../../ui/save-footer';
import { useVersionedSave } from '../../../ui/use-versioned-save';
import { applicationsKey } from '../api/applications';
import { saveApplication } from '../api/save-application';
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
  const form = useForm<ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: application ? applicationValues(application) : newApplicationValues(),
  });
  const save = useVersionedSave({
    form,
    record: application,
    send: (values, version) => saveApplication({ id: application?._id, version, form: values }),
    valuesOf: applicationValues,
    stale: [applicationsKey],
    fields: fieldsOf,
    // Field errors go on their fields; the spec's alert names the server's message either way.
    messageFor: (error) => applicationSaveError(getErrorMessage(error)),
    onSaved,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={save.onSubmit} noValidate>
        <Stack maw={640}>
          <ApplicationFields />
          <Divider label="Subscription" labelPosition="left" />
          <SubscriptionFields />
          <SaveFooter {...save.footer} />
        </Stack>
      </form>
    </FormProvider>
  );
}
