// Book: intermediate classical keyboard (code only). Four short original pieces; the learner plays
// the right hand while the left hand is the accompaniment track.

import type { BookSpec } from '../book-spec.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { melody } from '../../music/melody-parser.js';

const minuetChords = progression('G | C | G | D | G | C | D | G', 3);
const choraleChords = progression('C | F C | G | C | Am | Dm G | C G | C');
const studyChords = progression('Am | Dm | E7 | Am | F | Dm | E7 | Am');
const songChords = progression('C | G | Am | Em | F | C | F | G');

const MINUET =
  'D5q G4e A4e B4e C5e | E5q C5e D5e E5q | D5q B4q G4q | A4q. B4e A4q | ' +
  'B4q G4e A4e B4e D5e | C5q E5q C5q | B4e A4e G4e F#4e A4q | G4h.';
const CHORALE = 'E5h G5h | A5q F5q G5h | D5h B4h | C5w | C5h E5h | F5q D5q B4h | C5q E5q D5h | C5w';
const SONG =
  'E5q D5q C5q D5q | B4q C5q D5q B4q | C5q E5q A5q G5q | G5q E5q B4h | ' +
  'A4q C5q F5q E5q | E5q D5q C5h | A4q F5q E5q D5q | D5w';

export const classicalKeysMiniatures: BookSpec = {
  slug: 'classical-keys-miniatures',
  title: 'Classical Keys Miniatures',
  subtitle: 'Four short pieces for the right hand, with left-hand accompaniment',
  author: 'Clara Weidmann',
  publisher: 'Allegro Editions',
  catalogueNumber: 'BB-1008',
  releaseDate: '2021-09-01',
  access: 'code',
  description:
    '<p>Short original pieces in classical style: a minuet, a chorale, a study and a song without ' +
    'words.</p><ul><li>Phrasing and legato</li><li>Broken-chord technique</li>' +
    '<li>Playing with a left-hand accompaniment track</li></ul>',
  genreIds: ['classical'],
  instrumentIds: ['keys'],
  skillLevelIds: ['intermediate'],
  instrument: 'keys',
  videoExercises: [],
  exercises: [
    buildExercise({
      title: 'Minuet in G',
      tip: 'A courtly dance in three: lean on the first beat of each bar and keep the eighths even.',
      tempo: 96,
      timeSignature: [3, 4],
      progression: minuetChords,
      parts: [
        {
          name: 'Right Hand',
          instrument: 'keys',
          learner: true,
          notes: melody(MINUET, 8, { beatsPerBar: 3 }),
        },
        {
          name: 'Left Hand',
          instrument: 'keys',
          notes: comp(minuetChords, 'whole', 48),
          gain: 0.7,
        },
      ],
    }),
    buildExercise({
      title: 'Chorale in C',
      tip: 'Sing each phrase in your head first; join the notes without gaps.',
      tempo: 76,
      progression: choraleChords,
      parts: [
        { name: 'Right Hand', instrument: 'keys', learner: true, notes: melody(CHORALE, 8) },
        {
          name: 'Left Hand',
          instrument: 'keys',
          notes: comp(choraleChords, 'halves', 48),
          gain: 0.7,
        },
      ],
    }),
    buildExercise({
      title: 'Study in A Minor',
      tip: 'Broken chords under the hand: keep the wrist loose and let the thumb pass under.',
      tempo: 92,
      progression: studyChords,
      parts: [
        {
          name: 'Right Hand',
          instrument: 'keys',
          learner: true,
          notes: comp(studyChords, 'arpeggio', 57),
        },
        { name: 'Left Hand', instrument: 'keys', notes: comp(studyChords, 'whole', 45), gain: 0.7 },
      ],
    }),
    buildExercise({
      title: 'Song Without Words',
      tip: 'A singing melody in quarter notes. Shape each two-bar phrase towards its highest note.',
      tempo: 88,
      progression: songChords,
      parts: [
        { name: 'Right Hand', instrument: 'keys', learner: true, notes: melody(SONG, 8) },
        { name: 'Left Hand', instrument: 'keys', notes: comp(songChords, 'halves', 48), gain: 0.7 },
      ],
    }),
  ],
};
