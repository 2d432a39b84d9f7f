// Book: beginner rock guitar (free). Power chords, strumming and two single-note riffs in E.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { groove } from '../../music/drum-grooves.js';
import { melody } from '../../music/melody-parser.js';
import { ROCK_CRASH, ROCK_EIGHTHS, ROCK_FILL, ROCK_QUARTERS } from '../grooves.js';

const powerChords = progression('E5 | E5 | A5 | A5 | D5 | D5 | E5 | E5');
const openChords = progression('G | G | C | C | D | D | G | G');
const riffChords = progression('E5 | E5 | A5 | E5 | E5 | E5 | A5 | E5');
const gallopChords = progression('E5 | E5 | C5 | D5 | E5 | E5 | C5 D5 | E5');

const E_RIFF = 'E2e E2e G2e E2e A2e G2e E2q';
const A_RIFF = 'A2e A2e C3e A2e D3e C3e A2q';
const riff = [
  E_RIFF,
  E_RIFF,
  A_RIFF,
  E_RIFF,
  E_RIFF,
  E_RIFF,
  A_RIFF,
  'E2e E2e G2e E2e A2e B2e E2q',
];

/** Eighth + two sixteenths on every beat, on each chord's root: the "gallop". */
function gallop(roots: string[]): string {
  return roots.map((root) => `${root}e ${root}s ${root}s `.repeat(4).trim()).join(' | ');
}

export const rockGuitarFoundations: BookSpec = {
  slug: 'rock-guitar-foundations',
  title: 'Rock Guitar Foundations',
  subtitle: 'Power chords, riffs and rhythm for your first year',
  author: 'Dana Whitlock',
  publisher: 'Bandbook Press',
  catalogueNumber: 'BB-1001',
  releaseDate: '2024-02-12',
  access: 'free',
  description:
    '<p>Plug in and play along with a real band from the first page. <strong>Rock Guitar Foundations</strong> ' +
    'builds the right-hand control every rock player needs.</p>' +
    '<ul><li>Power chords in steady eighths</li><li>Open-chord strumming</li>' +
    '<li>Your first single-note riffs</li></ul><p>Every exercise comes with <em>tab</em>, a demo track ' +
    'and a play-along track without the guitar.</p>',
  genreIds: ['rock'],
  instrumentIds: ['guitar'],
  skillLevelIds: ['beginner'],
  instrument: 'guitar',
  videoExercises: [0],
  exercises: [
    buildExercise({
      title: 'Power Chord Eighths',
      tip: 'Keep the pick moving down on every eighth note and let the drums carry you.',
      tempo: 100,
      progression: powerChords,
      parts: [
        {
          name: 'Guitar',
          instrument: 'guitar',
          learner: true,
          notes: comp(powerChords, 'power-eighths', 40),
        },
        { name: 'Bass', instrument: 'bass', notes: bassLine(powerChords, 'eighths') },
        {
          name: 'Drums',
          instrument: 'drums',
          notes: groove([ROCK_EIGHTHS], 8, { 0: ROCK_CRASH, 7: ROCK_FILL }),
        },
      ],
    }),
    buildExercise({
      title: 'Open Chord Strumming',
      tip: 'Down on the beat, up on the "and". Change chords on beat one without stopping your hand.',
      tempo: 92,
      progression: openChords,
      parts: [
        {
          name: 'Guitar',
          instrument: 'guitar',
          learner: true,
          notes: comp(openChords, 'strum', 52),
        },
        { name: 'Bass', instrument: 'bass', notes: bassLine(openChords, 'root-fifth') },
        { name: 'Drums', instrument: 'drums', notes: groove([ROCK_QUARTERS], 8) },
      ],
    }),
    buildExercise({
      title: 'The First Riff',
      tip: 'A minor-pentatonic riff on the two lowest strings. Mute the strings you are not playing.',
      tempo: 104,
      progression: riffChords,
      parts: [
        { name: 'Guitar', instrument: 'guitar', learner: true, notes: melody(riff.join(' | '), 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(riffChords, 'whole') },
        { name: 'Drums', instrument: 'drums', notes: groove([ROCK_EIGHTHS], 8, { 7: ROCK_FILL }) },
      ],
    }),
    buildExercise({
      title: 'Palm-Muted Gallop',
      tip: 'Rest the edge of your picking hand on the strings near the bridge for a tight, chunky sound.',
      tempo: 96,
      progression: gallopChords,
      parts: [
        {
          name: 'Guitar',
          instrument: 'guitar',
          learner: true,
          notes: melody(
            gallop(['E2', 'E2', 'C3', 'D3', 'E2', 'E2']) +
              ' | C3e C3s C3s C3e C3s C3s D3e D3s D3s D3e D3s D3s | E2w',
            8,
          ),
        },
        { name: 'Bass', instrument: 'bass', notes: bassLine(gallopChords, 'eighths') },
        { name: 'Drums', instrument: 'drums', notes: groove([ROCK_EIGHTHS], 8, { 0: ROCK_CRASH }) },
      ],
    }),
  ],
};
