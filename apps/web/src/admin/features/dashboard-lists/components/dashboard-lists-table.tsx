// One page of dashboard lists: icon, title, package count, the tabs showing it, and Edit and Delete
// for those who may (Delete only where the list can be deleted: never a fixed list).
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DASHBOARD_LIST_ICONS, type DashboardListRow } from '@bandbook/domain';
import { ListIcon } from '../../../../ui/list-icon';
import { adminPaths } from '../../../admin-paths';
import { ConfirmDeleteButton } from '../../../ui/confirm-delete-button';

const TAB_NAMES = { library: 'Library', discover: 'Discover' } as const;
const iconName = (id: string) => DASHBOARD_LIST_ICONS.find((icon) => icon.id === id)?.label ?? id;

interface DashboardListsTableProps {
  lists: DashboardListRow[];
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (list: DashboardListRow) => Promise<unknown>;
}

export function DashboardListsTable({
  lists,
  canEdit,
  canDelete,
  onDelete,
}: DashboardListsTableProps) {
  return (
    <Table striped verticalSpacing="xs" aria-label="Dashboard Lists">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Icon</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th>Packages</Table.Th>
          <Table.Th>Tabs</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lists.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={5}>
              <Text c="dimmed">No dashboard lists found.</Text>
            </Table.Td>
          </Table.Tr>
        )}
        {lists.map((list) => (
          <Table.Tr key={list._id}>
            <Table.Td>
              <span role="img" aria-label={iconName(list.icon)}>
                <ListIcon name={list.icon} />
              </span>
            </Table.Td>
            <Table.Td>{list.title}</Table.Td>
            <Table.Td>{list.packageCount}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {list.tabs.map((tab) => (
                  <Badge key={tab} variant="light">
                    {TAB_NAMES[tab]}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={adminPaths.dashboardLists.edit(list._id)}
                  size="xs"
                  variant="light"
                >
                  {canEdit ? 'Edit' : 'View'}
                </Button>
                {canDelete && list.canDelete && (
                  <ConfirmDeleteButton name={list.title} onConfirm={() => onDelete(list)} />
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
