// The rows of each CSV export, read in keyset-paged batches so that 100,000 rows never sit in one
// query result and the event loop gets a turn between batches. Codes are read within the export's
// channel scope (decision 053).
import { formatCode, ROLE_LABELS, type ExportKind, type Role } from '@bandbook/domain';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { codes, contentPackages, couponLists, entitlements, users } from '../../db/schema/index.js';
import type { ChannelScope } from '../../modules/catalogue/channel-scope.js';
import { codeListInScope } from '../shared/code-list-scope.js';
import { filtersOf, matchesFilters } from './export-filters.js';

export const EXPORT_BATCH = 500;

export const EXPORT_HEADERS: Record<ExportKind, readonly string[]> = {
  coupon: [
    'code',
    'status',
    'uses',
    'multiUse',
    'codeList',
    'contentPackage',
    'expiresOn',
    'codeListCreatedAt',
  ],
  sul: [
    'id',
    'username',
    'email',
    'status',
    'role',
    'provider',
    'region',
    'language',
    'newsletterOptIn',
    'stars',
    'subscriptions',
    'trials',
    'createdAt',
  ],
};

interface Batch {
  /** The key of the batch's last row: the next batch starts after it. */
  last: Cursor;
  cells: unknown[][];
}

/** Both walks go by primary key. */
interface Cursor {
  id: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : '');

async function codeBatch(db: Db, after: Cursor | null, scope: ChannelScope): Promise<Batch | null> {
  const rows = await db
    .select({
      id: codes.id,
      code: codes.code,
      uses: codes.uses,
      maxUses: codes.maxUses,
      list: couponLists.name,
      packageTitle: contentPackages.title,
      expiresOn: couponLists.expiresOn,
      listCreatedAt: couponLists.createdAt,
    })
    .from(codes)
    .innerJoin(couponLists, eq(couponLists.id, codes.listId))
    .innerJoin(contentPackages, eq(contentPackages.id, couponLists.packageId))
    .where(and(after ? gt(codes.id, after.id) : undefined, codeListInScope(scope)))
    .orderBy(asc(codes.id))
    .limit(EXPORT_BATCH);
  if (!rows.length) return null;
  return {
    last: { id: rows.at(-1)!.id },
    cells: rows.map((row) => [
      formatCode(row.code),
      row.uses === 0 ? 'Available' : `Activated (${row.uses}/${row.maxUses})`,
      row.uses,
      row.maxUses,
      row.list,
      row.packageTitle,
      iso(row.expiresOn),
      iso(row.listCreatedAt),
    ]),
  };
}

/** Subscriptions and trials per user of a batch, in one grouped query. */
async function entitlementCounts(db: Db, userIds: string[]) {
  const rows = userIds.length
    ? await db
        .select({ userId: entitlements.userId, kind: entitlements.kind, n: count() })
        .from(entitlements)
        .where(inArray(entitlements.userId, userIds))
        .groupBy(entitlements.userId, entitlements.kind)
    : [];
  const counts = new Map<string, { subscription: number; trial: number }>();
  for (const row of rows) {
    const entry = counts.get(row.userId) ?? { subscription: 0, trial: 0 };
    entry[row.kind] = row.n;
    counts.set(row.userId, entry);
  }
  return counts;
}

async function singleUserBatch(
  db: Db,
  after: Cursor | null,
  _scope: ChannelScope,
  stored: readonly string[],
): Promise<Batch | null> {
  const filters = filtersOf(stored);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      status: users.status,
      role: users.role,
      provider: users.provider,
      currencyCode: users.currencyCode,
      languageCode: users.languageCode,
      newsletterOptIn: users.newsletterOptIn,
      createdBy: users.createdBy,
      stars: users.userStars,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(after ? gt(users.id, after.id) : undefined)
    .orderBy(asc(users.id))
    .limit(EXPORT_BATCH);
  if (!rows.length) return null;
  // Walked by primary key alone and filtered here: with a role condition in the query, a planner
  // without statistics (the embedded PGlite has no autovacuum) sorts every user for each batch
  // (measured: 83 ms a batch instead of 12). Staff and deleted accounts are few.
  // The list's filters are read the same way, in memory (issue 44).
  const singleUsers = rows.filter(
    (row) => row.role === 'user' && !row.deletedAt && matchesFilters(row, filters),
  );
  const counts = await entitlementCounts(
    db,
    singleUsers.map((row) => row.id),
  );
  return {
    last: { id: rows.at(-1)!.id },
    cells: singleUsers.map((row) => [
      row.id,
      row.username,
      row.email,
      row.status === 1 ? 'Verified' : 'Not Verified',
      ROLE_LABELS[row.role as Role] ?? row.role,
      row.provider,
      row.currencyCode,
      row.languageCode,
      row.newsletterOptIn ? 'yes' : 'no',
      row.stars,
      counts.get(row.id)?.subscription ?? 0,
      counts.get(row.id)?.trial ?? 0,
      iso(row.createdAt),
    ]),
  };
}

const BATCHES = { coupon: codeBatch, sul: singleUserBatch } as const;
/**
 * Every row of an export within its scope, a batch at a time (single users are never restricted;
 * their file follows the filters `stored` in its scope).
 */
export async function* exportBatches(
  db: Db,
  kind: ExportKind,
  scope: ChannelScope,
  stored: readonly string[] = [],
): AsyncGenerator<unknown[][]> {
  let after: Cursor | null = null;
  for (;;) {
    const batch: Batch | null = await BATCHES[kind](db, after, scope, stored);
    if (!batch) return;
    yield batch.cells;
    after = batch.last;
  }
}
