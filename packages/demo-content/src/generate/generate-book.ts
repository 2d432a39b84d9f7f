// Generates every file of one book. The CPU work of the main thread (synthesis, SoundCheck files,
// cover, e-books) runs first while the workers encode; the returned `done` promise then writes the
// encoded stems and tracks, the zip and the videos once their MP3s exist, so the next book's
// synthesis can overlap with this book's encoding.

import type { BookSpec } from '../catalogue/book-spec.js';
import { SOUNDCHECK_ITEMS } from '../catalogue/book-spec.js';
import { describeBook } from '../catalogue/describe-book.js';
import { stableIds, storageKeys } from '../catalogue/storage-keys.js';
import { drawCover } from '../drawing/cover-image.js';
import { MIDI_FILE, buildExerciseJson, notationFile } from '../media/exercise-json.js';
import { writeReferenceMidi } from '../media/midi-reference.js';
import { writePartMusicXml } from '../media/notation-xml.js';
import { buildEbookPdf } from '../pdf/ebook-pdf.js';
import type { DemoBook } from '../types.js';
import { synthesiseExercise, type EncodedExercise } from './exercise-audio.js';
import { timed, type GenerationContext } from './generation-context.js';
import { writeAudioLists, writeSoundCheckStems, writeVideos } from './write-book-media.js';

export interface StartedBook {
  entry: DemoBook;
  done: Promise<void>;
}

export async function generateBook(ctx: GenerationContext, book: BookSpec): Promise<StartedBook> {
  const entry = describeBook(book);
  const exercises: EncodedExercise[] = [];
  for (let i = 0; i < book.exercises.length; i += 1) {
    const encoded = await synthesiseExercise(ctx, book, i, i < SOUNDCHECK_ITEMS);
    // Nothing awaits these until the book is finished; a failure must still be reported then, not
    // crash the process as an unhandled rejection now.
    for (const stem of [encoded.full, ...encoded.backing, ...encoded.solo])
      stem?.catch(() => undefined);
    exercises.push(encoded);
  }
  await timed(ctx, 'soundcheck', async () => {
    for (let i = 0; i < Math.min(SOUNDCHECK_ITEMS, book.exercises.length); i += 1) {
      const exercise = book.exercises[i];
      if (!exercise) continue;
      const mmsId = stableIds.mms(book.slug, 1, i + 1);
      await ctx.writer.write(
        storageKeys.soundcheckFile(mmsId, 'exercise.json'),
        `${JSON.stringify(buildExerciseJson(exercise), null, 2)}\n`,
      );
      await ctx.writer.write(
        storageKeys.soundcheckFile(mmsId, MIDI_FILE),
        writeReferenceMidi(exercise),
      );
      for (const part of exercise.parts) {
        await ctx.writer.write(
          storageKeys.soundcheckFile(mmsId, notationFile(part.name)),
          writePartMusicXml(exercise, part),
        );
      }
    }
  });
  await timed(ctx, 'cover', async () =>
    ctx.writer.write(entry.thumbnailImage, await drawCover(book)),
  );
  await timed(ctx, 'pdf', async () => {
    await ctx.writer.write(entry.content.ebook.pdfFilePath, await buildEbookPdf(book, false));
    await ctx.writer.write(
      entry.content.ebook.trialVersionPdfFilePath,
      await buildEbookPdf(book, true),
    );
  });
  const done = (async () => {
    await writeSoundCheckStems(ctx, book, exercises);
    await writeAudioLists(ctx, entry, exercises);
    await writeVideos(ctx, book, entry, exercises);
    ctx.progress(`${book.title}: done`);
  })();
  done.catch(() => undefined);
  return { entry, done };
}
