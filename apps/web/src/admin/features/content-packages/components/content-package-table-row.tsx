// One package of the list: its selection box (for the bulk actions), the Live/Draft switch, its cover,
// title (cut at 40 characters, the whole title on hover; an Archived badge, decision 057), author and
// publisher, release date, and Duplicate, Edit and Delete (Restore for an archived one).
import { Link } from 'react-router';
import { Badge, Button, Checkbox, Group, Image, Table, Text } from '@mantine/core';
import type { ContentPackageListRow } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { useCan } from '../../../ui/use-can';
import { truncateTitle } from '../lib/list-options';
import { DuplicatePackageButton } from './duplicate-package-button';
import { LiveDraftSwitch } from './live-draft-switch';
import { PackageDeleteButton } from './package-delete-button';
import { PackageRestoreButton } from './package-restore-button';

interface ContentPackageTableRowProps {
  row: ContentPackageListRow;
  /** Absent when the staff member has no bulk action to take. */
  selection?: { isSelected: boolean; onChange: (isSelected: boolean) => void } | undefined;
}

export function ContentPackageTableRow({ row, selection }: ContentPackageTableRowProps) {
  const can = useCan();
  return (
    <Table.Tr>
      {selection && (
        <Table.Td>
          <Checkbox
            aria-label={`Select ${row.title}`}
            checked={selection.isSelected}
            onChange={(event) => selection.onChange(event.currentTarget.checked)}
          />
        </Table.Td>
      )}
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
        {row.archivedAt && (
          <Badge color="gray" variant="light" size="sm">
            Archived
          </Badge>
        )}
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
          {row.archivedAt
            ? can('contentPackages', 'update') && <PackageRestoreButton row={row} />
            : can('contentPackages', 'delete') && <PackageDeleteButton row={row} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
