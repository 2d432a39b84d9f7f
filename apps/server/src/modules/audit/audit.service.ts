// Reading the audit log: the whole log with filters (superadmins), and one record's history for
// anyone who may read that record.
import {
  can,
  MESSAGES,
  totalPages,
  userResource,
  type Actor,
  type AdminResource,
  type AuditEntityType,
  type AuditEntry,
  type AuditPage,
  type auditQuerySchema,
  type Role,
} from '@bandbook/domain';
import type { z } from 'zod';
import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { auditLog, users } from '../../db/schema/index.js';
import { forbidden } from '../../lib/http-error.js';

type Row = typeof auditLog.$inferSelect;

export function presentEntry(row: Row): AuditEntry {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    actor: { _id: row.actorId, username: row.actorName },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    changes: fields.map((field) => ({ field, before: before[field], after: after[field] })),
  };
}

/** A day 'YYYY-MM-DD' is a whole day (UTC): `to` includes it. */
const instant = (value: string, endOfDay: boolean) => {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (value.length === 10 && endOfDay) date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

export async function listAudit(
  ctx: AppContext,
  query: z.infer<typeof auditQuerySchema>,
): Promise<AuditPage> {
  const where: SQL[] = [];
  if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
  if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.at, instant(query.from, false)));
  if (query.to) {
    where.push(
      query.to.length === 10
        ? lt(auditLog.at, instant(query.to, true))
        : lt(auditLog.at, new Date(new Date(query.to).getTime() + 1)),
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.start),
    ctx.db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    totalCount,
    pageData: rows.map(presentEntry),
    totalPages: totalPages(totalCount, query.limit),
  };
}

const ENTITY_RESOURCE: Record<Exclude<AuditEntityType, 'user'>, AdminResource> = {
  couponList: 'couponList',
  contentPackage: 'contentPackages',
  contentChannel: 'contentChannels',
  dashboardList: 'contentList',
  dashboardTabs: 'contentList',
  application: 'applications',
  staticSite: 'staticSites',
  export: 'auditLog',
};

/** What reading a record's history needs: reading the record. */
async function historyResource(
  ctx: AppContext,
  entityType: AuditEntityType,
  entityId: string,
): Promise<AdminResource> {
  if (entityType !== 'user') return ENTITY_RESOURCE[entityType];
  const [target] = /^[0-9a-f-]{36}$/i.test(entityId)
    ? await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, entityId))
    : [];
  return userResource((target?.role ?? 'user') as Role);
}

export async function readHistory(
  ctx: AppContext,
  actor: Actor,
  entityType: AuditEntityType,
  entityId: string,
): Promise<AuditEntry[]> {
  if (!can(actor, await historyResource(ctx, entityType, entityId), 'read')) {
    throw forbidden(MESSAGES.forbidden);
  }
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(200);
  return rows.map(presentEntry);
}

/** Everyone who wrote to the log, for the staff-member filter. */
export async function listAuditActors(ctx: AppContext) {
  const rows = await ctx.db
    .selectDistinct({ id: auditLog.actorId, username: auditLog.actorName })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .orderBy(auditLog.actorName)
    .limit(1000);
  return rows.map((row) => ({ _id: row.id!, username: row.username }));
}
