// The read-only user info modal: an account staff may not edit (with the spec's notice), or a deleted
// one ('This user account has been deleted'); its subscriptions and trials, or the spec's texts when
// there are none.
import { Alert, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { ROLE_LABELS, USER_ADMIN_MESSAGES, type AdminUser } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useAdminUser } from '../api/users';
import { formatDate } from '../lib/format';

function Entitlements({ user }: { user: AdminUser }) {
  return (
    <>
      <Text fw={600}>Subscriptions</Text>
      {user.subscriptionList.length === 0 ? (
        <Text size="sm">{USER_ADMIN_MESSAGES.noSubscriptions}</Text>
      ) : (
        <Table fz="sm">
          <Table.Tbody>
            {user.subscriptionList.map((entry) => (
              <Table.Tr key={entry.contentPackageId}>
                <Table.Td>{entry.contentPackageTitle}</Table.Td>
                <Table.Td>
                  {formatDate(entry.subscriptionStartDate)} –{' '}
                  {formatDate(entry.subscriptionEndDate)}
                  {entry.isExpired ? ' (expired)' : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text fw={600}>Trials</Text>
      {user.trialList.length === 0 ? (
        <Text size="sm">{USER_ADMIN_MESSAGES.noTrials}</Text>
      ) : (
        <Table fz="sm">
          <Table.Tbody>
            {user.trialList.map((entry) => (
              <Table.Tr key={entry.contentPackageId}>
                <Table.Td>{entry.contentPackageTitle}</Table.Td>
                <Table.Td>
                  {formatDate(entry.trialStartDate)} – {formatDate(entry.trialEndDate)}
                  {entry.isExpired ? ' (expired)' : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

export function UserInfo({ user }: { user: AdminUser }) {
  if (user.deleted) {
    return (
      <Alert color="gray" title={USER_ADMIN_MESSAGES.deletedTitle}>
        {USER_ADMIN_MESSAGES.deletedBody}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {!user.canEdit && <Alert color="yellow">{USER_ADMIN_MESSAGES.readOnlyNotice}</Alert>}
      <Table fz="sm" withRowBorders={false}>
        <Table.Tbody>
          {[
            ['Username', user.username],
            ['Email', user.email],
            ['Name', `${user.firstname} ${user.lastname}`.trim() || '—'],
            ['Role', ROLE_LABELS[user.role]],
            ['Status', user.status === 1 ? 'Verified' : 'Not Verified'],
            ['Region', user.currencyCode ?? '—'],
            ['Language', user.languageCode ?? '—'],
            [
              'Created',
              `${formatDate(user.createdAt)} by ${user.createdBy?.username ?? 'sign-up'}`,
            ],
          ].map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={120}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Entitlements user={user} />
    </Stack>
  );
}

interface UserInfoModalProps {
  userId: string | null;
  onClose: () => void;
}

export function UserInfoModal({ userId, onClose }: UserInfoModalProps) {
  const user = useAdminUser(userId);
  return (
    <Modal opened={userId !== null} onClose={onClose} title="User info" size="lg">
      {user.isPending && <Loader size="sm" aria-label="Loading" />}
      {user.isError && <Alert color="red">{getErrorMessage(user.error)}</Alert>}
      {user.data && <UserInfo user={user.data} />}
    </Modal>
  );
}
