// Writes a content package with its relations in one transaction (used by seeding and, later, the
// admin screens). Nested content is validated by its zod schema before it is stored.
import {
  packageContentSchema,
  priceSchema,
  type PackageContent,
  type Price,
} from '@bandbook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import {
  contentPackages,
  packageGenres,
  packageInstruments,
  packageSkillLevels,
} from '../../db/schema/index.js';

export interface NewPackage {
  title: string;
  subtitle?: string;
  description?: string;
  thumbnailImage?: string | null;
  author?: string;
  publisher?: string;
  releaseDate?: Date | null;
  trialPeriodInDays?: number;
  catalogueNumber?: string | null;
  active?: boolean;
  price?: Partial<Price>;
  content?: Partial<PackageContent>;
  genreIds?: string[];
  instrumentIds?: string[];
  skillLevelIds?: string[];
  /** Channels to append the package to. */
  channelIds?: string[];
}

export async function createPackage(db: Db, input: NewPackage): Promise<string> {
  const content = packageContentSchema.parse(input.content ?? {});
  const price = priceSchema.parse(input.price ?? {});
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentPackages)
      .values({
        title: input.title,
        subtitle: input.subtitle ?? '',
        description: sanitizeRichText(input.description ?? ''),
        thumbnailImage: input.thumbnailImage ?? null,
        author: input.author ?? '',
        publisher: input.publisher ?? '',
        releaseDate: input.releaseDate ?? null,
        trialPeriodInDays: input.trialPeriodInDays ?? 0,
        catalogueNumber: input.catalogueNumber ?? null,
        active: input.active ?? true,
        price,
        content,
      })
      .returning({ id: contentPackages.id });
    const packageId = row!.id;
    const genreIds = input.genreIds ?? [];
    const instrumentIds = input.instrumentIds ?? [];
    const skillLevelIds = input.skillLevelIds ?? [];
    if (genreIds.length)
      await tx.insert(packageGenres).values(genreIds.map((genreId) => ({ packageId, genreId })));
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
    for (const channelId of input.channelIds ?? []) {
      await tx.execute(
        // Appended at the end of the channel's ordered list.
        sql`insert into channel_packages (channel_id, package_id, position)
            select ${channelId}, ${packageId}, coalesce(max(position) + 1, 0) from channel_packages where channel_id = ${channelId}`,
      );
    }
    return packageId;
  });
}
