// The permission matrix of a staff account: a row per resource, a checkbox per action (VIEW, CREATE,
// UPDATE, DELETE), and Add All / Remove All.
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import {
  ACTION_LABELS,
  ADMIN_ACTIONS,
  PERMISSION_RESOURCES,
  type AdminAction,
  type PermissionResource,
} from '@bandbook/domain';
import type { PermissionValue } from '../lib/user-form-values';

export const RESOURCE_LABELS: Record<PermissionResource, string> = {
  sulUsers: 'Single Users',
  adminUsers: 'Administrators',
  contentPackages: 'Content Packages',
  contentChannels: 'Content Channels',
  contentList: 'User Dashboard',
  couponList: 'Codes',
};

export type { PermissionValue };

interface PermissionMatrixProps {
  value: PermissionValue[];
  onChange: (value: PermissionValue[]) => void;
  disabled?: boolean;
}

const has = (value: PermissionValue[], resource: string, action: AdminAction) =>
  value.some((entry) => entry.resource === resource && entry.actions.includes(action));

/** Toggles one action; resources left without actions are dropped. */
export function toggle(
  value: PermissionValue[],
  resource: string,
  action: AdminAction,
  on: boolean,
): PermissionValue[] {
  const others = value.filter((entry) => entry.resource !== resource);
  const current = value.find((entry) => entry.resource === resource)?.actions ?? [];
  const actions = ADMIN_ACTIONS.filter((candidate) =>
    candidate === action ? on : current.includes(candidate),
  );
  return actions.length ? [...others, { resource, actions }] : others;
}

export const ALL: PermissionValue[] = PERMISSION_RESOURCES.map((resource) => ({
  resource,
  actions: [...ADMIN_ACTIONS],
}));

export function PermissionMatrix({ value, onChange, disabled = false }: PermissionMatrixProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Permissions</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={disabled} onClick={() => onChange(ALL)}>
            Add All
          </Button>
          <Button size="xs" variant="default" disabled={disabled} onClick={() => onChange([])}>
            Remove All
          </Button>
        </Group>
      </Group>
      <Table withTableBorder aria-label="Permissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Resource</Table.Th>
            {ADMIN_ACTIONS.map((action) => (
              <Table.Th scope="col" key={action}>
                {ACTION_LABELS[action]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PERMISSION_RESOURCES.map((resource) => (
            <Table.Tr key={resource}>
              <Table.Th scope="row">{RESOURCE_LABELS[resource]}</Table.Th>
              {ADMIN_ACTIONS.map((action) => (
                <Table.Td key={action}>
                  <Checkbox
                    aria-label={`${RESOURCE_LABELS[resource]}: ${ACTION_LABELS[action]}`}
                    checked={has(value, resource, action)}
                    disabled={disabled}
                    onChange={(event) =>
                      onChange(toggle(value, resource, action, event.currentTarget.checked))
                    }
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
