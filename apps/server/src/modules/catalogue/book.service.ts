// One book for a learner (GET /api/content-packages/{id}), discover-by-category pages, and starting
// a trial.
import { and, eq, sql } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES,
  DISCOVER_PAGE_SIZE,
  type DiscoverPage,
  type LearnerPackage,
  type Result,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { contentPackages, entitlements, genres, instruments } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { accessTo } from './entitlements.js';
import type { Viewer } from '../../shared-state/viewer-cache.js';
import { livePackage } from './catalogue-snapshot.js';
import { cardsFor, readViewer } from './dashboard.service.js';
import { presentLearnerPackage } from './package.presenter.js';
import { findPackage, packageColumns } from './packages.queries.js';

export const BOOK_NOT_FOUND = CATALOGUE_MESSAGES.bookNotFound;

/**
 * One book with the viewer's entitlement and results, in one query. An archived book answers only
 * its holders (decision 057), unless `archivedToo`: a code's check shows the book it would unlock.
 */
export async function readBook(
  ctx: AppContext,
  userId: string,
  packageId: string,
  { archivedToo = false }: { archivedToo?: boolean } = {},
): Promise<LearnerPackage> {
  const [row] = await ctx.db
    .select({
      ...packageColumns,
      entitlement: sql<{ kind: 'subscription' | 'trial'; endsAt: string } | null>`(
        select json_build_object('kind', e.kind, 'endsAt', e.ends_at) from entitlements e
        where e.user_id = ${userId} and e.package_id = ${contentPackages.id})`,
      results: sql<{ id: string; stars: number; result: Result }[]>`coalesce(
        (select json_agg(json_build_object('id', p.content_id, 'stars', p.stars, 'result', p.result))
         from progress p where p.user_id = ${userId} and p.package_id = ${contentPackages.id}),
        '[]'::json)`,
    })
    .from(contentPackages)
    .where(and(eq(contentPackages.id, packageId), eq(contentPackages.active, true)));
  if (!row || (row.archivedAt && !row.entitlement && !archivedToo)) throw notFound(BOOK_NOT_FOUND);
  const { entitlement, results, ...book } = row;
  const access = accessTo(
    book,
    entitlement ? { kind: entitlement.kind, endsAt: new Date(entitlement.endsAt) } : undefined,
  );
  return presentLearnerPackage(book, access, ctx.media, results);
}

/** A book answer kept for a viewer, and until when its access (an entitlement's end) holds. */
interface KeptAnswer {
  json: string;
  until: number;
}

/**
 * Book answers as JSON, per cached viewer object (the viewer cache replaces it whenever the user
 * changes), keyed by book, catalogue version and media URL expiry: the few books a learner reads,
 * each made once for as long as none of those moves and no entitlement of theirs ends.
 */
const bookAnswers = new WeakMap<Viewer, Map<string, KeptAnswer>>();
const BOOK_ANSWERS_PER_VIEWER = 8;

/**
 * GET /api/content-packages/{id}, as JSON text: the same answer as readBook, from this process's
 * memory of the viewer and the catalogue when it has them (decision 024).
 */
export async function viewBookJson(
  ctx: AppContext,
  userId: string,
  packageId: string,
): Promise<string> {
  if (!ctx.changes.live) return JSON.stringify(await readBook(ctx, userId, packageId));
  const { viewer, catalogue } = await readViewer(ctx, userId);
  const now = Date.now();
  const key = `${packageId}\n${catalogue.version}\n${ctx.media.currentExpiry()}`;
  let kept = bookAnswers.get(viewer);
  const hit = kept?.get(key);
  if (hit && hit.until > now) return hit.json;

  const book = await livePackage(ctx.db, ctx.changes, catalogue, packageId);
  const entitlement = viewer.held.find((e) => e.packageId === packageId);
  // An archived book is its holders' only (decision 057).
  if (!book || (book.archivedAt && !entitlement)) throw notFound(BOOK_NOT_FOUND);
  const results = viewer.results
    .filter((r) => r.packageId === packageId)
    .map((r) => ({ id: r.contentId, stars: r.stars, result: r.result }));
  const json = JSON.stringify(
    presentLearnerPackage(book, accessTo(book, entitlement, new Date(now)), ctx.media, results),
  );
  // A trial or subscription that ends changes what the book opens: keep the answer until then.
  const ends = entitlement?.endsAt.getTime();
  if (!kept) bookAnswers.set(viewer, (kept = new Map()));
  if (kept.size >= BOOK_ANSWERS_PER_VIEWER) kept.delete(kept.keys().next().value!);
  kept.set(key, { json, until: ends !== undefined && ends > now ? ends : Infinity });
  return json;
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
    pageData: [
      ...cardsFor(ctx, catalogue, rows.slice(start, start + DISCOVER_PAGE_SIZE), held).values(),
    ],
  };
}

export const TRIAL_MESSAGES = {
  notOffered: 'This book has no trial.',
  alreadyHeld: 'You already have this book or have already tried it.',
  started: 'Your trial has started: the book is now in your My Books List.',
};

/**
 * A trial starts only when the book offers one and the user has held neither a trial nor a
 * subscription; never on an archived book (not on offer, decision 057: 404 as for a Draft).
 */
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
