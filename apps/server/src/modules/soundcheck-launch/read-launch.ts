// GET /api/soundcheck/launch: what a launch token opens, with access checked again now (a trial may
// have ended, a book gone Draft, a staff member lost the permission since the token was issued).
import { and, eq } from 'drizzle-orm';
import {
  can,
  channelScope,
  countedResult,
  CONTENT_PACKAGE_MESSAGES,
  MESSAGES,
  SOUNDCHECK_LAUNCH_MESSAGES,
  type Result,
  type SoundCheckLaunch,
  type SoundCheckLaunchQuery,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { progress } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { AuthUser, LaunchScope } from '../../plugins/authenticate.js';
import { loadBookWithAccess } from '../catalogue/book-access.js';
import { BOOK_NOT_FOUND } from '../catalogue/book.service.js';
import { exerciseKey } from '../catalogue/exercise-keys.js';
import { findPackageInScope, type PackageRow } from '../catalogue/packages.queries.js';
import { signExerciseUrl } from '../catalogue/package.presenter.js';
import { findSoundCheckItem, refusalFor, type FoundItem } from './soundcheck-item.js';

/** What a staff preview needs, when issued and when opened: the permission to read packages. */
export const PREVIEW_PERMISSION = ['contentPackages', 'read'] as const;

interface Opened {
  book: PackageRow;
  found: FoundItem;
  isOwned: boolean;
  isActiveTrial: boolean;
  best: { result: Result; stars: number } | undefined;
}

/** The item the token names, if it is still in the book under the same mmsId. */
function itemOf(book: PackageRow, scope: LaunchScope): FoundItem {
  const found = findSoundCheckItem(book.content, scope.contentId);
  if (!found || found.item.mmsId !== scope.mmsId) {
    throw notFound(SOUNDCHECK_LAUNCH_MESSAGES.unknownItem);
  }
  return found;
}

async function openForLearner(ctx: AppContext, user: AuthUser, scope: LaunchScope) {
  const loaded = await loadBookWithAccess(ctx.db, user.id, scope.packageId);
  if (!loaded) throw notFound(BOOK_NOT_FOUND);
  const found = itemOf(loaded.book, scope);
  const refusal = refusalFor(loaded.access, found.item);
  if (refusal) throw forbidden(refusal);
  // The item's best in each tempo band; the one that counts is shown (decision 059).
  const kept = await ctx.db
    .select({ result: progress.result, stars: progress.stars })
    .from(progress)
    .where(
      and(
        eq(progress.userId, user.id),
        eq(progress.packageId, loaded.book.id),
        eq(progress.contentId, found.item._id),
      ),
    );
  const best = countedResult(kept)?.counted;
  const { isOwned, isActiveTrial } = loaded.access;
  return { book: loaded.book, found, isOwned, isActiveTrial, best } satisfies Opened;
}

async function openForStaff(ctx: AppContext, user: AuthUser, scope: LaunchScope) {
  if (!can(user, ...PREVIEW_PERMISSION)) throw forbidden(MESSAGES.forbidden);
  const book = await findPackageInScope(ctx.db, scope.packageId, channelScope(user));
  if (!book) throw notFound(CONTENT_PACKAGE_MESSAGES.notFound);
  const found = itemOf(book, scope);
  return { book, found, isOwned: false, isActiveTrial: false, best: undefined } satisfies Opened;
}

export async function readLaunch(
  ctx: AppContext,
  user: AuthUser,
  scope: LaunchScope,
  query: SoundCheckLaunchQuery,
): Promise<SoundCheckLaunch> {
  if (query.contentPackageId !== scope.packageId || query.mmsId !== scope.mmsId) {
    throw forbidden(SOUNDCHECK_LAUNCH_MESSAGES.otherItem);
  }
  const opened: Opened = scope.preview
    ? await openForStaff(ctx, user, scope)
    : await openForLearner(ctx, user, scope);
  const { book, found, best } = opened;
  const { item } = found;
  const hasExercise = await ctx.storage.exists(exerciseKey(item.mmsId));
  return {
    contentPackageId: book.id,
    contentId: item._id,
    mmsId: item.mmsId,
    title: item.title,
    sectionTitle: found.sectionTitle,
    bookTitle: book.title,
    exerciseUrl: hasExercise ? signExerciseUrl(ctx.media, item.mmsId) : null,
    trialVersion: item.trialVersion,
    isActiveTrial: opened.isActiveTrial,
    canSaveResult: opened.isOwned && !opened.isActiveTrial && !scope.preview,
    preview: scope.preview,
    bestResult: best?.result ?? null,
    stars: best?.stars ?? 0,
    expiresAt: scope.expiresAt.toISOString(),
  };
}
