// Writing webhook events: through the database's queue_webhook_event (migration 0013), one pending
// delivery per enabled endpoint subscribed to the event, in the caller's transaction, so the event
// is told exactly when the change that caused it commits. Most events are written by the triggers of
// that migration; the few that change no row of their own are written here.
import { sql } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '@bandbook/domain';
import type { Db } from '../db/client.js';
import { webhookDeliveries } from '../db/schema/index.js';

/** Queues `type` with `data` for every endpoint subscribed to it, inside `tx`. */
export async function queueWebhookEvent(
  tx: Db,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.execute(sql`select queue_webhook_event(${type}, ${JSON.stringify(data)}::jsonb)`);
}

/** A test event for one endpoint, whatever it subscribes to; resolves to the delivery's id. */
export async function queueTestDelivery(db: Db, endpointId: string): Promise<string> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId,
      event: WEBHOOK_TEST_EVENT,
      payload: {
        type: WEBHOOK_TEST_EVENT,
        timestamp: new Date().toISOString(),
        data: { endpointId, message: 'A test event from Bandbook.' },
      },
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}
