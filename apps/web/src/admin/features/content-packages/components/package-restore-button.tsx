// An archived row's Restore (decision 057): the package is offered to learners again as it was.
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONTENT_PACKAGE_ARCHIVE_MESSAGES, type ContentPackageListRow } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useRestoreContentPackage } from '../api/package-row-actions';

export function PackageRestoreButton({ row }: { row: ContentPackageListRow }) {
  const restore = useRestoreContentPackage();
  const run = async () => {
    try {
      await restore.mutateAsync(row._id);
      notifications.show({ color: 'green', message: CONTENT_PACKAGE_ARCHIVE_MESSAGES.restored });
    } catch (error) {
      notifications.show({ color: 'red', message: getErrorMessage(error) });
    }
  };
  return (
    <Button size="xs" variant="light" loading={restore.isPending} onClick={() => void run()}>
      Restore
    </Button>
  );
}
