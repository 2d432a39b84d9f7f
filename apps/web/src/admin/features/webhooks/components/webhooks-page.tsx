// /admin/webhooks (issue 49, superadmins): register endpoints for the platform's events, see a new
// signing secret once, and follow each endpoint's deliveries (redeliver, send a test event).
import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_MESSAGES, type WebhookEndpointWithSecret } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { refreshQueries } from '../../../../lib/query-client';
import { FormAlert } from '../../../../ui/form-alert';
import { AdminPage } from '../../../ui/admin-page';
import { useWebhookEndpoints, webhooksKey } from '../api/webhooks';
import { EndpointCard } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { SecretModal } from './secret-modal';

export function WebhooksPage() {
  const queryClient = useQueryClient();
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const showSecret = (answer: WebhookEndpointWithSecret, message: string) => {
    setSecret({ url: answer.endpoint.url, secret: answer.secret });
    setNotice(message);
  };

  return (
    <AdminPage title="Webhooks">
      <Text>
        Each event is sent as a signed POST (Standard Webhooks) to every enabled endpoint that
        subscribes to it, and retried with growing waits until the endpoint answers 2xx.
      </Text>
      <FormAlert message={notice} tone="success" onClose={() => setNotice(null)} />
      <Title order={2} size="h4">
        Register an endpoint
      </Title>
      <EndpointForm
        onRegistered={async (created) => {
          showSecret(created, WEBHOOK_MESSAGES.created);
          await refreshQueries(queryClient, webhooksKey);
        }}
      />
      <Title order={2} size="h4">
        Endpoints
      </Title>
      {endpoints.isPending && <Text>Loading…</Text>}
      {endpoints.isError && <FormAlert message={getErrorMessage(endpoints.error)} />}
      {endpoints.data?.endpoints.length === 0 && <Text>No webhook endpoints yet.</Text>}
      <Stack>
        {endpoints.data?.endpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint._id}
            endpoint={endpoint}
            onSecret={(rotated) => showSecret(rotated, WEBHOOK_MESSAGES.rotated)}
          />
        ))}
      </Stack>
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </AdminPage>
  );
}
