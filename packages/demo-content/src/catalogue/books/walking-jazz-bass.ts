// Book: intermediate jazz bass (trial). Walking lines over ii-V-I, the blues in F and a two-feel.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { groove } from '../../music/drum-grooves.js';
import { JAZZ_BRUSH_TWO, JAZZ_RIDE } from '../grooves.js';

const twoFiveOne = progression('Dm7 | G7 | Cmaj7 | Cmaj7 | Dm7 | G7 | Cmaj7 | Cmaj7');
const bluesInF = progression(
  'F7 | Bb7 | F7 | F7 | Bb7 | Bb7 | F7 | D7 | Gm7 | C7 | F7 D7 | Gm7 C7',
);
const twoFeel = progression('Cmaj7 | Am7 | Dm7 | G7 | Em7 | A7 | Dm7 G7 | Cmaj7');
const fastChanges = progression(
  'Cmaj7 Am7 | Dm7 G7 | Em7 A7 | Dm7 G7 | Cmaj7 Am7 | Dm7 G7 | Em7 A7 | Dm7 G7',
);

export const walkingJazzBass: BookSpec = {
  slug: 'walking-jazz-bass',
  title: 'Walking Jazz Bass',
  subtitle: 'Quarter-note lines that swing the band',
  author: 'Miles Hartigan',
  publisher: 'Blue Room Publishing',
  catalogueNumber: 'BB-1004',
  releaseDate: '2023-06-15',
  access: 'trial',
  description:
    '<p>A walking line is a melody made of chord tones and approach notes. This book shows you how to ' +
    'build one, bar by bar.</p><ul><li>Roots on beat one</li><li>Chromatic approach notes</li>' +
    '<li>The blues in F</li><li>Two-feel for ballads</li></ul>',
  genreIds: ['jazz'],
  instrumentIds: ['bass'],
  skillLevelIds: ['intermediate'],
  instrument: 'bass',
  videoExercises: [],
  exercises: [
    buildExercise({
      title: 'ii-V-I Walk in C',
      tip: 'Root on one, chord tones on two and three, a half step away from the next root on four.',
      tempo: 120,
      progression: twoFiveOne,
      parts: [
        { name: 'Bass', instrument: 'bass', learner: true, notes: bassLine(twoFiveOne, 'walking') },
        { name: 'Piano', instrument: 'keys', notes: comp(twoFiveOne, 'charleston') },
        { name: 'Drums', instrument: 'drums', notes: groove([JAZZ_RIDE], 8) },
      ],
    }),
    buildExercise({
      title: 'Blues in F',
      tip: 'Twelve bars, one note per beat. Watch the quick changes in bars eleven and twelve.',
      tempo: 132,
      spelling: 'flats',
      progression: bluesInF,
      parts: [
        { name: 'Bass', instrument: 'bass', learner: true, notes: bassLine(bluesInF, 'walking') },
        { name: 'Piano', instrument: 'keys', notes: comp(bluesInF, 'charleston') },
        { name: 'Drums', instrument: 'drums', notes: groove([JAZZ_RIDE], 12) },
      ],
    }),
    buildExercise({
      title: 'Two-Beat Feel',
      tip: 'Half notes on the root and the fifth: lay back and let the ride cymbal float.',
      tempo: 112,
      progression: twoFeel,
      parts: [
        { name: 'Bass', instrument: 'bass', learner: true, notes: bassLine(twoFeel, 'two-feel') },
        { name: 'Piano', instrument: 'keys', notes: comp(twoFeel, 'whole') },
        { name: 'Drums', instrument: 'drums', notes: groove([JAZZ_BRUSH_TWO], 8) },
      ],
    }),
    buildExercise({
      title: 'Changes Every Two Beats',
      tip: 'With two beats per chord there is only time for the root and an approach note.',
      tempo: 116,
      progression: fastChanges,
      parts: [
        {
          name: 'Bass',
          instrument: 'bass',
          learner: true,
          notes: bassLine(fastChanges, 'walking'),
        },
        { name: 'Piano', instrument: 'keys', notes: comp(fastChanges, 'charleston') },
        { name: 'Drums', instrument: 'drums', notes: groove([JAZZ_RIDE], 8) },
      ],
    }),
  ],
};
