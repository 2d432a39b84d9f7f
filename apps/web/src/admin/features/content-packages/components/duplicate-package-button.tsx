// Duplicate on a list row: the copy is a Draft named '<title> (copy)' and appears in the list.
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentPackageRow } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useDuplicateContentPackage } from '../api/package-row-actions';

export function DuplicatePackageButton({ row }: { row: ContentPackageRow }) {
  const duplicate = useDuplicateContentPackage();
  const run = async () => {
    try {
      const copy = await duplicate.mutateAsync(row._id);
      notifications.show({ color: 'green', message: `${copy.title} has been created.` });
    } catch (error) {
      notifications.show({ color: 'red', message: getErrorMessage(error) });
    }
  };
  return (
    <Button size="xs" variant="default" loading={duplicate.isPending} onClick={() => void run()}>
      Duplicate
    </Button>
  );
}
