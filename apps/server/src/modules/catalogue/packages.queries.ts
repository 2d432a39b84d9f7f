// Reads content packages with their relation id lists (genres, instruments, skill levels, channels).
import { and, asc, eq, inArray, sql, getTableColumns, type SQL } from 'drizzle-orm';
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

function conditions(filter: PackageFilter): SQL[] {
  const where: SQL[] = [eq(contentPackages.active, true)];
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

export async function findPackage(db: Db, id: string): Promise<PackageRow | undefined> {
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
