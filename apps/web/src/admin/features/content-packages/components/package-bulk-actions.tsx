// The list's bulk actions on the rows selected (issue 44): Live, Draft, add to a channel, delete
// (archive those learners own, decision 057) and, among archived packages, restore. Each is one call,
// one transaction on the server; a delete asks first, saying how many packages learners own.
import { useState } from 'react';
import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentPackageListRow } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useCan } from '../../../ui/use-can';
import { useBulkPackageAction, type BulkAction } from '../api/bulk-package-actions';
import { useChannelChoice } from '../hooks/use-channel-choice';
import { ConfirmActionModal } from './confirm-action-modal';

const packages = (n: number) => `${n} ${n === 1 ? 'package' : 'packages'}`;

/** What a bulk delete will do, before it does it. */
export function bulkDeleteNotice(rows: ContentPackageListRow[]) {
  const owned = rows.filter((row) => row.ownerCount > 0);
  const learners = owned.reduce((sum, row) => sum + row.ownerCount, 0);
  if (owned.length === 0)
    return `None of them has owners: all will be deleted. This cannot be undone.`;
  const rest = rows.length - owned.length;
  return (
    `${packages(owned.length)} of them ${owned.length === 1 ? 'has' : 'have'} owners ` +
    `(${learners} ${learners === 1 ? 'learner' : 'learners'} in all): archived, hidden from ` +
    `discovery and kept for them.` +
    (rest > 0 ? ` The other ${packages(rest)} will be deleted; this cannot be undone.` : '')
  );
}

interface PackageBulkActionsProps {
  rows: ContentPackageListRow[];
  /** The Archived filter is on: the rows can be restored, not deleted or switched. */
  isArchivedView: boolean;
  onDone: () => void;
}

export function PackageBulkActions({ rows, isArchivedView, onDone }: PackageBulkActionsProps) {
  const can = useCan();
  const channels = useChannelChoice();
  const bulk = useBulkPackageAction();
  const [channelId, setChannelId] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const ids = rows.map((row) => row._id);

  const send = async (action: BulkAction) => {
    const { message } = await bulk.mutateAsync(action);
    notifications.show({ color: 'green', message });
    onDone();
  };
  /** The actions without a confirmation: a refusal is a notice. */
  const run = (action: BulkAction) =>
    send(action).catch((error: unknown) =>
      notifications.show({ color: 'red', message: getErrorMessage(error) }),
    );

  const mayUpdate = can('contentPackages', 'update');
  return (
    <Paper withBorder p="sm" role="group" aria-label="Bulk actions">
      <Group align="flex-end">
        <Text fw={600}>{packages(rows.length)} selected</Text>
        {mayUpdate && !isArchivedView && (
          <>
            <Button
              variant="light"
              disabled={bulk.isPending}
              onClick={() => void run({ kind: 'active', ids, active: true })}
            >
              Make Live
            </Button>
            <Button
              variant="light"
              disabled={bulk.isPending}
              onClick={() => void run({ kind: 'active', ids, active: false })}
            >
              Make Draft
            </Button>
            <Select
              label="Channel"
              placeholder="Choose a channel"
              data={channels.options}
              value={channelId}
              onChange={setChannelId}
              w={200}
            />
            <Button
              variant="light"
              disabled={!channelId || bulk.isPending}
              onClick={() => channelId && void run({ kind: 'channel', ids, channelId })}
            >
              Add to channel
            </Button>
          </>
        )}
        {mayUpdate && isArchivedView && (
          <Button
            variant="light"
            disabled={bulk.isPending}
            onClick={() => void run({ kind: 'restore', ids })}
          >
            Restore selected
          </Button>
        )}
        {can('contentPackages', 'delete') && !isArchivedView && (
          <Button color="red" variant="light" onClick={() => setIsConfirming(true)}>
            Delete selected
          </Button>
        )}
      </Group>
      <ConfirmActionModal
        title={`Delete ${packages(rows.length)}?`}
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        confirmLabel="Delete"
        onConfirm={() => send({ kind: 'delete', ids })}
      >
        <Text size="sm">{bulkDeleteNotice(rows)}</Text>
      </ConfirmActionModal>
    </Paper>
  );
}
