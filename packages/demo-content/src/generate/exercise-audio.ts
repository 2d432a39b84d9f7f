// Synthesises one exercise and starts encoding the stems it needs: every stem for a SoundCheck item,
// otherwise only the full mix and the backing without the learner (the two audio-list tracks).

import type { BookSpec } from '../catalogue/book-spec.js';
import type { Exercise } from '../music/note-data.js';
import type { Pcm } from '../media/mp3-encoder-pool.js';
import { mixStems } from '../synth/mix-stems.js';
import { seedFrom } from '../synth/random.js';
import { renderPart } from '../synth/render-part.js';
import { SAMPLE_RATE } from '../synth/render-settings.js';
import { timed, type GenerationContext } from './generation-context.js';

export interface EncodedExercise {
  exercise: Exercise;
  full: Promise<Uint8Array>;
  /** Indexed like exercise.parts; undefined where the stem is not needed. */
  backing: (Promise<Uint8Array> | undefined)[];
  solo: (Promise<Uint8Array> | undefined)[];
}

/** Stems waiting for an encoder before synthesis pauses: bounds the PCM held in memory. */
const MAX_BACKLOG = 16;

export async function synthesiseExercise(
  ctx: GenerationContext,
  book: BookSpec,
  index: number,
  isSoundCheck: boolean,
): Promise<EncodedExercise> {
  await ctx.encoders.whenBacklogBelow(MAX_BACKLOG);
  const exercise = book.exercises[index];
  if (!exercise) throw new Error(`${book.slug} has no exercise ${index}`);
  const stems = await timed(ctx, 'synthesis', () => {
    const parts = exercise.parts.map((part, p) =>
      renderPart(exercise, part, seedFrom(`${book.slug}/${index}/${p}`)),
    );
    return mixStems(exercise, parts);
  });
  const encode = (pcm: Pcm) => ctx.encoders.encode(pcm, SAMPLE_RATE);
  return {
    exercise,
    full: encode(stems.full),
    backing: exercise.parts.map((part, p) => {
      const pcm = stems.backing[p];
      return pcm && (isSoundCheck || part.isLearnerPart) ? encode(pcm) : undefined;
    }),
    solo: exercise.parts.map((_, p) => {
      const pcm = stems.solo[p];
      return pcm && isSoundCheck ? encode(pcm) : undefined;
    }),
  };
}
