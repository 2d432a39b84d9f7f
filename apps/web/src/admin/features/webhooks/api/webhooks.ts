// The webhooks API of the back office (superadmins): the endpoints, an endpoint's recent
// deliveries, and the writes: register, switch on or off, delete, rotate the secret, redeliver, test.
import { useQuery } from '@tanstack/react-query';
import {
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  type WebhookEndpoint,
  type WebhookEndpointFormInput,
} from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';

const BASE = '/api/admin/webhooks';
export const webhooksKey = ['admin', 'webhooks'] as const;
export const deliveriesKey = (endpointId: string) => [...webhooksKey, endpointId, 'deliveries'];

/** How often the lists are read again while a delivery is still pending. */
const PENDING_REFRESH_MS = 3000;

export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => apiRequest(BASE, { schema: webhookEndpointListSchema, signal }),
    refetchInterval: (query) =>
      query.state.data?.endpoints.some((endpoint) => endpoint.deliveries.pending > 0)
        ? PENDING_REFRESH_MS
        : false,
  });

/** The newest deliveries of one endpoint. */
export const useWebhookDeliveries = (endpointId: string) =>
  useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/${endpointId}/deliveries?limit=25`, {
        schema: webhookDeliveryPageSchema,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.pageData.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });

export const registerEndpoint = (form: WebhookEndpointFormInput) =>
  apiRequest(BASE, { method: 'POST', body: form, schema: webhookEndpointWithSecretSchema });

/** Switches an endpoint on or off at the version shown. */
export const setEndpointEnabled = (endpoint: WebhookEndpoint, enabled: boolean) =>
  apiRequest(`${BASE}/${endpoint._id}`, {
    method: 'PUT',
    body: { url: endpoint.url, events: endpoint.events, enabled, version: endpoint.version },
    schema: webhookEndpointSchema,
  });

export const deleteEndpoint = (id: string) => apiRequest(`${BASE}/${id}`, { method: 'DELETE' });

export const rotateSecret = (id: string) =>
  apiRequest(`${BASE}/${id}/rotate-secret`, {
    method: 'POST',
    schema: webhookEndpointWithSecretSchema,
  });

export const sendTestEvent = (id: string) =>
  apiRequest(`${BASE}/${id}/test`, { method: 'POST', schema: webhookDeliverySchema });

export const redeliver = (endpointId: string, deliveryId: string) =>
  apiRequest(`${BASE}/${endpointId}/deliveries/${deliveryId}/redeliver`, {
    method: 'POST',
    schema: webhookDeliverySchema,
  });
