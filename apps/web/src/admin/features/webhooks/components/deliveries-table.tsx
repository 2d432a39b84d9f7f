// An endpoint's recent deliveries: event, status, attempts, the last answer, the next attempt, and
// Redeliver (from the first attempt, with the same message id).
import { useState } from 'react';
import { Badge, Button, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../../lib/api-error';
import { refreshQueries } from '../../../../lib/query-client';
import { FormAlert } from '../../../../ui/form-alert';
import { deliveriesKey, redeliver, useWebhookDeliveries, webhooksKey } from '../api/webhooks';
import {
  attemptsText,
  lastAnswerText,
  nextAttemptText,
  STATUS_COLORS,
  STATUS_LABELS,
} from '../lib/delivery-status';

export function DeliveriesTable({ endpointId }: { endpointId: string }) {
  const queryClient = useQueryClient();
  const deliveries = useWebhookDeliveries(endpointId);
  const [error, setError] = useState<string | null>(null);
  const again = async (deliveryId: string) => {
    setError(null);
    try {
      await redeliver(endpointId, deliveryId);
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
    await refreshQueries(queryClient, deliveriesKey(endpointId), webhooksKey);
  };

  if (deliveries.isPending) return <Text size="sm">Loading deliveries…</Text>;
  if (deliveries.isError) return <FormAlert message={getErrorMessage(deliveries.error)} />;
  const rows = deliveries.data.pageData;
  if (rows.length === 0) return <Text size="sm">No deliveries yet.</Text>;
  return (
    <>
      <FormAlert message={error} onClose={() => setError(null)} />
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label="Recent deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last answer</Table.Th>
              <Table.Th>Next attempt</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((delivery) => {
              const created = new Date(delivery.createdAt).toLocaleString();
              return (
                <Table.Tr key={delivery._id}>
                  <Table.Td>{delivery.event}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[delivery.status]} variant="light">
                      {STATUS_LABELS[delivery.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{attemptsText(delivery)}</Table.Td>
                  <Table.Td>{lastAnswerText(delivery)}</Table.Td>
                  <Table.Td>{nextAttemptText(delivery)}</Table.Td>
                  <Table.Td>{created}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Redeliver ${delivery.event} of ${created}`}
                      onClick={() => void again(delivery._id)}
                    >
                      Redeliver
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
