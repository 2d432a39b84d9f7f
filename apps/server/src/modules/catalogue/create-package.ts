// Writes a content package with its relations in one transaction (seeding and test fixtures; the back
// office has its own versioned writes). Nested content is validated by its zod schema before it is stored.
import {
  packageContentSchema,
  priceSchema,
  type PackageContent,
  type Price,
} from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { contentPackages } from '../../db/schema/index.js';
import { appendToChannel, writeRelations } from './package-relations.js';

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
    await writeRelations(tx, packageId, {
      genreIds: input.genreIds ?? [],
      instrumentIds: input.instrumentIds ?? [],
      skillLevelIds: input.skillLevelIds ?? [],
    });
    for (const channelId of input.channelIds ?? []) await appendToChannel(tx, channelId, packageId);
    return packageId;
  });
}
