// Maps webhook rows to the admin API's JSON. An endpoint's secret is never part of it: only the
// create and rotate answers carry it, beside the endpoint.
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@bandbook/domain';
import type { DeliveryRow, EndpointRow } from './webhooks.queries.js';

export function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    deliveries: { pending: row.pending, delivered: row.delivered, failed: row.failed },
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { _id: row.updatedBy, username: row.editorName } : null,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentDelivery(row: DeliveryRow, maxAttempts: number): WebhookDelivery {
  return {
    _id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    maxAttempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    // While an attempt runs its lease is stored there; the next attempt is not known yet.
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    payload: row.payload,
  };
}

/** What the audit log keeps of an endpoint (its secret is redacted there by name). */
export const auditedEndpoint = (row: EndpointRow) => ({
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  secret: row.secret,
});
