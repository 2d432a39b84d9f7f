// The second half of a book's generation, run once its MP3s are encoded: SoundCheck stems, the two
// audio lists and their zip, and the play-along videos.

import type { BookSpec } from '../catalogue/book-spec.js';
import { SOUNDCHECK_ITEMS } from '../catalogue/book-spec.js';
import { stableIds, storageKeys } from '../catalogue/storage-keys.js';
import { FULL_STEM, backingStem, soloStem } from '../media/exercise-json.js';
import { renderVideo } from '../media/render-video.js';
import { buildZip, safeName, type ZipEntry } from '../media/zip-archive.js';
import type { DemoBook } from '../types.js';
import type { EncodedExercise } from './exercise-audio.js';
import { timed, type GenerationContext } from './generation-context.js';

export async function writeSoundCheckStems(
  ctx: GenerationContext,
  book: BookSpec,
  exercises: EncodedExercise[],
) {
  for (const [i, encoded] of exercises.slice(0, SOUNDCHECK_ITEMS).entries()) {
    const file = (name: string) =>
      storageKeys.soundcheckFile(stableIds.mms(book.slug, 1, i + 1), name);
    await ctx.writer.write(file(FULL_STEM), await encoded.full);
    for (const [p, part] of encoded.exercise.parts.entries()) {
      const backing = encoded.backing[p];
      const solo = encoded.solo[p];
      if (!backing || !solo) throw new Error(`${book.slug}: missing stems for ${part.name}`);
      await ctx.writer.write(file(backingStem(part.name)), await backing);
      await ctx.writer.write(file(soloStem(part.name)), await solo);
    }
  }
}

/** List 1 holds the full mixes, list 2 the backing without the learner's part. */
export async function writeAudioLists(
  ctx: GenerationContext,
  entry: DemoBook,
  exercises: EncodedExercise[],
) {
  const zipEntries: ZipEntry[] = [];
  for (const [listIndex, list] of entry.content.audioList.entries()) {
    for (const [trackIndex, track] of list.trackList.entries()) {
      const encoded = exercises[trackIndex];
      const learnerIndex = encoded?.exercise.parts.findIndex((part) => part.isLearnerPart) ?? -1;
      const source = listIndex === 0 ? encoded?.full : encoded?.backing[learnerIndex];
      if (!source) throw new Error(`${entry.slug}: no audio for ${track.title}`);
      const bytes = await source;
      await ctx.writer.write(track.audioFilePath, bytes);
      const number = String(trackIndex + 1).padStart(2, '0');
      zipEntries.push({
        path: `${safeName(list.title)}/${number} ${safeName(track.title)}.mp3`,
        bytes,
      });
    }
  }
  const zip = await timed(ctx, 'zip', () => buildZip(zipEntries));
  await ctx.writer.write(entry.content.audioListZipFilePath, zip);
}

export async function writeVideos(
  ctx: GenerationContext,
  book: BookSpec,
  entry: DemoBook,
  exercises: EncodedExercise[],
) {
  for (const [videoIndex, exerciseIndex] of book.videoExercises.entries()) {
    const encoded = exercises[exerciseIndex];
    const video = entry.content.videoList[videoIndex];
    if (!encoded || !video)
      throw new Error(`${book.slug}: no exercise ${exerciseIndex} for video ${videoIndex + 1}`);
    const fullMix = await encoded.full;
    const rendered = await timed(ctx, 'video', () => renderVideo(book, encoded.exercise, fullMix));
    await ctx.writer.write(video.videoFilePath, rendered.mp4);
    await ctx.writer.write(video.previewImageFilePath, rendered.previewPng);
  }
}
