// The subscription's price list: one row per currency (a currency select and the price in cents),
// rows added with the next unpriced currency and removed one by one.
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CURRENCY_CODES, REGIONS, type ApplicationForm } from '@bandbook/domain';
import { WholeNumberField } from './whole-number-field';

const CURRENCY_OPTIONS = REGIONS.map((region) => ({
  value: region.code,
  label: `${region.code} (${region.store})`,
}));

function CurrencySelect({ index }: { index: number }) {
  const { control } = useFormContext<ApplicationForm>();
  const { field, fieldState } = useController({
    control,
    name: `subscription.priceList.${index}.currencyCode`,
  });
  return (
    <Select
      label={`Currency ${index + 1}`}
      data={CURRENCY_OPTIONS}
      value={field.value}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      ref={field.ref}
      error={fieldState.error?.message}
      allowDeselect={false}
    />
  );
}

export function PriceListField() {
  const { control } = useFormContext<ApplicationForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'subscription.priceList' });
  const prices = useWatch({ control, name: 'subscription.priceList' });
  const unpriced = CURRENCY_CODES.find((code) => !prices.some((p) => p.currencyCode === code));

  return (
    <Stack gap="xs" role="group" aria-label="Price List">
      <Text fw={500} size="sm">
        Price List
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No prices yet.
        </Text>
      )}
      {fields.map((row, index) => (
        <Group key={row.id} align="flex-end" wrap="nowrap">
          <CurrencySelect index={index} />
          <WholeNumberField
            name={`subscription.priceList.${index}.priceInCents`}
            label={`Price in Cents ${index + 1}`}
            min={0}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove Price ${index + 1}`}
            onClick={() => remove(index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={!unpriced}
          onClick={() => unpriced && append({ currencyCode: unpriced, priceInCents: 0 })}
        >
          Add Price
        </Button>
      </Group>
    </Stack>
  );
}
