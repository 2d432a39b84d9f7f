// Issuing launch tokens: for a learner who may play the item (owned, or a trial item during an active
// trial). The staff preview (drafts too, within their channels) is issued by the back office's
// content packages with the same signing.
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
import { findSoundCheckItem, refusalFor, type SoundCheckItem } from './soundcheck-item.js';

/** Signs a launch token for one item of one package, with the player's path. */
export async function issueLaunchToken(
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
  return issueLaunchToken(ctx, user, loaded.book.id, found.item, false);
}
