// One audit-log entry as the history and the audit page show it: when, who, what, and each changed
// field with its value before and after (long values shortened).
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@bandbook/domain';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const ACTION_COLOR = { create: 'green', update: 'blue', delete: 'red' } as const;

/** A value in a cell: text as is, anything else as compact JSON, at most 120 characters. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

export function AuditEntryHeader({ entry }: { entry: AuditEntry }) {
  return (
    <Group gap="xs">
      <Badge color={ACTION_COLOR[entry.action]} variant="dot">
        {entry.action}
      </Badge>
      <Text size="sm" fw={600}>
        {entry.actor.username ?? 'someone'}
      </Text>
      <Text size="sm" c="dimmed">
        {dateTime.format(new Date(entry.at))}
      </Text>
    </Group>
  );
}

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  if (!entry.changes.length) {
    return (
      <Text size="sm" c="dimmed">
        No field changed.
      </Text>
    );
  }
  return (
    <Table fz="sm" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Field</Table.Th>
          <Table.Th scope="col">Before</Table.Th>
          <Table.Th scope="col">After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entry.changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{change.field}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{auditValue(change.before)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{auditValue(change.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function AuditEntryView({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap={4}>
      <AuditEntryHeader entry={entry} />
      <AuditChanges entry={entry} />
    </Stack>
  );
}
