// Reads content packages with their relation id lists (genres, instruments, skill levels, channels):
// those on offer to learners, and Live ones archived or not for their holders (decision 057).
import { and, asc, eq, inArray, isNull, sql, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPackages } from '../../db/schema/index.js';
import { inChannelScope, type ChannelScope } from './channel-scope.js';

const idList = (table: string, column: string) =>
  sql<
    string[]
  >`coalesce((select array_agg(r.${sql.raw(column)}::text order by r.${sql.raw(column)}) from ${sql.raw(table)} r where r.package_id = ${contentPackages.id}), '{}')`;

/** Every column of a package plus its relation id lists (shared with the admin queries). */
export const packageColumns = {
  ...getTableColumns(contentPackages),
  genreIdList: idList('package_genres', 'genre_id'),
  instrumentIdList: idList('package_instruments', 'instrument_id'),
  skillLevelIdList: idList('package_skill_levels', 'skill_level_id'),
  contentChannelIdList: idList('channel_packages', 'channel_id'),
};

export type PackageRow = Awaited<ReturnType<typeof selectPackages>>[number];

export interface PackageFilter {
  /** Only packages in one of these channels. */
  channelIds?: string[] | undefined;
  ids?: string[] | undefined;
  genreId?: string | undefined;
  instrumentId?: string | undefined;
}

/** What learners are offered: Live and not archived (an archived package is for its holders only). */
const offered = () => [eq(contentPackages.active, true), isNull(contentPackages.archivedAt)];

function conditions(filter: PackageFilter): SQL[] {
  const where: SQL[] = offered();
  if (filter.ids)
    where.push(filter.ids.length ? inArray(contentPackages.id, filter.ids) : sql`false`);
  if (filter.channelIds?.length) {
    where.push(
      sql`exists (select 1 from channel_packages cp where cp.package_id = ${contentPackages.id} and cp.channel_id::text in ${filter.channelIds})`,
    );
  }
  if (filter.genreId) {
    where.push(
      sql`exists (select 1 from package_genres pg where pg.package_id = ${contentPackages.id} and pg.genre_id = ${filter.genreId})`,
    );
  }
  if (filter.instrumentId) {
    where.push(
      sql`exists (select 1 from package_instruments pi where pi.package_id = ${contentPackages.id} and pi.instrument_id = ${filter.instrumentId})`,
    );
  }
  return where;
}

export function selectPackages(db: Db, filter: PackageFilter = {}) {
  return db
    .select(packageColumns)
    .from(contentPackages)
    .where(and(...conditions(filter)))
    .orderBy(asc(contentPackages.title));
}

/** A package on offer (Live, not archived): what a trial can start on. */
export async function findPackage(db: Db, id: string): Promise<PackageRow | undefined> {
  const [row] = await db
    .select(packageColumns)
    .from(contentPackages)
    .where(and(eq(contentPackages.id, id), ...offered()));
  return row;
}

/**
 * A Live package, archived or not: the caller lets an archived one through only to its holders
 * (decision 057).
 */
export async function findLivePackage(db: Db, id: string): Promise<PackageRow | undefined> {
  const [row] = await db
    .select(packageColumns)
    .from(contentPackages)
    .where(and(eq(contentPackages.id, id), eq(contentPackages.active, true)));
  return row;
}

/** A package Live or Draft, if it is within the scope (a staff preview opens Drafts too). */
export async function findPackageInScope(
  db: Db,
  id: string,
  scope: ChannelScope,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .select(packageColumns)
    .from(contentPackages)
    .where(and(eq(contentPackages.id, id), inChannelScope(scope)));
  return row;
}
