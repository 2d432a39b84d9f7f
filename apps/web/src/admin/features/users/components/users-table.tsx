// The rows of an account list: who (username over email), status, provider, region, created; and what
// staff may do with each account: Edit (or the read-only Info), Change password and Delete as
// buttons, Mark verified and Resend validation email (while not verified) in a small menu, and the
// newsletter switch. Laid out to fit 1280 px without a horizontal scroll, badges never cut (issue 44).
import { Link } from 'react-router';
import { Badge, Button, Group, Menu, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminUserRow } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { ConfirmDeleteButton } from '../../../ui/confirm-delete-button';
import { useDeleteUser, useListAction, useSetNewsletter } from '../api/users';
import { formatDate } from '../lib/format';

interface UsersTableProps {
  rows: AdminUserRow[];
  editPath: (id: string) => string;
  onInfo: (id: string) => void;
  onPassword: (row: AdminUserRow) => void;
}

export function UsersTable({ rows, editPath, onInfo, onPassword }: UsersTableProps) {
  const action = useListAction();
  const newsletter = useSetNewsletter();
  const remove = useDeleteUser();
  const run = async (work: () => Promise<{ message: string } | unknown>, done: string) => {
    try {
      await work();
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      notifications.show({ color: 'red', message: getErrorMessage(error) });
    }
  };
  if (rows.length === 0) return <Text>No accounts match.</Text>;
  return (
    // Scrolls only on narrow screens (tablets); from 1280 px everything fits.
    <Table.ScrollContainer minWidth={840}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Username / Email</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Provider</Table.Th>
            <Table.Th scope="col">Region</Table.Th>
            <Table.Th scope="col">Newsletter</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = row.username ?? row._id;
            return (
              <Table.Tr key={row._id}>
                <Table.Th scope="row" style={{ maxWidth: 320 }}>
                  <Stack gap={0}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {row.email}
                    </Text>
                  </Stack>
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {/* The badge's label must not be cut to 'V..': it takes the width it needs. */}
                  <Badge
                    color={row.status === 1 ? 'green' : 'gray'}
                    variant="dot"
                    tt="none"
                    styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                  >
                    {row.status === 1 ? 'Verified' : 'Not Verified'}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.provider}</Table.Td>
                <Table.Td>{row.currencyCode}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Newsletter of ${name}`}
                    checked={row.newsletterOptIn}
                    disabled={!row.canEdit}
                    onChange={(event) => {
                      const newsletterOptIn = event.currentTarget.checked;
                      void run(
                        () => newsletter.mutateAsync({ id: row._id, newsletterOptIn }),
                        `The newsletter choice of ${name} has been saved.`,
                      );
                    }}
                  />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    {row.canEdit ? (
                      <Button
                        size="xs"
                        variant="light"
                        component={Link}
                        to={editPath(row._id)}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onInfo(row._id)}
                        aria-label={`Info of ${name}`}
                      >
                        Info
                      </Button>
                    )}
                    {row.canEdit && row.status === 0 && (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button size="xs" variant="default" aria-label={`More for ${name}`}>
                            More
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            aria-label={`Mark ${name} verified`}
                            onClick={() =>
                              void run(
                                () =>
                                  action.mutateAsync({ action: 'update-user-status', id: row._id }),
                                `${name} is now verified.`,
                              )
                            }
                          >
                            Mark verified
                          </Menu.Item>
                          <Menu.Item
                            aria-label={`Resend the validation email to ${name}`}
                            onClick={() =>
                              void run(
                                () =>
                                  action.mutateAsync({
                                    action: 'resend-validation-email',
                                    id: row._id,
                                  }),
                                `The validation email has been sent to ${name}.`,
                              )
                            }
                          >
                            Resend email
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    )}
                    {row.canEdit && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Change the password of ${name}`}
                        onClick={() => onPassword(row)}
                      >
                        Password
                      </Button>
                    )}
                    {row.canDelete && (
                      <ConfirmDeleteButton
                        name={name}
                        onConfirm={async () => {
                          await remove.mutateAsync(row._id);
                          notifications.show({
                            color: 'green',
                            message: `${name} has been deleted.`,
                          });
                        }}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
