// Issuing launch tokens: for a learner who may play the item (owned, or a trial item during an active
// trial) and, as a preview, for staff who may read the package (drafts too, within their channels).
import {
  soundCheckLaunchPath,
  SOUNDCHECK_LAUNCH_MESSAGES,
  type SoundCheckLaunchToken,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { loadBookWithAccess } from '../catalogue/book-access.js';
import { BOOK_NOT_FOUND } from '../catalogue/book.service.js';
import { loadPackageInScope } from '../catalogue/content-packages.admin-service.js';
import { findSoundCheckItem, refusalFor, type SoundCheckItem } from './soundcheck-item.js';

async function issue(
  ctx: AppContext,
  user: AuthUser,
  packageId: string,
  item: SoundCheckItem,
  preview: boolean,
): Promise<SoundCheckLaunchToken> {
  const { token, expiresAt } = await ctx.jwt.signSoundCheckLaunch({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    packageId,
    contentId: item._id,
    mmsId: item.mmsId,
    preview,
  });
  return {
    accessToken: token,
    expiresAt: expiresAt.toISOString(),
    launchPath: soundCheckLaunchPath({
      contentPackageId: packageId,
      mmsId: item.mmsId,
      accessToken: token,
    }),
  };
}

export async function issueLearnerLaunch(
  ctx: AppContext,
  user: AuthUser,
  packageId: string,
  contentId: string,
): Promise<SoundCheckLaunchToken> {
  const loaded = await loadBookWithAccess(ctx.db, user.id, packageId);
  if (!loaded) throw notFound(BOOK_NOT_FOUND);
  const found = findSoundCheckItem(loaded.book.content, contentId);
  if (!found) throw notFound(SOUNDCHECK_LAUNCH_MESSAGES.unknownItem);
  const refusal = refusalFor(loaded.access, found.item);
  if (refusal) throw forbidden(refusal);
  return issue(ctx, user, loaded.book.id, found.item, false);
}

/** The staff guard has checked the permission; the package must be within the staff member's channels. */
export async function issuePreviewLaunch(
  ctx: AppContext,
  staff: AuthUser,
  packageId: string,
  contentId: string,
): Promise<SoundCheckLaunchToken> {
  const row = await loadPackageInScope(ctx, staff, packageId);
  const found = findSoundCheckItem(row.content, contentId);
  if (!found) throw notFound(SOUNDCHECK_LAUNCH_MESSAGES.unknownItem);
  return issue(ctx, staff, row.id, found.item, true);
}
