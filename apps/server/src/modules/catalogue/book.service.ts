// One book for a learner (GET /api/content-packages/{id}), discover-by-category pages, and starting
// a trial.
import { and, eq, sql } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES,
  DISCOVER_PAGE_SIZE,
  type DiscoverPage,
  type LearnerPackage,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { entitlements, genres, instruments, progress } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { loadBookWithAccess } from './book-access.js';
import { cardsFor, readViewer } from './dashboard.service.js';
import { presentLearnerPackage } from './package.presenter.js';
import { findPackage } from './packages.queries.js';

export const BOOK_NOT_FOUND = CATALOGUE_MESSAGES.bookNotFound;

export async function readBook(
  ctx: AppContext,
  userId: string,
  packageId: string,
): Promise<LearnerPackage> {
  const loaded = await loadBookWithAccess(ctx.db, userId, packageId);
  if (!loaded) throw notFound(BOOK_NOT_FOUND);
  const results = await ctx.db
    .select({ id: progress.contentId, stars: progress.stars, result: progress.result })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.packageId, packageId)));
  return presentLearnerPackage(loaded.book, loaded.access, ctx.media, results);
}

export async function discoverByCategory(
  ctx: AppContext,
  userId: string,
  category: 'genres' | 'instruments',
  id: string,
  page: number,
): Promise<DiscoverPage> {
  const table = category === 'genres' ? genres : instruments;
  const [item] = await ctx.db.select().from(table).where(eq(table.id, id));
  if (!item) throw notFound(`Unknown ${category === 'genres' ? 'genre' : 'instrument'}.`);
  const { catalogue, held } = await readViewer(ctx, userId);
  const rows = catalogue.packages.filter((row) =>
    (category === 'genres' ? row.genreIdList : row.instrumentIdList).includes(id),
  );
  const totalPages = Math.max(1, Math.ceil(rows.length / DISCOVER_PAGE_SIZE));
  const start = (page - 1) * DISCOVER_PAGE_SIZE;
  return {
    category,
    id,
    label: item.label,
    page,
    totalCount: rows.length,
    totalPages,
    pageData: [...cardsFor(ctx, rows.slice(start, start + DISCOVER_PAGE_SIZE), held).values()],
  };
}

export const TRIAL_MESSAGES = {
  notOffered: 'This book has no trial.',
  alreadyHeld: 'You already have this book or have already tried it.',
  started: 'Your trial has started: the book is now in your My Books List.',
};

/** A trial starts only when the book offers one and the user has held neither a trial nor a subscription. */
export async function startTrial(ctx: AppContext, userId: string, packageId: string) {
  const row = await findPackage(ctx.db, packageId);
  if (!row) throw notFound(BOOK_NOT_FOUND);
  if (row.trialPeriodInDays <= 0) throw badRequest(TRIAL_MESSAGES.notOffered);
  const now = new Date();
  const inserted = await ctx.db
    .insert(entitlements)
    .values({
      userId,
      packageId,
      kind: 'trial',
      startsAt: now,
      endsAt: sql`${now.toISOString()}::timestamptz + make_interval(hours => ${row.trialPeriodInDays * 24})`,
      source: 'trial',
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) throw badRequest(TRIAL_MESSAGES.alreadyHeld);
  return readBook(ctx, userId, packageId);
}
