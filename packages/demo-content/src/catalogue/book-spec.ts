// What a book file declares: the metadata a publisher would type in, plus the exercises (note data)
// from which every medium of the book is generated.

import type { Exercise, InstrumentId } from '../music/note-data.js';
import type { BookAccess } from '../types.js';

export interface BookSpec {
  slug: string;
  title: string;
  subtitle: string;
  author: string;
  publisher: string;
  catalogueNumber: string;
  releaseDate: string;
  access: BookAccess;
  /** Rich-text HTML (<p>, <strong>, <em>, <ul><li>). */
  description: string;
  genreIds: string[];
  instrumentIds: string[];
  skillLevelIds: string[];
  /** The learner's instrument: drawn on the cover, written with tab or drum notation in the e-book. */
  instrument: InstrumentId;
  /** All go into the audio lists and the e-book; the first SOUNDCHECK_ITEMS become SoundCheck items. */
  exercises: Exercise[];
  /** Indexes of the exercises that get a play-along video. */
  videoExercises: number[];
}

/** How many of a book's exercises become SoundCheck items (the rest stay audio and e-book only). */
export const SOUNDCHECK_ITEMS = 3;

/** How many exercises the trial e-book keeps. */
export const TRIAL_EXERCISES = 2;
