// One attempt of one delivery, run by a background job. The attempt is claimed first (attempts + 1,
// and the row not due again until the attempt's time is up, so a second job for the same delivery
// does nothing and a process that dies mid-attempt leaves it to be tried again); then the signed
// POST; then the outcome: a 2xx is delivered, anything else waits retrySeconds × 2^(attempt − 1)
// before the next attempt, and the last allowed attempt's failure fails the delivery.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { WebhooksConfig } from '../config.js';
import { postWebhook } from './post.js';
import { signatureHeaders } from './signing.js';

export const WEBHOOK_QUEUE = 'webhook-delivery';

export interface DeliveryJob {
  deliveryId: string;
}

const DAY_SECONDS = 24 * 3600;

/** Seconds to wait after the `attempts`-th failed attempt (exponential, at most a day). */
export const retryDelaySeconds = (config: WebhooksConfig, attempts: number) =>
  Math.min(config.retrySeconds * 2 ** (attempts - 1), DAY_SECONDS);

/** How long a claimed attempt may take before the delivery is due again (its process died). */
export const attemptLeaseSeconds = (config: WebhooksConfig) => config.timeoutSeconds + 5;

interface Claimed {
  id: string;
  attempts: number;
  payload: Record<string, unknown>;
  url: string;
  secret: string;
}

async function claim(ctx: AppContext, deliveryId: string): Promise<Claimed | undefined> {
  const lease = attemptLeaseSeconds(ctx.config.webhooks);
  const { rows } = (await ctx.db.execute(sql`
    update webhook_deliveries d
      set attempts = d.attempts + 1, last_attempt_at = now(),
        next_attempt_at = now() + make_interval(secs => ${lease})
    from webhook_endpoints e
    where d.id = ${deliveryId} and e.id = d.endpoint_id and e.enabled
      and d.status = 'pending' and d.next_attempt_at <= now()
    returning d.id, d.attempts, d.payload, e.url, e.secret`)) as unknown as { rows: Claimed[] };
  return rows[0];
}

export async function attemptDelivery(ctx: AppContext, deliveryId: string): Promise<void> {
  const config = ctx.config.webhooks;
  const delivery = await claim(ctx, deliveryId);
  if (!delivery) return;
  const body = JSON.stringify(delivery.payload);
  const outcome = await postWebhook(
    delivery.url,
    { ...signatureHeaders(delivery.secret, delivery.id, new Date(), body) },
    body,
    { timeoutMs: config.timeoutSeconds * 1000, allowPrivate: config.allowPrivateUrls },
  );
  const status = outcome.status ?? null;
  const error = outcome.error ?? null;
  const isLast = delivery.attempts >= config.attempts;
  const next = retryDelaySeconds(config, delivery.attempts);
  // Only the attempt claimed: a redelivery asked for meanwhile starts its count again and stands.
  await ctx.db.execute(sql`
    update webhook_deliveries set
      status = ${error === null ? 'delivered' : isLast ? 'failed' : 'pending'},
      last_status = ${status}, last_error = ${error},
      delivered_at = ${error === null ? sql`now()` : sql`null`},
      next_attempt_at = ${error === null || isLast ? sql`null` : sql`now() + make_interval(secs => ${next})`},
      queued_at = null
    where id = ${delivery.id} and attempts = ${delivery.attempts} and status = 'pending'`);
}
