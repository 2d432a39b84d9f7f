// Book: beginner funk bass (code only). Sixteenth-note grooves, octaves and syncopation in E.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { groove } from '../../music/drum-grooves.js';
import { melody, riffOverBars } from '../../music/melody-parser.js';
import { FUNK_OPEN, FUNK_SIXTEENTHS } from '../grooves.js';

const oneChord = progression('E9 | E9 | E9 | E9 | A9 | A9 | E9 | E9');
const vamp = progression('Em7 | A7 | Em7 | A7 | Em7 | A7 | Em7 | A7');
const octaveChords = progression('Em7 | Em7 | A7 | A7 | Em7 | Em7 | B7 A7 | Em7');
const syncopationChords = progression('E7 | E7 | A7 | E7 | B7 | A7 | E7 | E7');

const OCTAVES =
  'E1e E2e E1e E2e G1e G2e A1e A2e | E1e E2e E1e E2e G1e G2e A1e A2e | ' +
  'A1e A2e A1e A2e C2e C3e D2e D3e | A1e A2e A1e A2e C2e C3e D2e D3e | ' +
  'E1e E2e E1e E2e G1e G2e A1e A2e | E1e E2e E1e E2e G1e G2e A1e A2e | ' +
  'B1e B2e B1e B2e A1e A2e A1e A2e | E1q E2q E1h';

const SYNCOPATED = 'E1e. E1s rs E2s rs E1s G1e. A1s rs A2s G1e';

export const funkBassGrooves: BookSpec = {
  slug: 'funk-bass-grooves',
  title: 'Funk Bass Grooves',
  subtitle: 'Lock in with the kick drum, one sixteenth at a time',
  author: 'Lena Okafor',
  publisher: 'Deep Pocket Editions',
  catalogueNumber: 'BB-1003',
  releaseDate: '2024-04-22',
  access: 'code',
  description:
    '<p>Funk lives between the notes. These grooves teach you where to play <em>and where not to</em>.</p>' +
    '<ul><li>One-chord grooves in E</li><li>Octave pops</li><li>Sixteenth-note syncopation</li></ul>' +
    '<p>Every groove comes with a demonstration track and a play-along track without the bass.</p>',
  genreIds: ['funk'],
  instrumentIds: ['bass'],
  skillLevelIds: ['beginner'],
  instrument: 'bass',
  videoExercises: [],
  exercises: [
    buildExercise({
      title: 'One-Chord Funk in E',
      tip: 'The first note of each bar sits exactly with the kick drum; the rest answers the snare.',
      tempo: 96,
      progression: oneChord,
      parts: [
        { name: 'Bass', instrument: 'bass', learner: true, notes: bassLine(oneChord, 'funk') },
        { name: 'Keys', instrument: 'keys', notes: comp(oneChord, 'offbeats') },
        { name: 'Drums', instrument: 'drums', notes: groove([FUNK_SIXTEENTHS], 8) },
      ],
    }),
    buildExercise({
      title: 'Two-Chord Vamp',
      tip: 'Same figure, new root every bar. Slide into the A with your first finger.',
      tempo: 100,
      progression: vamp,
      parts: [
        { name: 'Bass', instrument: 'bass', learner: true, notes: bassLine(vamp, 'funk') },
        { name: 'Keys', instrument: 'keys', notes: comp(vamp, 'offbeats') },
        { name: 'Drums', instrument: 'drums', notes: groove([FUNK_OPEN], 8) },
      ],
    }),
    buildExercise({
      title: 'Octave Pops',
      tip: 'Thumb on the low note, pop the octave with your first finger. Keep both notes short.',
      tempo: 92,
      progression: octaveChords,
      parts: [
        { name: 'Bass', instrument: 'bass', learner: true, notes: melody(OCTAVES, 8) },
        { name: 'Keys', instrument: 'keys', notes: comp(octaveChords, 'halves') },
        { name: 'Drums', instrument: 'drums', notes: groove([FUNK_SIXTEENTHS], 8) },
      ],
    }),
    buildExercise({
      title: 'Sixteenth-Note Syncopation',
      tip: 'Count "1 e and a" out loud first. The rests are as important as the notes.',
      tempo: 88,
      progression: syncopationChords,
      parts: [
        {
          name: 'Bass',
          instrument: 'bass',
          learner: true,
          notes: riffOverBars(SYNCOPATED, [0, 0, 5, 0, 7, 5, 0, 0]),
        },
        { name: 'Keys', instrument: 'keys', notes: comp(syncopationChords, 'offbeats') },
        { name: 'Drums', instrument: 'drums', notes: groove([FUNK_OPEN], 8) },
      ],
    }),
  ],
};
