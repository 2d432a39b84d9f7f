// One page of content channels: the name (its header sorts), the package count, and Edit and Delete
// for those who may (Delete only where the channel can be deleted: never the main channel).
import { Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ContentChannelRow, ContentChannelSort } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { ConfirmDeleteButton } from '../../../ui/confirm-delete-button';

interface ContentChannelsTableProps {
  channels: ContentChannelRow[];
  sort: ContentChannelSort;
  onSort: (sort: ContentChannelSort) => void;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (channel: ContentChannelRow) => Promise<unknown>;
}

export function ContentChannelsTable(props: ContentChannelsTableProps) {
  const { channels, sort, onSort, canEdit, canDelete, onDelete } = props;
  const isAscending = sort === 'name';
  const SortIcon = isAscending ? IconSortAscending : IconSortDescending;
  return (
    <Table striped verticalSpacing="xs" aria-label="Content Channels">
      <Table.Thead>
        <Table.Tr>
          <Table.Th aria-sort={isAscending ? 'ascending' : 'descending'}>
            <UnstyledButton onClick={() => onSort(isAscending ? '-name' : 'name')}>
              <Group gap={4}>
                <Text fw={700} size="sm">
                  Name
                </Text>
                <SortIcon size={16} aria-hidden />
              </Group>
            </UnstyledButton>
          </Table.Th>
          <Table.Th>Packages</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {channels.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={3}>
              <Text c="dimmed">No content channels found.</Text>
            </Table.Td>
          </Table.Tr>
        )}
        {channels.map((channel) => (
          <Table.Tr key={channel._id}>
            <Table.Td>{channel.name}</Table.Td>
            <Table.Td>{channel.packageCount}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={adminPaths.contentChannels.edit(channel._id)}
                  size="xs"
                  variant="light"
                >
                  {canEdit ? 'Edit' : 'View'}
                </Button>
                {canDelete && channel.canDelete && (
                  <ConfirmDeleteButton name={channel.name} onConfirm={() => onDelete(channel)} />
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
