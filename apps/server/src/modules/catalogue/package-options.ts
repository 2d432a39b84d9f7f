// The packages staff may put in an ordered list (a channel's or a dashboard list's): the pickers'
// options by title, the titles of a saved list, and the check that every id sent names such a package.
// An admin restricted to channels picks among the packages of its channels only; `inChannelScope` is
// that rule as SQL, for every record that hangs off a package (code lists, entitlements, exports).
import { and, asc, ilike, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { channelScope, PackageOption } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { contentPackages } from '../../db/schema/index.js';

export type ChannelScope = ReturnType<typeof channelScope>;

/** Pickers show this many matches at most; typing narrows them. */
export const PACKAGE_OPTIONS_LIMIT = 1000;

/**
 * The one channel-scope rule (decision 052): a record is in scope when the package `packageId` names
 * is in one of the scope's channels; no condition for 'all'. Combine with `and(...)`.
 */
export function inChannelScope(
  scope: ChannelScope,
  packageId: Column | SQL = contentPackages.id,
): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope.length === 0) return sql`false`;
  return sql`exists (select 1 from channel_packages cp where cp.package_id = ${packageId} and cp.channel_id::text in ${[...scope]})`;
}

/** `%` and `_` typed in a search box are meant literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function selectPackageOptions(
  db: Db,
  search: string,
  scope: ChannelScope = 'all',
): Promise<PackageOption[]> {
  return db
    .select({
      _id: sql<string>`${contentPackages.id}::text`,
      title: contentPackages.title,
      trialPeriodInDays: contentPackages.trialPeriodInDays,
    })
    .from(contentPackages)
    .where(
      and(
        inChannelScope(scope),
        search ? ilike(contentPackages.title, containing(search)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${contentPackages.title})`), asc(contentPackages.id))
    .limit(PACKAGE_OPTIONS_LIMIT);
}

/** The ids of `ids` that name no package the scope allows. */
export async function findUnknownPackageIds(
  db: Db,
  ids: readonly string[],
  scope: ChannelScope = 'all',
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: contentPackages.id })
    .from(contentPackages)
    .where(and(inArray(contentPackages.id, [...ids]), inChannelScope(scope)));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** `{ _id, title }` of these ids, in their order. */
export async function selectPackageTitles(
  db: Db,
  ids: readonly string[],
): Promise<PackageOption[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: contentPackages.id, title: contentPackages.title })
    .from(contentPackages)
    .where(inArray(contentPackages.id, [...ids]));
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return ids.flatMap((id) => {
    const title = titles.get(id);
    return title === undefined ? [] : [{ _id: id, title }];
  });
}
