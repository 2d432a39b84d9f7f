// The coupon user list: who used a code and when. A deleted account shows the spec's notice instead
// of its name.
import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import { COUPON_LIST_MESSAGES, formatCode, USER_ADMIN_MESSAGES } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useCodeActivations } from '../api/coupon-lists';
import { formatDateTime } from '../lib/dates';

interface CodeUsersModalProps {
  /** The code whose activations are shown; null when closed. */
  code: string | null;
  onClose: () => void;
}

export function CodeUsersModal({ code, onClose }: CodeUsersModalProps) {
  const activations = useCodeActivations(code);
  return (
    <Modal
      opened={code !== null}
      onClose={onClose}
      title={code ? `Who used ${formatCode(code)}` : ''}
      size="lg"
    >
      {activations.isPending && <Loader size="sm" aria-label="Loading" />}
      {activations.isError && <Alert color="red">{getErrorMessage(activations.error)}</Alert>}
      {activations.data?.usedList.length === 0 && <Text>{COUPON_LIST_MESSAGES.noActivations}</Text>}
      {activations.data && activations.data.usedList.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">User</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Activated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {activations.data.usedList.map((use) => (
              <Table.Tr key={use.userId}>
                {use.deleted ? (
                  <Table.Td colSpan={2}>
                    <Text size="sm" fw={600}>
                      {USER_ADMIN_MESSAGES.deletedTitle}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {USER_ADMIN_MESSAGES.deletedBody}
                    </Text>
                  </Table.Td>
                ) : (
                  <>
                    <Table.Td>{use.username}</Table.Td>
                    <Table.Td>{use.email}</Table.Td>
                  </>
                )}
                <Table.Td>{formatDateTime(use.activatedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
