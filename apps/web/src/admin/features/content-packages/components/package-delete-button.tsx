// A row's Delete: the confirmation says how many learners own the package (subscriptions and trials,
// active or expired); with owners it is archived for them rather than deleted (decision 057), and the
// notice says which was done.
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ownersNotice, type ContentPackageListRow } from '@bandbook/domain';
import { useDeleteContentPackage } from '../api/package-row-actions';
import { ConfirmActionModal } from './confirm-action-modal';

export function PackageDeleteButton({ row }: { row: ContentPackageListRow }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteContentPackage();
  const confirm = async () => {
    const { message } = await remove.mutateAsync(row._id);
    notifications.show({ color: 'green', message });
  };
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={() => setIsOpen(true)}>
        Delete
      </Button>
      <ConfirmActionModal
        title={`Delete ${row.title}?`}
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        confirmLabel={row.ownerCount > 0 ? 'Archive' : 'Delete'}
        onConfirm={confirm}
      >
        <Text size="sm">{ownersNotice(row.ownerCount)}</Text>
      </ConfirmActionModal>
    </>
  );
}
