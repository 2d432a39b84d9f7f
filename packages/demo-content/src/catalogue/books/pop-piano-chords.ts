// Book: beginner pop keys (trial). Four-chord songs with whole notes, pulses, broken chords, offbeats,
// voiced from middle C up so the right hand reads on the staff.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { groove } from '../../music/drum-grooves.js';
import { POP_OPEN_HAT, POP_STRAIGHT } from '../grooves.js';

const fourChords = progression('C | G | Am | F | C | G | Am | F');
const pulseChords = progression('Am | F | C | G | Am | F | C | G');
const brokenChords = progression('C | Am | F | G | C | Am | F G | C');
const offbeatChords = progression('F | C | G | Am | F | C | G | G');

export const popPianoChords: BookSpec = {
  slug: 'pop-piano-chords',
  title: 'Pop Piano Chords',
  subtitle: 'Play the songs you hear on the radio with four chords',
  author: 'Hannah Lindqvist',
  publisher: 'Keyline Music',
  catalogueNumber: 'BB-1007',
  releaseDate: '2024-03-18',
  access: 'trial',
  description:
    '<p>Most pop songs use the same handful of chords. Learn them once, then play them in four ' +
    'different rhythms.</p><ul><li>C, G, Am and F in close position</li><li>Steady quarter notes</li>' +
    '<li>Broken chords</li><li>Offbeat stabs</li></ul><p>Try it free for <strong>one day</strong>.</p>',
  genreIds: ['pop'],
  instrumentIds: ['keys'],
  skillLevelIds: ['beginner'],
  instrument: 'keys',
  videoExercises: [0],
  exercises: [
    buildExercise({
      title: 'Four Chords in C',
      tip: 'Hold each chord for the whole bar. Move to the nearest notes of the next chord.',
      tempo: 84,
      progression: fourChords,
      parts: [
        { name: 'Keys', instrument: 'keys', learner: true, notes: comp(fourChords, 'whole', 60) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(fourChords, 'whole') },
        { name: 'Drums', instrument: 'drums', notes: groove([POP_STRAIGHT], 8) },
      ],
    }),
    buildExercise({
      title: 'Quarter-Note Pulse',
      tip: 'Play the chord on every beat, a little louder on one and three.',
      tempo: 96,
      progression: pulseChords,
      parts: [
        {
          name: 'Keys',
          instrument: 'keys',
          learner: true,
          notes: comp(pulseChords, 'quarters', 60),
        },
        { name: 'Bass', instrument: 'bass', notes: bassLine(pulseChords, 'root-fifth') },
        { name: 'Drums', instrument: 'drums', notes: groove([POP_STRAIGHT], 8) },
      ],
    }),
    buildExercise({
      title: 'Broken Chords',
      tip: 'Play the chord one note at a time, up and back down, in even eighth notes.',
      tempo: 88,
      progression: brokenChords,
      parts: [
        {
          name: 'Keys',
          instrument: 'keys',
          learner: true,
          notes: comp(brokenChords, 'arpeggio', 60),
        },
        { name: 'Bass', instrument: 'bass', notes: bassLine(brokenChords, 'whole') },
        { name: 'Drums', instrument: 'drums', notes: groove([POP_STRAIGHT], 8) },
      ],
    }),
    buildExercise({
      title: 'Offbeat Stabs',
      tip: 'Short chords on every "and": lift your hand as soon as the chord sounds.',
      tempo: 100,
      progression: offbeatChords,
      parts: [
        {
          name: 'Keys',
          instrument: 'keys',
          learner: true,
          notes: comp(offbeatChords, 'offbeats', 60),
        },
        { name: 'Bass', instrument: 'bass', notes: bassLine(offbeatChords, 'root-fifth') },
        { name: 'Drums', instrument: 'drums', notes: groove([POP_OPEN_HAT], 8) },
      ],
    }),
  ],
};
