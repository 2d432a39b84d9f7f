// A take's kept recording (decision 065): the player sends the take's WAV as the request body; it is
// checked (a RIFF/WAVE header, at most TAKE_RECORDING_MAX_BYTES) and stored through the storage layer
// under uploads/takes/<user>/<take>.wav (local disk or S3, whichever the app runs on), never public:
// read through a signed /media/ URL. Keeping it again replaces it; deleting it removes the file.
import { and, eq, isNotNull } from 'drizzle-orm';
import { PRACTICE_MESSAGES, SNIFF_BYTES } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { takes } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { FILE_TYPES } from '../../storage/file-types.js';
import { findOwnTake } from './takes.queries.js';

export const recordingKeyOf = (userId: string, takeId: string) =>
  `uploads/takes/${userId}/${takeId}.wav`;

export async function keepRecording(
  ctx: AppContext,
  userId: string,
  takeId: string,
  body: Buffer,
): Promise<{ url: string; expiresAt: string }> {
  const take = await findOwnTake(ctx, userId, takeId);
  if (!take) throw notFound(PRACTICE_MESSAGES.takeNotFound);
  if (!FILE_TYPES.wav.matches(new Uint8Array(body.subarray(0, SNIFF_BYTES)))) {
    throw new HttpError(400, PRACTICE_MESSAGES.recordingNotWav, {
      body: { message: PRACTICE_MESSAGES.recordingNotWav },
    });
  }
  const key = recordingKeyOf(userId, takeId);
  await ctx.storage.write(key, new Uint8Array(body), {
    contentType: FILE_TYPES.wav.contentType,
    contentLength: body.length,
  });
  await ctx.db
    .update(takes)
    .set({ recordingKey: key })
    .where(and(eq(takes.id, takeId), eq(takes.userId, userId)));
  return recordingUrl(ctx, key);
}

function recordingUrl(ctx: AppContext, key: string) {
  return {
    url: ctx.media.url(key)!,
    expiresAt: new Date(ctx.media.currentExpiry() * 1000).toISOString(),
  };
}

export async function readRecording(ctx: AppContext, userId: string, takeId: string) {
  const take = await findOwnTake(ctx, userId, takeId);
  if (!take?.recordingKey) {
    throw notFound(take ? PRACTICE_MESSAGES.recordingNotFound : PRACTICE_MESSAGES.takeNotFound);
  }
  return recordingUrl(ctx, take.recordingKey);
}

export async function deleteRecording(ctx: AppContext, userId: string, takeId: string) {
  const take = await findOwnTake(ctx, userId, takeId);
  if (!take?.recordingKey) {
    throw notFound(take ? PRACTICE_MESSAGES.recordingNotFound : PRACTICE_MESSAGES.takeNotFound);
  }
  await ctx.db
    .update(takes)
    .set({ recordingKey: null })
    .where(and(eq(takes.id, takeId), eq(takes.userId, userId)));
  await ctx.storage.delete(take.recordingKey);
}

/**
 * Inside an account's erasing transaction: deletes its takes and answers the kept recordings' keys,
 * for the caller to delete from storage once the transaction has committed.
 */
export async function eraseTakes(tx: Db, userId: string): Promise<string[]> {
  const kept = await tx
    .select({ key: takes.recordingKey })
    .from(takes)
    .where(and(eq(takes.userId, userId), isNotNull(takes.recordingKey)));
  await tx.delete(takes).where(eq(takes.userId, userId));
  return kept.map((row) => row.key!);
}
