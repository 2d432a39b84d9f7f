// SoundCheck results: validated against the book (a known item of a book the user may play), stars
// from the spec's formula, only the best result per item kept (one upsert that only ever improves),
// and the user's total stars updated. Trial users collect no stars. A launch token saves only its own
// item's result, and a preview's never.
import { eq, sql } from 'drizzle-orm';
import { SOUNDCHECK_LAUNCH_MESSAGES, starsFor, type Result } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { progress, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import type { LaunchScope } from '../../plugins/authenticate.js';
import { loadBookWithAccess } from '../catalogue/book-access.js';
import { BOOK_NOT_FOUND } from '../catalogue/book.service.js';

export const PROGRESS_MESSAGES = {
  unknownItem: 'This SoundCheck item is not part of this book.',
  notOwned: 'Open this book with a code to save your SoundCheck results.',
  trial: 'Results are not saved during a trial.',
};

export async function readProgressList(ctx: AppContext, userId: string) {
  return groupProgress(await ctx.db.select().from(progress).where(eq(progress.userId, userId)));
}

/** Results grouped by book, in the order given: the spec's `progressList`. */
export function groupProgress(rows: { packageId: string; contentId: string; result: Result }[]) {
  const byPackage = new Map<string, { id: string; result: Result }[]>();
  for (const row of rows) {
    const list = byPackage.get(row.packageId) ?? [];
    list.push({ id: row.contentId, result: row.result });
    byPackage.set(row.packageId, list);
  }
  return [...byPackage].map(([contentPackageId, contentList]) => ({
    contentPackageId,
    contentList,
  }));
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
  input: { contentPackageId: string; contentId: string; result: Result },
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
  await ctx.db.transaction(async (tx) => {
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
        target: [progress.userId, progress.packageId, progress.contentId],
        set: { result: input.result, stars, score, updatedAt: new Date() },
        // Better means more stars, or as many stars with a higher score.
        setWhere: sql`(${stars}, ${score}) > (${progress.stars}, ${progress.score})`,
      });
    await tx
      .update(users)
      .set({
        userStars: sql`(select coalesce(sum(p.stars), 0) from progress p where p.user_id = ${userId})`,
        stars: sql`(select coalesce(sum(p.stars), 0) from progress p where p.user_id = ${userId})`,
      })
      .where(eq(users.id, userId));
  });
  const [user] = await ctx.db
    .select({ userStars: users.userStars })
    .from(users)
    .where(eq(users.id, userId));
  return { progressList: await readProgressList(ctx, userId), userStars: user?.userStars ?? 0 };
}
