// Packages as the back office reads them: Live or Draft, archived ones apart (decision 057), with
// their holders' count, limited to the caller's channels, searched on title/author/publisher, sorted
// and paged; one package with the name of its last editor; inserts; and whether an mmsId is another
// package's.
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ContentPackageSort } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { contentPackages, users } from '../../db/schema/index.js';
import { inChannelScope, type ChannelScope } from '../../modules/catalogue/channel-scope.js';
import { packageColumns, type PackageRow } from '../../modules/catalogue/packages.queries.js';

export type { ChannelScope };

export interface PackagePageQuery {
  start: number;
  limit: number;
  search: string;
  sort: ContentPackageSort;
  active?: boolean | undefined;
  channelId?: string | undefined;
  archived?: boolean | undefined;
}

/**
 * The learners holding a package: a subscription or a trial, active or expired (what a delete would
 * take from them), of accounts not deleted. Served by the index on entitlements.package_id.
 */
// The package's id is named with its table: in a select from one table Drizzle leaves columns
// unqualified, and a bare "id" here would be the users' id.
export const ownerCount = sql<number>`(select count(*)::int from entitlements e join users u on u.id = e.user_id
  where e.package_id = "content_packages"."id" and u.deleted_at is null)`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(query: PackagePageQuery, scope: ChannelScope): SQL | undefined {
  const where: (SQL | undefined)[] = [inChannelScope(scope)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where.push(
      or(
        ilike(contentPackages.title, pattern),
        ilike(contentPackages.author, pattern),
        ilike(contentPackages.publisher, pattern),
      ),
    );
  }
  if (query.active !== undefined) where.push(eq(contentPackages.active, query.active));
  if (query.channelId) where.push(inChannelScope([query.channelId]));
  // Archived packages (decision 057) show only when asked for, never mixed in with the others.
  where.push(
    query.archived ? isNotNull(contentPackages.archivedAt) : isNull(contentPackages.archivedAt),
  );
  return and(...where);
}

const byTitle = sql`lower(${contentPackages.title})`;
const ORDER: Record<ContentPackageSort, SQL[]> = {
  title: [asc(byTitle)],
  '-title': [desc(byTitle)],
  releaseDate: [sql`${contentPackages.releaseDate} asc nulls last`, asc(byTitle)],
  '-releaseDate': [sql`${contentPackages.releaseDate} desc nulls last`, asc(byTitle)],
};

export type ListedPackageRow = PackageRow & { ownerCount: number };

export async function selectPackagePage(
  db: Db,
  query: PackagePageQuery,
  scope: ChannelScope,
): Promise<{ totalCount: number; rows: ListedPackageRow[] }> {
  const where = conditions(query, scope);
  const [total] = await db.select({ n: count() }).from(contentPackages).where(where);
  const rows = await db
    .select({ ...packageColumns, ownerCount })
    .from(contentPackages)
    .where(where)
    .orderBy(...ORDER[query.sort], asc(contentPackages.id))
    .limit(query.limit)
    .offset(query.start);
  return { totalCount: total!.n, rows };
}

export type AdminPackageRow = ListedPackageRow & { editorName: string | null };

/** One package in any state, if it is within the scope. */
export async function findAdminPackage(
  db: Db,
  id: string,
  scope: ChannelScope = 'all',
): Promise<AdminPackageRow | undefined> {
  const [row] = await db
    .select({ ...packageColumns, ownerCount, editorName: users.username })
    .from(contentPackages)
    .leftJoin(users, eq(users.id, contentPackages.updatedBy))
    .where(and(eq(contentPackages.id, id), inChannelScope(scope)));
  return row;
}

export type PackageValues = Partial<
  Omit<typeof contentPackages.$inferInsert, 'id' | 'version' | 'updatedBy' | 'updatedAt'>
>;

/** A new package: a Draft at version 1, made by `editorId`. */
export async function insertPackage(
  tx: Db,
  values: PackageValues & Pick<typeof contentPackages.$inferInsert, 'title' | 'content'>,
  editorId: string,
): Promise<string> {
  const [row] = await tx
    .insert(contentPackages)
    .values({ ...values, active: false, updatedBy: editorId })
    .returning({ id: contentPackages.id });
  return row!.id;
}

/** Whether a package other than `packageId` has a SoundCheck item with this mmsId. */
export async function isMmsIdUsedElsewhere(db: Db, mmsId: string, packageId: string | null) {
  const [row] = await db
    .select({ id: contentPackages.id })
    .from(contentPackages)
    .where(
      and(
        packageId ? ne(contentPackages.id, packageId) : undefined,
        sql`jsonb_path_exists(${contentPackages.content}, '$.mmsList[*].contentList[*] ? (@.mmsId == $m)', jsonb_build_object('m', ${mmsId}::text))`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
