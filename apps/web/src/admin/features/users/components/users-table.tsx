// The rows of an account list: who, status, provider, region, created; and what staff may do with
// each account: Edit (or the read-only Info), Mark verified and Resend validation email while not
// verified, the newsletter switch, Change password and Delete.
import { Link } from 'react-router';
import { Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
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
    <Table.ScrollContainer minWidth={1000}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Username</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
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
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>
                  <Badge color={row.status === 1 ? 'green' : 'gray'} variant="dot">
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
                <Table.Td>{formatDate(row.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
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
                      <>
                        <Button
                          size="xs"
                          variant="default"
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
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
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
                        </Button>
                      </>
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
