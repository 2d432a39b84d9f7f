// Demo content, made on the first start in demo mode by @bandbook/demo-content (synthesised audio,
// PDFs, videos and SoundCheck exercises from note data), then written into the catalogue: packages,
// the main channel, dashboard lists, demo code lists with printed codes, the demo learner's books,
// and past redemptions for the analytics (demo-history.ts).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { generateDemoContent, type DemoBook } from '@bandbook/demo-content';
import type { AppContext } from '../context.js';
import {
  channelPackages,
  contentChannels,
  contentPackages,
  dashboardGroups,
  dashboardListPackages,
  dashboardLists,
  entitlements,
  genres,
  instruments,
  skillLevels,
} from '../db/schema/index.js';
import { createPackage } from '../modules/catalogue/create-package.js';
import { HOW_IT_WORKS_VIDEO_KEY } from '../modules/catalogue/dashboard.service.js';
import { createCodeList } from '../admin/coupon-lists/create-code-list.js';
import { findUserByIdentity } from '../modules/users/users.queries.js';
import { moveFolderToStorage } from '../storage/move-folder.js';
import { DEMO_CODE_LISTS, DEMO_LIST_PREFIX } from './demo-codes.js';
import { seedDemoHistory } from './demo-history.js';

/** The channel the demo's restricted admin may edit. */
export const DEMO_RESTRICTED_CHANNEL = 'Rhythm Section Press';

export interface DemoContentReport {
  generated: boolean;
  books: number;
  seconds: number;
}

const DAY = 24 * 3600_000;

async function addList(
  ctx: AppContext,
  group: 'library' | 'discover',
  position: number,
  title: string,
  icon: string,
  packageIds: string[],
) {
  const [list] = await ctx.db
    .insert(dashboardLists)
    .values({ title, icon, isFixed: position === 0 })
    .returning();
  if (packageIds.length) {
    await ctx.db
      .insert(dashboardListPackages)
      .values(packageIds.map((packageId, i) => ({ listId: list!.id, packageId, position: i })));
  }
  await ctx.db.insert(dashboardGroups).values({ group, listId: list!.id, position });
}

