// Reads and writes of content channels for the back office: a page by name with package counts, one
// channel with its last editor and ordered package ids, and the writes inside the caller's
// transaction (the versioned update itself is admin/shared's).
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ContentChannelSort } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { channelPackages, contentChannels, users } from '../../db/schema/index.js';
import type { ChannelScope } from '../../modules/catalogue/channel-scope.js';

export type ChannelRow = NonNullable<Awaited<ReturnType<typeof findChannel>>>;

/** `%` and `_` typed in a search box are meant literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Channels an admin restricted to some sees; the others do not exist for it. */
const inScope = (scope: ChannelScope): SQL | undefined => {
  if (scope === 'all') return undefined;
  return scope.length ? inArray(contentChannels.id, [...scope]) : sql`false`;
};

const packageCount = sql<number>`(select count(*)::int from channel_packages cp where cp.channel_id = ${contentChannels.id})`;
const byName = sql`lower(${contentChannels.name})`;

export async function findChannel(db: Db, id: string, scope: ChannelScope = 'all') {
  const [row] = await db
    .select({ ...getTableColumns(contentChannels), editorName: users.username })
    .from(contentChannels)
    .leftJoin(users, eq(users.id, contentChannels.updatedBy))
    .where(and(eq(contentChannels.id, id), inScope(scope)));
  if (!row) return undefined;
  const entries = await db
    .select({ packageId: channelPackages.packageId })
    .from(channelPackages)
    .where(eq(channelPackages.channelId, id))
    .orderBy(asc(channelPackages.position));
  return { ...row, packageIds: entries.map((entry) => entry.packageId) };
}

export async function selectChannelPage(
  db: Db,
  page: { start: number; limit: number; search: string; sort: ContentChannelSort },
  scope: ChannelScope,
) {
  const where = and(
    inScope(scope),
    page.search ? ilike(contentChannels.name, containing(page.search)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(contentChannels).where(where);
  const rows = await db
    .select({ ...getTableColumns(contentChannels), packageCount })
    .from(contentChannels)
    .where(where)
    .orderBy(page.sort === 'name' ? asc(byName) : desc(byName), asc(contentChannels.id))
    .offset(page.start)
    .limit(page.limit);
  return { totalCount: total?.n ?? 0, rows };
}

/** Makes the channel's ordered list exactly `packageIds`. */
export async function replaceChannelPackages(tx: Db, channelId: string, packageIds: string[]) {
  await tx.delete(channelPackages).where(eq(channelPackages.channelId, channelId));
  if (packageIds.length === 0) return;
  await tx
    .insert(channelPackages)
    .values(packageIds.map((packageId, position) => ({ channelId, packageId, position })));
}

export async function insertChannel(tx: Db, name: string, editorId: string) {
  const [row] = await tx
    .insert(contentChannels)
    .values({ name, updatedBy: editorId })
    .returning({ id: contentChannels.id });
  return row!.id;
}

/** Deletes a channel that is not the main one; its package entries go with it (cascade). */
export async function deleteOrdinaryChannel(db: Db, id: string): Promise<void> {
  await db
    .delete(contentChannels)
    .where(and(eq(contentChannels.id, id), eq(contentChannels.isMain, false)));
}
