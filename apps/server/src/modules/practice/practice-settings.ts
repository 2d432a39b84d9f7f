// The learner's practice preferences (weekly goal, hidden scores) and the player's practice settings
// per exercise (the domain's practiceSettingsSchema document), each one row, written by an upsert.
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_PRACTICE_PREFERENCES,
  DEFAULT_PRACTICE_SETTINGS,
  PRACTICE_MESSAGES,
  type PracticePreferences,
  type PracticeSettings,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { practicePreferences, practiceSettings } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { loadBookWithAccess } from '../catalogue/book-access.js';
import { BOOK_NOT_FOUND } from '../catalogue/book.service.js';
import { canUseItem } from '../catalogue/entitlements.js';

export async function readPreferences(
  ctx: AppContext,
  userId: string,
): Promise<PracticePreferences> {
  const [row] = await ctx.db
    .select()
    .from(practicePreferences)
    .where(eq(practicePreferences.userId, userId));
  return row
    ? { weeklyGoalMinutes: row.weeklyGoalMinutes, hideScores: row.hideScores }
    : DEFAULT_PRACTICE_PREFERENCES;
}

export async function writePreferences(
  ctx: AppContext,
  userId: string,
  input: PracticePreferences,
): Promise<PracticePreferences> {
  const values = { weeklyGoalMinutes: input.weeklyGoalMinutes, hideScores: input.hideScores };
  await ctx.db
    .insert(practicePreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: practicePreferences.userId,
      set: { ...values, updatedAt: new Date() },
    });
  return values;
}

/** The book must be one the learner may play this exercise of (owned, or its trial item). */
async function assertPlayable(
  ctx: AppContext,
  userId: string,
  packageId: string,
  contentId: string,
) {
  const loaded = await loadBookWithAccess(ctx.db, userId, packageId);
  if (!loaded) throw notFound(BOOK_NOT_FOUND);
  const item = loaded.book.content.mmsList
    .flatMap((list) => list.contentList)
    .find((entry) => entry._id === contentId);
  if (!item || !canUseItem(loaded.access, item)) {
    throw badRequest(PRACTICE_MESSAGES.unknownItem, {
      contentId: { message: PRACTICE_MESSAGES.unknownItem },
    });
  }
}

export async function readSettings(
  ctx: AppContext,
  userId: string,
  packageId: string,
  contentId: string,
): Promise<{ settings: PracticeSettings; updatedAt: string | null }> {
  await assertPlayable(ctx, userId, packageId, contentId);
  const [row] = await ctx.db
    .select()
    .from(practiceSettings)
    .where(
      and(
        eq(practiceSettings.userId, userId),
        eq(practiceSettings.packageId, packageId),
        eq(practiceSettings.contentId, contentId),
      ),
    );
  return row
    ? { settings: row.settings, updatedAt: row.updatedAt.toISOString() }
    : { settings: DEFAULT_PRACTICE_SETTINGS, updatedAt: null };
}

export async function writeSettings(
  ctx: AppContext,
  userId: string,
  packageId: string,
  contentId: string,
  settings: PracticeSettings,
): Promise<{ settings: PracticeSettings; updatedAt: string }> {
  if (settings.loop && settings.loop.endBar <= settings.loop.startBar) {
    throw badRequest(PRACTICE_MESSAGES.loopOrder, {
      'loop.endBar': { message: PRACTICE_MESSAGES.loopOrder },
    });
  }
  await assertPlayable(ctx, userId, packageId, contentId);
  const updatedAt = new Date();
  await ctx.db
    .insert(practiceSettings)
    .values({ userId, packageId, contentId, settings, updatedAt })
    .onConflictDoUpdate({
      target: [practiceSettings.userId, practiceSettings.packageId, practiceSettings.contentId],
      set: { settings, updatedAt },
    });
  return { settings, updatedAt: updatedAt.toISOString() };
}
