// A package's genre, instrument and skill-level relations and its place in channels, written inside the
// caller's transaction (seeding, and the back office's create, update and duplicate).
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  channelPackages,
  packageGenres,
  packageInstruments,
  packageSkillLevels,
} from '../../db/schema/index.js';

export interface PackageRelations {
  genreIds: string[];
  instrumentIds: string[];
  skillLevelIds: string[];
}

const unique = (ids: string[]) => [...new Set(ids)];

/** Replaces the package's relations with these. */
export async function writeRelations(tx: Db, packageId: string, relations: PackageRelations) {
  await tx.delete(packageGenres).where(eq(packageGenres.packageId, packageId));
  await tx.delete(packageInstruments).where(eq(packageInstruments.packageId, packageId));
  await tx.delete(packageSkillLevels).where(eq(packageSkillLevels.packageId, packageId));
  const genreIds = unique(relations.genreIds);
  const instrumentIds = unique(relations.instrumentIds);
  const skillLevelIds = unique(relations.skillLevelIds);
  if (genreIds.length) {
    await tx.insert(packageGenres).values(genreIds.map((genreId) => ({ packageId, genreId })));
  }
  if (instrumentIds.length) {
    await tx
      .insert(packageInstruments)
      .values(instrumentIds.map((instrumentId) => ({ packageId, instrumentId })));
  }
  if (skillLevelIds.length) {
    await tx
      .insert(packageSkillLevels)
      .values(skillLevelIds.map((skillLevelId) => ({ packageId, skillLevelId })));
  }
}

/** Appends the package at the end of the channel's ordered list. */
export async function appendToChannel(tx: Db, channelId: string, packageId: string) {
  await tx.execute(
    sql`insert into channel_packages (channel_id, package_id, position)
        select ${channelId}, ${packageId}, coalesce(max(position) + 1, 0) from channel_packages where channel_id = ${channelId}
        on conflict do nothing`,
  );
}

/** Leaves the package in exactly these channels: kept ones keep their place, new ones go last. */
export async function setChannels(tx: Db, packageId: string, channelIds: string[]) {
  await tx
    .delete(channelPackages)
    .where(
      channelIds.length
        ? and(
            eq(channelPackages.packageId, packageId),
            notInArray(channelPackages.channelId, channelIds),
          )
        : eq(channelPackages.packageId, packageId),
    );
  const kept = channelIds.length
    ? await tx
        .select({ channelId: channelPackages.channelId })
        .from(channelPackages)
        .where(
          and(
            eq(channelPackages.packageId, packageId),
            inArray(channelPackages.channelId, channelIds),
          ),
        )
    : [];
  const keptIds = new Set(kept.map((row) => row.channelId));
  for (const channelId of unique(channelIds)) {
    if (!keptIds.has(channelId)) await appendToChannel(tx, channelId, packageId);
  }
}
