// Book: intermediate jazz saxophone (code only). ii-V-I phrases, blues riffs, a bebop run and a
// ballad, written at concert pitch.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { groove } from '../../music/drum-grooves.js';
import { melody } from '../../music/melody-parser.js';
import { JAZZ_RIDE } from '../grooves.js';

const twoFiveOne = progression('Cm7 | F7 | Bbmaj7 | Bbmaj7 | Cm7 | F7 | Bbmaj7 | Bbmaj7');
const bluesInF = progression(
  'F7 | Bb7 | F7 | F7 | Bb7 | Bb7 | F7 | D7 | Gm7 | C7 | F7 D7 | Gm7 C7',
);
const bebopChords = progression('Fmaj7 | Fmaj7 | Gm7 | C7 | Fmaj7 | D7 | Gm7 C7 | Fmaj7');
const balladChords = progression('Ebmaj7 | Cm7 | Fm7 | Bb7 | Ebmaj7 | Ab7 | Fm7 Bb7 | Ebmaj7');

const PHRASES =
  'rq G4e Bb4e D5e C5e Bb4e G4e | A4e C5e Eb5e D5e C5q A4q | Bb4h. rq | rw | ' +
  'Eb5q. D5e C5e Bb4e G4q | F4e A4e C5e Eb5e D5h | D5h. rq | rw';
const F_RIFF = 'rq F4e Ab4e A4e C5e A4q';
const BB_RIFF = 'rq Bb4e Db5e D5e F5e D5q';
const BLUES_RIFFS = [
  F_RIFF,
  BB_RIFF,
  F_RIFF,
  'F4w',
  BB_RIFF,
  'Bb4w',
  F_RIFF,
  'A4q C5q D5h',
  'rq G4e Bb4e D5e F5e D5q',
  'E5e D5e C5e Bb4e G4h',
  'A4q F4q A4h',
  'G4q Bb4q C5h',
].join(' | ');
const BEBOP =
  'F4e G4e A4e Bb4e C5e D5e E5e F5e | E5e D5e C5e Bb4e A4q rq | rq Bb4e D5e F5e E5e D5q | ' +
  'C5e Bb4e A4e G4e E4h | F4h. rq | rq A4e C5e Eb5e D5e C5q | Bb4q D5q C5e Bb4e A4e G4e | F4w';
const BALLAD =
  'G4h. Bb4q | C5h G4h | Ab4q. G4e F4h | D5h. rq | Eb5q D5q Bb4h | C5h. Bb4q | ' +
  'Ab4q C5q D5q F4q | Eb4w';

export const jazzSaxPhrasebook: BookSpec = {
  slug: 'jazz-sax-phrasebook',
  title: 'Jazz Sax Phrasebook',
  subtitle: 'Vocabulary for ii-V-I, blues and ballads',
  author: 'Curtis Bellamy',
  publisher: 'Blue Room Publishing',
  catalogueNumber: 'BB-1009',
  releaseDate: '2022-05-20',
  access: 'code',
  description:
    '<p>Learn jazz the way it was always learned: by ear, one phrase at a time. Written at ' +
    '<em>concert pitch</em> for any saxophone.</p><ul><li>ii-V-I phrases in B flat</li>' +
    '<li>Blues riffs in F</li><li>A bebop scale run</li><li>Ballad phrasing</li></ul>',
  genreIds: ['jazz', 'blues'],
  instrumentIds: ['saxophone'],
  skillLevelIds: ['intermediate'],
  instrument: 'saxophone',
  videoExercises: [],
  exercises: [
    buildExercise({
      title: 'ii-V-I Phrases in B Flat',
      tip: 'Each phrase starts on a chord tone and resolves to the third of the next chord.',
      tempo: 120,
      spelling: 'flats',
      progression: twoFiveOne,
      parts: [
        { name: 'Saxophone', instrument: 'saxophone', learner: true, notes: melody(PHRASES, 8) },
        { name: 'Piano', instrument: 'keys', notes: comp(twoFiveOne, 'charleston') },
        { name: 'Bass', instrument: 'bass', notes: bassLine(twoFiveOne, 'walking') },
      ],
    }),
    buildExercise({
      title: 'Blues Riffs in F',
      tip: 'The minor third slides up to the major third: the sound of the blues.',
      tempo: 126,
      spelling: 'flats',
      progression: bluesInF,
      parts: [
        {
          name: 'Saxophone',
          instrument: 'saxophone',
          learner: true,
          notes: melody(BLUES_RIFFS, 12),
        },
        { name: 'Bass', instrument: 'bass', notes: bassLine(bluesInF, 'walking') },
        { name: 'Drums', instrument: 'drums', notes: groove([JAZZ_RIDE], 12) },
      ],
    }),
    buildExercise({
      title: 'Bebop Scale Run',
      tip: 'Tongue lightly and keep the eighth notes even; the run turns around on the top F.',
      tempo: 110,
      spelling: 'flats',
      progression: bebopChords,
      parts: [
        { name: 'Saxophone', instrument: 'saxophone', learner: true, notes: melody(BEBOP, 8) },
        { name: 'Piano', instrument: 'keys', notes: comp(bebopChords, 'charleston') },
        { name: 'Bass', instrument: 'bass', notes: bassLine(bebopChords, 'walking') },
      ],
    }),
    buildExercise({
      title: 'Ballad Phrasing',
      tip: 'Long notes with a slow vibrato. Breathe at the rests, not in the middle of a phrase.',
      tempo: 72,
      spelling: 'flats',
      progression: balladChords,
      parts: [
        { name: 'Saxophone', instrument: 'saxophone', learner: true, notes: melody(BALLAD, 8) },
        { name: 'Piano', instrument: 'keys', notes: comp(balladChords, 'whole') },
        { name: 'Bass', instrument: 'bass', notes: bassLine(balladChords, 'two-feel') },
      ],
    }),
  ],
};
