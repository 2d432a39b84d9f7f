// Book: intermediate blues guitar (trial). A 12-bar boogie, pentatonic licks and a turnaround in A.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { groove } from '../../music/drum-grooves.js';
import { melody, riffOverBars } from '../../music/melody-parser.js';
import { BLUES_STRAIGHT } from '../grooves.js';

const twelveBar = progression('A7 | D7 | A7 | A7 | D7 | D7 | A7 | A7 | E7 | D7 | A7 | E7');
const eightBar = progression('A7 | A7 | D7 | A7 | E7 | D7 | A7 | E7');
const turnaroundChords = progression('A7 | D7 | A7 | E7 | A7 | D7 | A7 E7 | A7');

const BOOGIE = '[A2 E3]e [A2 E3]e [A2 F#3]e [A2 F#3]e [A2 E3]e [A2 E3]e [A2 F#3]e [A2 F#3]e';
// Semitones from A to each bar's root in the 12-bar form.
const TWELVE_BAR_ROOTS = [0, 5, 0, 0, 5, 5, 0, 0, 7, 5, 0, 7];

const PENTATONIC_LICKS = [
  'rq A3e C4e D4e C4e A3q',
  'D4q. C4e A3h',
  'rq E4e G4e A4e G4e E4q',
  'D4e C4e A3h rq',
  'rq D4e E4e G4q E4q',
  'D4h C4q A3q',
  'rq C4e D4e E4e D4e C4q',
  'A3w',
  'rq E4e G4e A4q G4q',
  'E4e D4e C4e D4e E4h',
  'C4e A3e C4e D4e C4q A3q',
  'E3h rh',
].join(' | ');

const CALLS =
  'A4e C5e D5e E5e D5q rq | rw | D5e E5e G5e E5e D5q rq | rw | E5e G5e A5e G5e E5q rq | rw | C5e D5e C5e A4e C5q rq | rw';
const RESPONSES =
  'rw | A3e C4e D4e E4e D4q rq | rw | D4e E4e G4e E4e D4q rq | rw | E4e G4e A4e G4e E4q rq | rw | C4e D4e C4e A3e A3q rq';

const TURNAROUND =
  'A3q C4e D4e E4h | D4e F#4e A4e F#4e D4h | E4e G4e E4e C4e A3h | E4e G#4e B4e G#4e E4h | ' +
  'A4q. G4e E4h | D4q F#4q A4h | A4e G4e F#4e F4e E4q B3q | A3w';

export const bluesGuitarLicks: BookSpec = {
  slug: 'blues-guitar-licks',
  title: 'Blues Guitar Licks',
  subtitle: 'Boogie rhythm and pentatonic phrasing in A',
  author: 'Earl T. Booker',
  publisher: 'Crossroads Music',
  catalogueNumber: 'BB-1002',
  releaseDate: '2023-10-03',
  access: 'trial',
  description:
    '<p>The twelve bars every guitarist should know, played with a real rhythm section.</p>' +
    '<ul><li>The boogie shuffle figure</li><li>Minor-pentatonic licks over the whole form</li>' +
    '<li>Call and response with the piano</li><li>A classic turnaround</li></ul>' +
    '<p>Start a <strong>one-day trial</strong> to hear the first tracks.</p>',
  genreIds: ['blues'],
  instrumentIds: ['guitar'],
  skillLevelIds: ['intermediate'],
  instrument: 'guitar',
  videoExercises: [],
  exercises: [
    buildExercise({
      title: 'Boogie Rhythm in A',
      tip: 'Alternate the fifth and the sixth above each root; keep the fretting hand relaxed.',
      tempo: 88,
      progression: twelveBar,
      parts: [
        {
          name: 'Guitar',
          instrument: 'guitar',
          learner: true,
          notes: riffOverBars(BOOGIE, TWELVE_BAR_ROOTS),
        },
        { name: 'Bass', instrument: 'bass', notes: bassLine(twelveBar, 'root-fifth') },
        { name: 'Drums', instrument: 'drums', notes: groove([BLUES_STRAIGHT], 12) },
      ],
    }),
    buildExercise({
      title: 'Pentatonic Licks over the 12-Bar',
      tip: 'Each lick starts after a rest: breathe on beat one and land on a chord tone.',
      tempo: 88,
      progression: twelveBar,
      parts: [
        {
          name: 'Guitar',
          instrument: 'guitar',
          learner: true,
          notes: melody(PENTATONIC_LICKS, 12),
        },
        { name: 'Keys', instrument: 'keys', notes: comp(twelveBar, 'charleston') },
        { name: 'Bass', instrument: 'bass', notes: bassLine(twelveBar, 'walking') },
      ],
    }),
    buildExercise({
      title: 'Call and Response',
      tip: 'The piano plays a phrase, you answer it an octave lower. Listen, then echo.',
      tempo: 96,
      progression: eightBar,
      parts: [
        { name: 'Guitar', instrument: 'guitar', learner: true, notes: melody(RESPONSES, 8) },
        { name: 'Keys', instrument: 'keys', notes: melody(CALLS, 8, { velocity: 80 }) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(eightBar, 'root-fifth') },
      ],
    }),
    buildExercise({
      title: 'The Turnaround',
      tip: 'Bar seven walks down chromatically from A to E: let each note ring into the next.',
      tempo: 84,
      progression: turnaroundChords,
      parts: [
        { name: 'Guitar', instrument: 'guitar', learner: true, notes: melody(TURNAROUND, 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(turnaroundChords, 'two-feel') },
        { name: 'Drums', instrument: 'drums', notes: groove([BLUES_STRAIGHT], 8) },
      ],
    }),
  ],
};
