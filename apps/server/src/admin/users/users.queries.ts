// Queries of accounts in the back office: a filtered page of one role's accounts (deleted ones never
// listed), one account with its creator and last editor, and its subscriptions and trials with their
// packages (within a channel scope: a restricted admin sees only its channels' packages).
import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { userListQuerySchema } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { contentPackages, entitlements, users } from '../../db/schema/index.js';
import { inChannelScope, type ChannelScope } from '../../modules/catalogue/channel-scope.js';

export type UserListFilters = z.infer<typeof userListQuerySchema>;

const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const creator = alias(users, 'creator');
const editor = alias(users, 'editor');

const columns = {
  user: users,
  creatorName: creator.username,
  editorName: editor.username,
};

export async function selectUserPage(db: Db, query: UserListFilters) {
  const where: SQL[] = [eq(users.role, query.role), isNull(users.deletedAt)];
  if (query.usernameSearch) where.push(ilike(users.username, containing(query.usernameSearch)));
  if (query.emailSearch) where.push(ilike(users.email, containing(query.emailSearch)));
  if (query.createdBy) where.push(eq(users.createdBy, query.createdBy));
  if (query.currencyCode) where.push(eq(users.currencyCode, query.currencyCode));
  if (query.status) where.push(eq(users.status, Number(query.status)));
  if (query.provider) where.push(eq(users.provider, query.provider));
  if (query.newsletterOptIn !== undefined) {
    where.push(eq(users.newsletterOptIn, query.newsletterOptIn));
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(creator, eq(creator.id, users.createdBy))
      .leftJoin(editor, eq(editor.id, users.updatedBy))
      .where(condition)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.start),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findAccount(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(creator, eq(creator.id, users.createdBy))
    .leftJoin(editor, eq(editor.id, users.updatedBy))
    .where(eq(users.id, id));
  return row;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export function selectEntitlements(db: Db, userId: string, scope: ChannelScope = 'all') {
  return db
    .select({
      packageId: entitlements.packageId,
      kind: entitlements.kind,
      startsAt: entitlements.startsAt,
      endsAt: entitlements.endsAt,
      title: contentPackages.title,
      author: contentPackages.author,
      thumbnailImage: contentPackages.thumbnailImage,
      trialPeriodInDays: contentPackages.trialPeriodInDays,
      content: contentPackages.content,
    })
    .from(entitlements)
    .innerJoin(contentPackages, eq(contentPackages.id, entitlements.packageId))
    .where(and(eq(entitlements.userId, userId), inChannelScope(scope, entitlements.packageId)))
    .orderBy(asc(sql`lower(${contentPackages.title})`));
}
export type EntitlementRow = Awaited<ReturnType<typeof selectEntitlements>>[number];
