// One registered endpoint: its URL and events, the switch that turns it on or off, its deliveries
// counted by status, and its actions (test event, rotate secret, delete, show deliveries).
import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { refreshQueries } from '../../../../lib/query-client';
import { FormAlert } from '../../../../ui/form-alert';
import {
  deleteEndpoint,
  deliveriesKey,
  rotateSecret,
  sendTestEvent,
  setEndpointEnabled,
  webhooksKey,
} from '../api/webhooks';
import { DeliveriesTable } from './deliveries-table';

interface EndpointCardProps {
  endpoint: WebhookEndpoint;
  onSecret: (rotated: WebhookEndpointWithSecret) => void;
}

export function EndpointCard({ endpoint, onSecret }: EndpointCardProps) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [isShowingDeliveries, setIsShowingDeliveries] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const { url } = endpoint;

  const run = async (action: () => Promise<unknown>, success?: string) => {
    setIsBusy(true);
    setNotice(null);
    try {
      await action();
      if (success) setNotice({ text: success, tone: 'success' });
    } catch (error) {
      setNotice({ text: getErrorMessage(error), tone: 'error' });
    } finally {
      setIsBusy(false);
      await refreshQueries(queryClient, webhooksKey, deliveriesKey(endpoint._id));
    }
  };

  return (
    <Card withBorder component="section" aria-label={`Webhook endpoint ${url}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} style={{ wordBreak: 'break-all' }}>
            {url}
          </Text>
          <Switch
            label="Enabled"
            aria-label={`Enabled: ${url}`}
            checked={endpoint.enabled}
            disabled={isBusy}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              void run(() => setEndpointEnabled(endpoint, enabled));
            }}
          />
        </Group>
        <Group gap={4}>
          {endpoint.events.map((event) => (
            <Badge key={event} variant="outline">
              {WEBHOOK_EVENT_LABELS[event]}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          Deliveries: {endpoint.deliveries.delivered} delivered, {endpoint.deliveries.pending}{' '}
          pending, {endpoint.deliveries.failed} failed
        </Text>
        <FormAlert
          message={notice?.text ?? null}
          tone={notice?.tone ?? 'error'}
          onClose={() => setNotice(null)}
        />
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            aria-label={`Send test event to ${url}`}
            disabled={isBusy}
            onClick={() => void run(() => sendTestEvent(endpoint._id), WEBHOOK_MESSAGES.testQueued)}
          >
            Send test event
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-label={`Rotate the signing secret of ${url}`}
            disabled={isBusy}
            onClick={() => void run(async () => onSecret(await rotateSecret(endpoint._id)))}
          >
            Rotate secret
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-expanded={isShowingDeliveries}
            aria-label={`${isShowingDeliveries ? 'Hide' : 'Show'} deliveries of ${url}`}
            onClick={() => setIsShowingDeliveries((shown) => !shown)}
          >
            {isShowingDeliveries ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Delete endpoint ${url}`}
            disabled={isBusy}
            onClick={() => setIsConfirmingDelete(true)}
          >
            Delete
          </Button>
        </Group>
        {isShowingDeliveries && <DeliveriesTable endpointId={endpoint._id} />}
      </Stack>
      <Modal
        opened={isConfirmingDelete}
        onClose={() => setIsConfirmingDelete(false)}
        title="Delete this endpoint?"
      >
        <Stack>
          <Text>{url} and its deliveries are deleted; pending deliveries are not sent.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirmingDelete(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                setIsConfirmingDelete(false);
                void run(() => deleteEndpoint(endpoint._id));
              }}
            >
              Delete endpoint
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
