// One package of the list: the Live/Draft switch, its cover, title (cut at 40 characters, the whole
// title on hover), author and publisher, release date, and Duplicate, Edit and Delete.
import { Link } from 'react-router';
import { Button, Group, Image, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentPackageRow } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { ConfirmDeleteButton } from '../../../ui/confirm-delete-button';
import { useCan } from '../../../ui/use-can';
import { useDeleteContentPackage } from '../api/package-row-actions';
import { truncateTitle } from '../lib/list-options';
import { DuplicatePackageButton } from './duplicate-package-button';
import { LiveDraftSwitch } from './live-draft-switch';

export function ContentPackageTableRow({ row }: { row: ContentPackageRow }) {
  const can = useCan();
  const remove = useDeleteContentPackage();
  const confirmDelete = async () => {
    const { message } = await remove.mutateAsync(row._id);
    notifications.show({ color: 'green', message });
  };
  return (
    <Table.Tr>
      <Table.Td>
        <LiveDraftSwitch row={row} disabled={!can('contentPackages', 'update')} />
      </Table.Td>
      <Table.Td>
        {row.thumbnailImage ? (
          <Image src={row.thumbnailImage} alt={`Cover of ${row.title}`} w={48} h={64} fit="cover" />
        ) : (
          <Text size="xs" c="dimmed">
            No cover
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text fw={600} title={row.title}>
          {truncateTitle(row.title)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.author}</Text>
        <Text size="sm" c="dimmed">
          {row.publisher}
        </Text>
      </Table.Td>
      <Table.Td>{row.releaseDate?.slice(0, 10) ?? ''}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {can('contentPackages', 'create') && <DuplicatePackageButton row={row} />}
          {can('contentPackages', 'update') && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={adminPaths.contentPackages.edit(row._id)}
            >
              Edit
            </Button>
          )}
          {can('contentPackages', 'delete') && (
            <ConfirmDeleteButton name={row.title} onConfirm={confirmDelete} />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
