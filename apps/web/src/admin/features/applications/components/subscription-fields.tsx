// The offer of an application: subscription length, its description, prices, and the trial length.
import { Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { ApplicationForm } from '@bandbook/domain';
import { PriceListField } from './price-list-field';
import { WholeNumberField } from './whole-number-field';

export function SubscriptionFields() {
  const { register, formState } = useFormContext<ApplicationForm>();
  return (
    <Stack gap="sm">
      <WholeNumberField name="subscription.duration" label="Subscription Duration (days)" min={1} />
      <TextInput
        label="Subscription Description"
        error={formState.errors.subscription?.description?.message}
        {...register('subscription.description')}
      />
      <PriceListField />
      <WholeNumberField name="trial.duration" label="Trial Duration (days)" min={1} />
    </Stack>
  );
}
