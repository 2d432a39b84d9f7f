// The packages staff may put in an ordered list (a channel's, a dashboard list's, a code list's, an
// account's holdings): the pickers' options by title, the titles of a saved list, and the check that
// every id sent names such a package. An admin restricted to channels picks among the packages of its
// channels only (`inChannelScope`, decision 052).
import { and, asc, ilike, inArray, sql } from 'drizzle-orm';
import type { PackageOption } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { contentPackages } from '../../db/schema/index.js';
import { inChannelScope, type ChannelScope } from '../../modules/catalogue/channel-scope.js';

/** Pickers show this many matches at most; typing narrows them. */
export const PACKAGE_OPTIONS_LIMIT = 1000;

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