export async function seedDemoContent(
  ctx: AppContext,
  log: (msg: string) => void,
  /** Generate only these books (tests); the demo lists then hold only what exists. */
  onlySlugs?: string[],
): Promise<DemoContentReport> {
  const [existing] = await ctx.db.select({ n: count() }).from(contentPackages);
  if (existing!.n > 0) return { generated: false, books: existing!.n, seconds: 0 };

  const started = performance.now();
  log('Generating demo content (audio, e-books, videos, SoundCheck exercises)...');
  // Straight into the local driver's folder; for a remote store, into a temporary one moved there.
  const outDir = ctx.storage.root ?? (await mkdtemp(join(tmpdir(), 'bandbook-demo-')));
  const catalogue = await generateDemoContent({
    outDir,
    onProgress: log,
    ...(onlySlugs ? { onlySlugs } : {}),
  });
  if (outDir !== ctx.storage.root) await moveFolderToStorage(outDir, ctx.storage);
  await ctx.db.insert(genres).values(catalogue.genres).onConflictDoNothing();
  await ctx.db.insert(instruments).values(catalogue.instruments).onConflictDoNothing();
  await ctx.db.insert(skillLevels).values(catalogue.skillLevels).onConflictDoNothing();

  const [main] = await ctx.db
    .insert(contentChannels)
    .values({ name: 'Bandbook', isMain: true })
    .returning();
  const ids = new Map<DemoBook, string>();
  for (const book of catalogue.books) {
    ids.set(
      book,
      await createPackage(ctx.db, {
        title: book.title,
        subtitle: book.subtitle,
        description: book.description,
        thumbnailImage: book.thumbnailImage,
        author: book.author,
        publisher: book.publisher,
        catalogueNumber: book.catalogueNumber,
        releaseDate: new Date(book.releaseDate),
        trialPeriodInDays: book.trialPeriodInDays,
        price: book.price,
        content: book.content,
        genreIds: book.genreIds,
        instrumentIds: book.instrumentIds,
        skillLevelIds: book.skillLevelIds,
        channelIds: [main!.id],
      }),
    );
  }
  const byAccess = (access: DemoBook['access']) =>
    catalogue.books.filter((b) => b.access === access);
  const idsOf = (books: DemoBook[]) => books.map((b) => ids.get(b)!);
  const [codeBooks, trialBooks, freeBooks] = [
    byAccess('code'),
    byAccess('trial'),
    byAccess('free'),
  ];
  const newest = [...catalogue.books].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));
  const rhythm = catalogue.books.filter((b) =>
    b.instrumentIds.some((i) => i === 'bass' || i === 'drums'),
  );

  // A second channel, so the demo's restricted admin (seed/demo-accounts.ts) sees one channel's books.
  const [rhythmChannel] = await ctx.db
    .insert(contentChannels)
    .values({ name: DEMO_RESTRICTED_CHANNEL })
    .returning();
  const rhythmIds = idsOf(rhythm);
  if (rhythmIds.length) {
    await ctx.db.insert(channelPackages).values(
      rhythmIds.map((packageId, position) => ({
        channelId: rhythmChannel!.id,
        packageId,
        position,
      })),
    );
  }

  await addList(ctx, 'library', 0, 'Free Books', 'gift', idsOf(freeBooks));
  await addList(ctx, 'discover', 0, 'New Releases', 'sparkles', idsOf(newest.slice(0, 8)));
  await addList(ctx, 'discover', 1, 'Try Before You Buy', 'clock', idsOf(trialBooks));
  await addList(ctx, 'discover', 2, 'Rhythm Section', 'drum', idsOf(rhythm));

  // Printed codes: the README and `npm start` show them.
  const targets = {
    firstCodeBook: codeBooks[0],
    secondCodeBook: codeBooks[1],
    firstTrialBook: trialBooks[0],
  };
  for (const list of DEMO_CODE_LISTS) {
    const book = targets[list.book];
    if (!book) continue;
    await createCodeList(ctx.db, {
      name: `${DEMO_LIST_PREFIX}${list.name}`,
      packageId: ids.get(book)!,
      multiUseCounter: list.multiUseCounter,
      codes: [...list.codes],
      contentChannelIdList: [main!.id],
    });
  }

  // Past redemptions for the back office's analytics (issue 49), on none of the printed codes.
  if (codeBooks[0]) {
    await seedDemoHistory(ctx.db, {
      codeBookId: ids.get(codeBooks[0])!,
      trialBookIds: idsOf(trialBooks),
    });
  }

  // The demo learner already owns one book and let a trial of another expire.
  const learner = await findUserByIdentity(ctx.db, 'demo');
  const owned = codeBooks[2];
  const lapsed = trialBooks[1];
  const now = Date.now();
  if (learner && owned) {
    await ctx.db.insert(entitlements).values({
      userId: learner.id,
      packageId: ids.get(owned)!,
      kind: 'subscription',
      startsAt: new Date(now),
      endsAt: new Date(now + 365 * DAY),
      source: 'demo',
    });
  }
  if (learner && lapsed) {
    await ctx.db.insert(entitlements).values({
      userId: learner.id,
      packageId: ids.get(lapsed)!,
      kind: 'trial',
      startsAt: new Date(now - 3 * DAY),
      endsAt: new Date(now - 2 * DAY),
      source: 'demo',
    });
  }

  const video = catalogue.books.flatMap((b) => b.content.videoList)[0];
  // The home page's "See How It Works" video is public.
  if (video) {
    const bytes = await ctx.storage.readBytes(video.videoFilePath);
    await ctx.storage.write(HOW_IT_WORKS_VIDEO_KEY, bytes);
  }
  return {
    generated: true,
    books: catalogue.books.length,
    seconds: (performance.now() - started) / 1000,
  };
}
