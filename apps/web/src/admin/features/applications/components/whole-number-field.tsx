// A number field for whole days or cents. An empty or unreadable entry becomes NaN, so the domain
// schema answers with its own message instead of a silent 0.
import { NumberInput } from '@mantine/core';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import type { ApplicationForm } from '@bandbook/domain';

type NumberPath = Extract<
  FieldPath<ApplicationForm>,
  'subscription.duration' | 'trial.duration' | `subscription.priceList.${number}.priceInCents`
>;

interface WholeNumberFieldProps {
  name: NumberPath;
  label: string;
  min: number;
}

export function WholeNumberField({ name, label, min }: WholeNumberFieldProps) {
  const { control } = useFormContext<ApplicationForm>();
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberInput
      label={label}
      min={min}
      allowDecimal={false}
      allowNegative={false}
      value={Number.isNaN(field.value) ? '' : field.value}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message}
    />
  );
}
