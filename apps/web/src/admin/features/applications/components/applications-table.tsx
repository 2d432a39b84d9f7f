// One page of applications: icon, name, content flag, the subscription offer and trial, and Edit for
// those who may edit.
import { Avatar, Badge, Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Application } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';

interface ApplicationsTableProps {
  applications: Application[];
  canEdit: boolean;
}

const formatPrices = (application: Application) =>
  application.subscription.priceList
    .map((price) => `${(price.priceInCents / 100).toFixed(2)} ${price.currencyCode}`)
    .join(', ');

export function ApplicationsTable({ applications, canEdit }: ApplicationsTableProps) {
  if (applications.length === 0) return <Text c="dimmed">No applications found.</Text>;
  return (
    <Table striped verticalSpacing="xs" aria-label="Applications">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Icon</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Content</Table.Th>
          <Table.Th>Subscription</Table.Th>
          <Table.Th>Trial</Table.Th>
          {canEdit && <Table.Th>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {applications.map((application) => (
          <Table.Tr key={application._id}>
            <Table.Td>
              <Avatar src={application.iconUrl} alt={`${application.name} icon`} radius="sm" />
            </Table.Td>
            <Table.Td>{application.name}</Table.Td>
            <Table.Td>{application.isContent && <Badge variant="light">Content</Badge>}</Table.Td>
            <Table.Td>
              <Text size="sm">
                {application.subscription.description} ({application.subscription.duration} days)
              </Text>
              <Text size="xs" c="dimmed">
                {formatPrices(application)}
              </Text>
            </Table.Td>
            <Table.Td>{application.trial.duration} days</Table.Td>
            {canEdit && (
              <Table.Td>
                <Button
                  component={Link}
                  to={adminPaths.applications.edit(application._id)}
                  size="xs"
                  variant="light"
                >
                  Edit
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
