// A single user's subscriptions and trials on the edit screen: each with its package, dates and an
// Expired badge; Extend (a subscription: now + 365 days; a trial: now + the package's trial days),
// the trial presets (14 days, 1 day, 1 week, 2 weeks, 1 month), neither ever moving the end earlier,
// Remove; and Add subscription / Add trial (for the package's own trial days) from the packages not
// yet assigned. A package may appear once across both lists ('Oops!').
import { useState } from 'react';
import { Badge, Button, Group, Menu, Select, Stack, Table, Text } from '@mantine/core';
import {
  DEFAULT_TRIAL_DAYS,
  extendedSubscriptionEnd,
  extendedTrialEnd,
  laterEnd,
  TRIAL_PRESETS,
  type PackageOption,
} from '@bandbook/domain';
import type { EntitlementEntry } from '../lib/entitlements';
import { formatDate } from '../lib/format';

export type { EntitlementEntry };

interface EntitlementsFieldProps {
  kind: 'subscription' | 'trial';
  value: EntitlementEntry[];
  onChange: (value: EntitlementEntry[]) => void;
  /** Every package; those assigned anywhere (`taken`) are not offered. */
  options: PackageOption[];
  taken: ReadonlySet<string>;
  disabled: boolean;
}

const LABEL = { subscription: 'Subscriptions', trial: 'Trials' } as const;
const ADD = { subscription: 'Add subscription', trial: 'Add trial' } as const;

export function EntitlementsField(props: EntitlementsFieldProps) {
  const { kind, value, onChange, options, taken, disabled } = props;
  const [adding, setAdding] = useState<string | null>(null);
  const free = options.filter((option) => !taken.has(option._id));
  const now = () => new Date();
  /** Extending sets a later end, never an earlier one; the start stays when the entitlement began. */
  const extend = (index: number, end: Date) =>
    onChange(
      value.map((entry, at) =>
        at === index ? { ...entry, endDate: laterEnd(entry.endDate, end).toISOString() } : entry,
      ),
    );
  const add = () => {
    const option = options.find((candidate) => candidate._id === adding);
    if (!option) return;
    const start = now();
    const trialDays = option.trialPeriodInDays || DEFAULT_TRIAL_DAYS;
    const end =
      kind === 'subscription' ? extendedSubscriptionEnd(start) : extendedTrialEnd(start, trialDays);
    onChange([
      ...value,
      {
        contentPackageId: option._id,
        title: option.title,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        trialDays,
      },
    ]);
    setAdding(null);
  };
  return (
    <Stack gap="xs" component="section" aria-label={LABEL[kind]}>
      <Text fw={600}>{LABEL[kind]}</Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      )}
      {value.length > 0 && (
        <Table fz="sm">
          <Table.Tbody>
            {value.map((entry, index) => {
              const expired = new Date(entry.endDate) < new Date();
              return (
                <Table.Tr key={entry.contentPackageId}>
                  <Table.Th scope="row">{entry.title}</Table.Th>
                  <Table.Td>
                    {formatDate(entry.startDate)} – {formatDate(entry.endDate)}{' '}
                    {expired && (
                      <Badge color="red" size="xs" variant="dot">
                        Expired
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        disabled={disabled}
                        aria-label={`Extend ${entry.title}`}
                        onClick={() =>
                          extend(
                            index,
                            kind === 'subscription'
                              ? extendedSubscriptionEnd(now())
                              : extendedTrialEnd(now(), entry.trialDays),
                          )
                        }
                      >
                        Extend
                      </Button>
                      {kind === 'trial' && (
                        <Menu>
                          <Menu.Target>
                            <Button
                              size="xs"
                              variant="default"
                              disabled={disabled}
                              aria-label={`Trial length of ${entry.title}`}
                            >
                              Presets
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {TRIAL_PRESETS.map((preset) => (
                              <Menu.Item
                                key={preset.label}
                                onClick={() => extend(index, extendedTrialEnd(now(), preset.days))}
                              >
                                {preset.label}
                              </Menu.Item>
                            ))}
                          </Menu.Dropdown>
                        </Menu>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={disabled}
                        aria-label={`Remove ${entry.title}`}
                        onClick={() => onChange(value.filter((_, at) => at !== index))}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {!disabled && (
        <Group align="flex-end">
          <Select
            label={`Package for a new ${kind}`}
            placeholder={free.length ? 'Choose a package' : 'Every package is assigned'}
            searchable
            disabled={free.length === 0}
            data={free.map((option) => ({ value: option._id, label: option.title }))}
            value={adding}
            onChange={setAdding}
            w={320}
          />
          <Button variant="default" disabled={!adding} onClick={add}>
            {ADD[kind]}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
