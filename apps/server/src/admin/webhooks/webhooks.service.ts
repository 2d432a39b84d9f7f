// Webhook endpoints of the back office: list, register (the secret answered this once), the
// versioned update, delete and secret rotation, each with its audit row; and an endpoint's
// deliveries: the list, a redelivery and a test event, handed to the job queue at once.
import { eq, sql } from 'drizzle-orm';
import {
  totalPages,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointForm,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  type WebhookDeliveryStatus,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { badRequest, fieldError, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import { checkEndpointUrl } from '../../webhooks/address-guard.js';
import { dispatchDueDeliveries } from '../../webhooks/dispatcher.js';
import { queueTestDelivery } from '../../webhooks/outbox.js';
import { newWebhookSecret } from '../../webhooks/signing.js';
import type { Staff } from '../shared/staff-guard.js';
import { writeAtVersion } from '../shared/versioned-write.js';
import { auditedEndpoint, presentDelivery, presentEndpoint } from './webhooks.presenter.js';
import {
  countEndpoints,
  findDelivery,
  findEndpoint,
  selectDeliveryPage,
  selectEndpoints,
  type EndpointRow,
} from './webhooks.queries.js';

async function endpointOrThrow(ctx: AppContext, id: string): Promise<EndpointRow> {
  const row = await findEndpoint(ctx.db, id);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** A private or unresolvable address is refused on the URL field (production, decision 064). */
async function checkUrl(ctx: AppContext, url: string) {
  const verdict = await checkEndpointUrl(url, ctx.config.webhooks.allowPrivateUrls);
  if (verdict === 'private') throw fieldError('url', WEBHOOK_MESSAGES.privateAddress);
  if (verdict === 'unresolvable') throw fieldError('url', WEBHOOK_MESSAGES.unresolvable);
}

export async function listEndpoints(ctx: AppContext): Promise<{ endpoints: WebhookEndpoint[] }> {
  return { endpoints: (await selectEndpoints(ctx.db)).map(presentEndpoint) };
}

export const readEndpoint = async (ctx: AppContext, id: string) =>
  presentEndpoint(await endpointOrThrow(ctx, id));

export async function createEndpoint(
  ctx: AppContext,
  staff: Staff,
  form: WebhookEndpointForm,
): Promise<WebhookEndpointWithSecret> {
  if ((await countEndpoints(ctx.db)) >= WEBHOOK_ENDPOINTS_MAX) {
    throw badRequest(WEBHOOK_MESSAGES.tooMany);
  }
  await checkUrl(ctx, form.url);
  const secret = newWebhookSecret();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...form, secret, updatedBy: staff.id })
      .returning({ id: webhookEndpoints.id });
    const created = (await findEndpoint(tx, row!.id))!;
    await recordAudit(tx, staff, {
      action: 'create',
      entityType: 'webhookEndpoint',
      entityId: created.id,
      entityLabel: created.url,
      after: auditedEndpoint(created),
    });
    return created.id;
  });
  return { endpoint: await readEndpoint(ctx, id), secret };
}

export async function updateEndpoint(
  ctx: AppContext,
  staff: Staff,
  id: string,
  { version, ...form }: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  const before = await endpointOrThrow(ctx, id);
  if (form.url !== before.url) await checkUrl(ctx, form.url);
  await writeAtVersion(ctx.db, {
    table: webhookEndpoints,
    id,
    version,
    editor: staff,
    values: form,
    audit: async (tx) => {
      const after = (await findEndpoint(tx, id))!;
      return {
        action: 'update',
        entityType: 'webhookEndpoint',
        entityId: id,
        entityLabel: after.url,
        before: auditedEndpoint(before),
        after: auditedEndpoint(after),
      };
    },
    current: async () => {
      const current = await endpointOrThrow(ctx, id);
      return { record: presentEndpoint(current), editorName: current.editorName };
    },
  });
  return readEndpoint(ctx, id);
}

/** Deletes the endpoint and its deliveries (pending ones are not sent). */
export async function deleteEndpoint(ctx: AppContext, staff: Staff, id: string): Promise<void> {
  const before = await endpointOrThrow(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (!deleted.length) throw notFound(WEBHOOK_MESSAGES.notFound);
    await recordAudit(tx, staff, {
      action: 'delete',
      entityType: 'webhookEndpoint',
      entityId: id,
      entityLabel: before.url,
      before: auditedEndpoint(before),
    });
  });
}

/** A new secret, used from the next attempt on: the old one stops signing at once. */
export async function rotateSecret(
  ctx: AppContext,
  staff: Staff,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  const before = await endpointOrThrow(ctx, id);
  const secret = newWebhookSecret();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({
        secret,
        version: sql`${webhookEndpoints.version} + 1`,
        updatedBy: staff.id,
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, staff, {
      action: 'update',
      entityType: 'webhookEndpoint',
      entityId: id,
      entityLabel: before.url,
      before: auditedEndpoint(before),
      after: { ...auditedEndpoint(before), secret },
    });
  });
  return { endpoint: await readEndpoint(ctx, id), secret };
}

export async function listDeliveries(
  ctx: AppContext,
  id: string,
  query: { start: number; limit: number; status: WebhookDeliveryStatus | '' },
): Promise<WebhookDeliveryPage> {
  await endpointOrThrow(ctx, id);
  const { totalCount, rows } = await selectDeliveryPage(ctx.db, id, query);
  return {
    totalCount,
    pageData: rows.map((row) => presentDelivery(row, ctx.config.webhooks.attempts)),
    totalPages: totalPages(totalCount, query.limit),
  };
}

async function deliveryNow(ctx: AppContext, endpointId: string, id: string) {
  const row = await findDelivery(ctx.db, endpointId, id);
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return presentDelivery(row, ctx.config.webhooks.attempts);
}

/** Sends a delivery again from its first attempt, now, with the same message id. */
export async function redeliver(
  ctx: AppContext,
  jobs: JobQueue,
  endpointId: string,
  id: string,
): Promise<WebhookDelivery> {
  await endpointOrThrow(ctx, endpointId);
  const reset = await ctx.db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      queuedAt: null,
      deliveredAt: null,
    })
    .where(sql`${webhookDeliveries.id} = ${id} and ${webhookDeliveries.endpointId} = ${endpointId}`)
    .returning({ id: webhookDeliveries.id });
  if (!reset.length) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  await dispatchDueDeliveries(ctx, jobs);
  return deliveryNow(ctx, endpointId, id);
}

export async function sendTestEvent(
  ctx: AppContext,
  jobs: JobQueue,
  endpointId: string,
): Promise<WebhookDelivery> {
  await endpointOrThrow(ctx, endpointId);
  const id = await queueTestDelivery(ctx.db, endpointId);
  await dispatchDueDeliveries(ctx, jobs);
  return deliveryNow(ctx, endpointId, id);
}
