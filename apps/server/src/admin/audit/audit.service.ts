// Reading the audit log: the whole log with filters (superadmins), and one record's history for
// anyone who may read that record, within a channel-restricted admin's channels (decision 052).
import {
  can,
  channelScope,
  CONTENT_CHANNEL_MESSAGES,
  CONTENT_PACKAGE_MESSAGES,
  COUPON_LIST_MESSAGES,
  isUuid,
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
import { and, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { auditLog, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { ChannelScope } from '../../modules/catalogue/channel-scope.js';
import { findUnknownPackageIds } from '../shared/package-options.js';
import { isCodeListInScope } from '../shared/code-list-scope.js';

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
  webhookEndpoint: 'webhooks',
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

/**
 * 404, as the record's own read answers, when a restricted admin asks for a package, code list or
 * channel outside its channels. A deleted package or list has no channels left: outside.
 */
async function assertInScope(
  ctx: AppContext,
  scope: ChannelScope,
  entityType: AuditEntityType,
  entityId: string,
) {
  if (scope === 'all') return;
  const id = entityId.toLowerCase();
  if (entityType === 'contentPackage') {
    const isInScope = isUuid(id) && (await findUnknownPackageIds(ctx.db, [id], scope)).length === 0;
    if (!isInScope) throw notFound(CONTENT_PACKAGE_MESSAGES.notFound);
  }
  if (entityType === 'couponList') {
    if (!isUuid(id) || !(await isCodeListInScope(ctx.db, id, scope))) {
      throw notFound(COUPON_LIST_MESSAGES.notFound);
    }
  }
  if (entityType === 'contentChannel' && !scope.includes(id)) {
    throw notFound(CONTENT_CHANNEL_MESSAGES.notFound);
  }
}

/** The account fields that name packages (see users.admin-presenter). */
const HOLDING_FIELDS = ['subscriptionList', 'trialList'];

const packageIdOf = (item: unknown) =>
  item && typeof item === 'object' && 'contentPackageId' in item
    ? String(item.contentPackageId)
    : undefined;

/**
 * An account's history without the subscriptions and trials of packages outside the scope, as the
 * account's read hides them; a field whose visible part did not change is left out.
 */
async function withoutOtherChannels(ctx: AppContext, scope: ChannelScope, rows: Row[]) {
  if (scope === 'all') return rows;
  const ids = new Set<string>();
  for (const side of rows.flatMap((row) => [row.before ?? {}, row.after ?? {}])) {
    for (const field of HOLDING_FIELDS) {
      const list = side[field];
      for (const item of Array.isArray(list) ? list : []) {
        const id = packageIdOf(item);
        if (id) ids.add(id);
      }
    }
  }
  const outside = new Set(await findUnknownPackageIds(ctx.db, [...ids], scope));
  if (outside.size === 0) return rows;
  const visible = (value: unknown) =>
    Array.isArray(value) ? value.filter((item) => !outside.has(packageIdOf(item) ?? '')) : value;
  return rows.map((row) => {
    const before = { ...row.before };
    const after = { ...row.after };
    for (const field of HOLDING_FIELDS) {
      if (field in before) before[field] = visible(before[field]);
      if (field in after) after[field] = visible(after[field]);
      if (
        field in before &&
        field in after &&
        JSON.stringify(before[field]) === JSON.stringify(after[field])
      ) {
        delete before[field];
        delete after[field];
      }
    }
    return { ...row, before: row.before && before, after: row.after && after };
  });
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
  const scope = channelScope(actor);
  await assertInScope(ctx, scope, entityType, entityId);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(200);
  const shown = entityType === 'user' ? await withoutOtherChannels(ctx, scope, rows) : rows;
  return shown.map(presentEntry);
}

/**
 * Everyone who wrote to the log, for the staff-member filter: one row per account, under the name of
 * its latest entry that has one (a renamed account's older entries keep the old name, and an entry
 * may have been written without one; a pair per name would offer the same account twice).
 */
export async function listAuditActors(ctx: AppContext) {
  const username = sql<
    string | null
  >`(array_agg(${auditLog.actorName} order by ${auditLog.at} desc, ${auditLog.id} desc) filter (where ${auditLog.actorName} is not null))[1]`;
  const rows = await ctx.db
    .select({ id: auditLog.actorId, username })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .groupBy(auditLog.actorId)
    .orderBy(sql`2`, auditLog.actorId)
    .limit(1000);
  return rows.map((row) => ({ _id: row.id!, username: row.username }));
}
