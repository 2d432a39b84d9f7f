// Audio format of every generated stem: mono 22.05 kHz keeps files and synthesis time small while
// still covering every instrument's useful range; a short tail lets the last notes ring out.

import { exerciseLengthSeconds, type Exercise } from '../music/note-data.js';

export const SAMPLE_RATE = 22050;
export const TAIL_SECONDS = 1;

export function stemLengthSamples(exercise: Exercise): number {
  return Math.ceil((exerciseLengthSeconds(exercise) + TAIL_SECONDS) * SAMPLE_RATE);
}

/** The duration the catalogue states for a stem, in whole seconds. */
export function stemDurationSeconds(exercise: Exercise): number {
  return Math.round(stemLengthSamples(exercise) / SAMPLE_RATE);
}
