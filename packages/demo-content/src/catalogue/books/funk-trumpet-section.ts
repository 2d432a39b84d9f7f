// Book: advanced funk and Latin trumpet (trial). Horn-section stabs, sixteenth lines, a mambo riff
// and long tones.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { groove } from '../../music/drum-grooves.js';
import { melody } from '../../music/melody-parser.js';
import { FUNK_OPEN, FUNK_SIXTEENTHS, SONGO } from '../grooves.js';

const stabChords = progression('D7 | D7 | D7 | D7 | G7 | G7 | D7 | D7');
const shoutChords = progression('Em7 | A7 | Em7 | A7 | Em7 | A7 | Em7 | A7');
const mamboChords = progression('Cm | G7 | G7 | Cm | Cm | G7 | G7 | Cm');
const longToneChords = progression('F7 | Bb7 | F7 | C7 | F7 | Bb7 | C7 | F7');

const STAB_A = 're A4e re A4e rq D5e. C5s';
const STAB_B = 'A4q rq re F#4e A4e C5e';
const STABS = [
  STAB_A,
  STAB_B,
  STAB_A,
  STAB_B,
  're D5e re D5e rq G5e. F5s',
  'D5q rq re B4e D5e F5e',
  STAB_A,
  'D5e. D5s rq rh',
].join(' | ');
const SHOUT_E = 'E5s D5s B4e G4e A4s B4s rq E5q';
const SHOUT_A = 'C#5e E5e rs G5s E5e C#5q A4q';
const SHOUT =
  [SHOUT_E, SHOUT_A, SHOUT_E, SHOUT_A, SHOUT_E, SHOUT_A, SHOUT_E].join(' | ') +
  ' | C#5e E5e rs G5s E5e A5h';
const MAMBO_C = 'G4e C5e re Eb5e re C5e G4q';
const MAMBO_G = 'F4e B4e re D5e re B4e G4q';
const MAMBO = [MAMBO_C, MAMBO_G, MAMBO_G, MAMBO_C, MAMBO_C, MAMBO_G, MAMBO_G, 'C5h. rq'].join(
  ' | ',
);
const LONG_TONES = 'A4w | Ab4h F4h | A4h. C5q | Bb4h G4h | A4w | D5h Ab4h | G4q Bb4q C5q E4q | F4w';

export const funkTrumpetSection: BookSpec = {
  slug: 'funk-trumpet-section',
  title: 'Funk Trumpet Section',
  subtitle: 'Stabs, shout lines and mambo riffs for the horn player',
  author: 'Tasha Greenwood',
  publisher: 'Brassworks Publishing',
  catalogueNumber: 'BB-1010',
  releaseDate: '2023-08-09',
  access: 'trial',
  description:
    '<p>Play like the horn section on your favourite funk records: tight, short and <strong>right in ' +
    'the pocket</strong>.</p><ul><li>Upbeat stabs</li><li>Sixteenth-note shout lines</li>' +
    '<li>A Latin mambo riff</li><li>Long tones for endurance</li></ul>',
  genreIds: ['funk', 'latin'],
  instrumentIds: ['trumpet'],
  skillLevelIds: ['advanced'],
  instrument: 'trumpet',
  videoExercises: [],
  exercises: [
    buildExercise({
      title: 'Stabs on the Upbeat',
      tip: 'Short, accented notes on the "and". Stop each note with your tongue, not your breath.',
      tempo: 100,
      progression: stabChords,
      parts: [
        { name: 'Trumpet', instrument: 'trumpet', learner: true, notes: melody(STABS, 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(stabChords, 'funk') },
        { name: 'Drums', instrument: 'drums', notes: groove([FUNK_SIXTEENTHS], 8) },
      ],
    }),
    buildExercise({
      title: 'Sixteenth-Note Shout Line',
      tip: 'Practise slowly with the metronome before you try it with the band.',
      tempo: 92,
      progression: shoutChords,
      parts: [
        { name: 'Trumpet', instrument: 'trumpet', learner: true, notes: melody(SHOUT, 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(shoutChords, 'funk') },
        { name: 'Drums', instrument: 'drums', notes: groove([FUNK_OPEN], 8) },
      ],
    }),
    buildExercise({
      title: 'Mambo Riff',
      tip: 'The riff skips beat three: feel the gap and come back in exactly on the "and".',
      tempo: 104,
      spelling: 'flats',
      progression: mamboChords,
      parts: [
        { name: 'Trumpet', instrument: 'trumpet', learner: true, notes: melody(MAMBO, 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(mamboChords, 'tumbao') },
        { name: 'Drums', instrument: 'drums', notes: groove([SONGO], 8) },
      ],
    }),
    buildExercise({
      title: 'Long Tones',
      tip: 'Full, steady sound from the first moment of each note to the last.',
      tempo: 88,
      spelling: 'flats',
      progression: longToneChords,
      parts: [
        { name: 'Trumpet', instrument: 'trumpet', learner: true, notes: melody(LONG_TONES, 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(longToneChords, 'two-feel') },
        { name: 'Drums', instrument: 'drums', notes: groove([FUNK_OPEN], 8) },
      ],
    }),
  ],
};
