// A learner's picture set by staff (spec section 5: an image, at most 3 MB): the form uploads it to
// the public image folder and saves its /media/ URL; the stored file must exist and be small enough.
// A value the account already holds (the learner's own URL or data URL) is kept without a check.
import { MESSAGES, PICTURE_MAX_BYTES, UPLOADED_PICTURE_PATTERN } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/http-error.js';

const MEDIA_PREFIX = '/media/';

const refuse = (message: string) => badRequest(message, { profilePictureUrl: { message } });

export async function assertStoredPicture(
  ctx: AppContext,
  given: string | null | undefined,
  held: string | null,
): Promise<void> {
  if (!given || given === held || !UPLOADED_PICTURE_PATTERN.test(given)) return;
  const key = decodeURIComponent(given.slice(MEDIA_PREFIX.length));
  if (!(await ctx.storage.exists(key))) throw refuse(MESSAGES.pictureNotImage);
  if ((await ctx.storage.size(key)) > PICTURE_MAX_BYTES) throw refuse(MESSAGES.pictureTooLarge);
}
