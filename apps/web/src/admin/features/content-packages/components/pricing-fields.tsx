// The Pricing tab: free or not, points, and a price per currency (0 or more) when not free.
import { Checkbox, Group, Stack } from '@mantine/core';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { PackageFormInput } from '@bandbook/domain';
import { NumberField } from './number-field';

export function PricingFields() {
  const { control } = useFormContext<PackageFormInput>();
  const { field: isFree } = useController({ control, name: 'price.isFree' });
  const { fields } = useFieldArray({ control, name: 'price.list' });
  const currencies = useWatch({ control, name: 'price.list' });
  return (
    <Stack maw={720}>
      <Checkbox
        label="Free"
        checked={isFree.value}
        onChange={(event) => isFree.onChange(event.currentTarget.checked)}
      />
      <NumberField<PackageFormInput> name="price.points" label="Points" emptyValue={0} w={200} />
      {!isFree.value && (
        <Group align="flex-start">
          {fields.map((field, i) => (
            <NumberField<PackageFormInput>
              key={field.id}
              name={`price.list.${i}.amount`}
              label={`Price (${currencies[i]?.currencyCode ?? ''})`}
              emptyValue={null}
              decimalScale={2}
              w={150}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
