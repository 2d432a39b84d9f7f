// Reads of the webhook tables: the endpoints with their last editor and delivery counts, one
// endpoint, and a page of an endpoint's deliveries, newest first.
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { WebhookDeliveryStatus } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';

const countOf = (status: WebhookDeliveryStatus) =>
  sql<number>`(select count(*)::int from ${webhookDeliveries} d
    where d.endpoint_id = ${webhookEndpoints.id} and d.status = ${status})`.mapWith(Number);

const columns = {
  ...getTableColumns(webhookEndpoints),
  editorName: users.username,
  pending: countOf('pending'),
  delivered: countOf('delivered'),
  failed: countOf('failed'),
};
export type EndpointRow = NonNullable<Awaited<ReturnType<typeof findEndpoint>>>;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const withEditor = (db: Db) =>
  db
    .select(columns)
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.updatedBy));

export const selectEndpoints = (db: Db) =>
  withEditor(db).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));

export async function findEndpoint(db: Db, id: string) {
  const [row] = await withEditor(db).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function countEndpoints(db: Db) {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints);
  return row?.n ?? 0;
}

export async function findDelivery(db: Db, endpointId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)));
  return row;
}

export async function selectDeliveryPage(
  db: Db,
  endpointId: string,
  page: { start: number; limit: number; status: WebhookDeliveryStatus | '' },
) {
  const where: SQL | undefined = and(
    eq(webhookDeliveries.endpointId, endpointId),
    page.status ? eq(webhookDeliveries.status, page.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .offset(page.start)
    .limit(page.limit);
  return { totalCount: total?.n ?? 0, rows };
}
