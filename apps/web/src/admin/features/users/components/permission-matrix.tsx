// The permission matrix of a staff account: a row per resource, a checkbox per action (VIEW, CREATE,
// UPDATE, DELETE), and Add All / Remove All. Only what the signed-in staff member may give is offered
// (the domain's grantablePermissions, which the server checks too): the rest is shown disabled, with
// why, and Add All gives the grantable ones only (issue 44). Giving CREATE, UPDATE or DELETE gives
// VIEW too: a record is opened before it is changed.
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

/** May this action of this resource be given? */
export type Grantable = (resource: PermissionResource, action: AdminAction) => boolean;

interface PermissionMatrixProps {
  value: PermissionValue[];
  onChange: (value: PermissionValue[]) => void;
  disabled?: boolean;
  /** What the signed-in staff member may give (default: everything). */
  grantable?: Grantable;
}

export const NOT_GRANTABLE_NOTE =
  'Greyed-out permissions are ones you do not hold yourself, so you cannot give them.';

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

const everything: Grantable = () => true;

/** Add All: what is held now plus every grantable action, in the spec's order. */
export function addAll(value: PermissionValue[], grantable: Grantable): PermissionValue[] {
  return PERMISSION_RESOURCES.flatMap((resource) => {
    const actions = ADMIN_ACTIONS.filter(
      (action) => has(value, resource, action) || grantable(resource, action),
    );
    return actions.length ? [{ resource, actions }] : [];
  });
}

export function PermissionMatrix({
  value,
  onChange,
  disabled = false,
  grantable = everything,
}: PermissionMatrixProps) {
  const limited = PERMISSION_RESOURCES.some((resource) =>
    ADMIN_ACTIONS.some((action) => !grantable(resource, action)),
  );
  const turnOn = (resource: PermissionResource, action: AdminAction) => {
    const next = toggle(value, resource, action, true);
    // VIEW comes with the others, when it may be given.
    return action !== 'read' && grantable(resource, 'read') && !has(next, resource, 'read')
      ? toggle(next, resource, 'read', true)
      : next;
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Permissions</Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={disabled}
            onClick={() => onChange(addAll(value, grantable))}
          >
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
              {ADMIN_ACTIONS.map((action) => {
                const checked = has(value, resource, action);
                // One not held may still be taken away, never given.
                const offered = checked || grantable(resource, action);
                return (
                  <Table.Td key={action}>
                    <Checkbox
                      aria-label={`${RESOURCE_LABELS[resource]}: ${ACTION_LABELS[action]}`}
                      title={offered ? undefined : NOT_GRANTABLE_NOTE}
                      checked={checked}
                      disabled={disabled || !offered}
                      onChange={(event) =>
                        onChange(
                          event.currentTarget.checked
                            ? turnOn(resource, action)
                            : toggle(value, resource, action, false),
                        )
                      }
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {limited && !disabled && (
        <Text size="xs" c="dimmed">
          {NOT_GRANTABLE_NOTE}
        </Text>
      )}
    </Stack>
  );
}
