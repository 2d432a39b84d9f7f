// SoundCheck results: validated against the book (a known item of a book the user may play), stars
// from the spec's formula, only the best result per item and tempo band kept (one upsert that only
// ever improves; decision 059), and the user's total stars updated: each item's full-tempo best when
// it has one, else its slower best. Trial users collect no stars. A launch token saves only its own
// item's result, and a preview's never. Every saved take is also kept as a row of the practice journal
// (decision 065), in the same transaction; a trial's takes are not (its results are not saved).
import { eq, sql } from 'drizzle-orm';
import {
  countedResults,
  SOUNDCHECK_LAUNCH_MESSAGES,
  starsFor,
  type CurrentUser,
  type Result,
  type TakeInput,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { progress, takes, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import type { LaunchScope } from '../../plugins/authenticate.js';
import { loadBookWithAccess } from '../catalogue/book-access.js';
import { BOOK_NOT_FOUND } from '../catalogue/book.service.js';
import { queueWebhookEvent } from '../../webhooks/outbox.js';

export const PROGRESS_MESSAGES = {
  unknownItem: 'This SoundCheck item is not part of this book.',
  notOwned: 'Open this book with a code to save your SoundCheck results.',
  trial: 'Results are not saved during a trial.',
};

export async function readProgressList(ctx: AppContext, userId: string) {
  return groupProgress(await ctx.db.select().from(progress).where(eq(progress.userId, userId)));
}

/**
 * Results grouped by book, in the order given: the spec's `progressList`, one entry per item with the
 * result that counts and the slower best beside a full-tempo one.
 */
export function groupProgress(
  rows: { packageId: string; contentId: string; result: Result }[],
): CurrentUser['progressList'] {
  const byPackage = new Map<string, CurrentUser['progressList'][number]['contentList']>();
  const counted = countedResults(rows, (row) => `${row.packageId}/${row.contentId}`);
  for (const { counted: row, slower } of counted.values()) {
    const list = byPackage.get(row.packageId) ?? [];
    list.push({ id: row.contentId, result: row.result, slowerResult: slower?.result ?? null });
    byPackage.set(row.packageId, list);
  }
  return [...byPackage].map(([contentPackageId, contentList]) => ({
    contentPackageId,
    contentList,
  }));
}

/** The user's total: per item the stars of its full-tempo best, or of its slower best without one. */
function countedStarsOf(userId: string) {
  return sql<number>`(select coalesce(sum(p.stars), 0) from progress p where p.user_id = ${userId}
    and (p.band = 'full' or not exists (select 1 from progress f where f.user_id = p.user_id
      and f.package_id = p.package_id and f.content_id = p.content_id and f.band = 'full')))`;
}

/** A request authenticated by a launch token may save for that token's item only, never in a preview. */
export function checkLaunchScope(
  scope: LaunchScope | null,
  input: { contentPackageId: string; contentId: string },
) {
  if (!scope) return;
  if (scope.preview) throw forbidden(SOUNDCHECK_LAUNCH_MESSAGES.previewNotSaved);
  if (scope.packageId !== input.contentPackageId || scope.contentId !== input.contentId) {
    throw forbidden(SOUNDCHECK_LAUNCH_MESSAGES.otherItem);
  }
}

export async function saveResult(
  ctx: AppContext,
  userId: string,
  input: { contentPackageId: string; contentId: string; result: Result; take?: TakeInput },
) {
  const loaded = await loadBookWithAccess(ctx.db, userId, input.contentPackageId);
  if (!loaded) throw notFound(BOOK_NOT_FOUND);
  const { book, access } = loaded;
  const known = book.content.mmsList.some((list) =>
    list.contentList.some((item) => item._id === input.contentId),
  );
  if (!known)
    throw badRequest(PROGRESS_MESSAGES.unknownItem, {
      contentId: { message: PROGRESS_MESSAGES.unknownItem },
    });
  if (access.isActiveTrial) throw forbidden(PROGRESS_MESSAGES.trial);
  if (!access.isOwned) throw forbidden(PROGRESS_MESSAGES.notOwned);

  const stars = starsFor(input.result);
  const score = Math.round(input.result.score);
  const takeId = await ctx.db.transaction(async (tx) => {
    // Every take is kept in the journal, the best or not (decision 065).
    const [take] = await tx
      .insert(takes)
      .values({
        userId,
        packageId: book.id,
        contentId: input.contentId,
        tempo: input.result.tempo,
        part: input.take?.part ?? null,
        stars,
        score: input.result.score,
        pitchScore: input.result.pitch_score,
        rhythmScore: input.result.rhythm_score,
        percentPlayed: input.result.percent_played,
        durationSeconds: input.take?.durationSeconds ?? 0,
        mode: input.take?.mode ?? null,
      })
      .returning({ id: takes.id });
    await tx
      .insert(progress)
      .values({
        userId,
        packageId: book.id,
        contentId: input.contentId,
        result: input.result,
        stars,
        score,
      })
      .onConflictDoUpdate({
        target: [progress.userId, progress.packageId, progress.contentId, progress.band],
        set: { result: input.result, stars, score, updatedAt: new Date() },
        // Better means more stars, or as many stars with a higher score.
        setWhere: sql`(${stars}, ${score}) > (${progress.stars}, ${progress.score})`,
      });
    await tx
      .update(users)
      .set({
        userStars: countedStarsOf(userId),
        stars: countedStarsOf(userId),
      })
      .where(eq(users.id, userId));
    // Every saved take is told, kept as the best or not (decision 064).
    await queueWebhookEvent(tx, 'take.saved', {
      userId,
      contentPackageId: book.id,
      contentId: input.contentId,
      stars,
      result: input.result,
    });
    return take!.id;
  });
  const [user] = await ctx.db
    .select({ userStars: users.userStars })
    .from(users)
    .where(eq(users.id, userId));
  return {
    progressList: await readProgressList(ctx, userId),
    userStars: user?.userStars ?? 0,
    ...(input.take ? { takeId } : {}),
  };
}
