// Book: beginner drum kit (free). Rock and pop beats, a crash and a first fill.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { groove } from '../../music/drum-grooves.js';
import { POP_OPEN_HAT, ROCK_CRASH, ROCK_EIGHTHS, ROCK_FILL, ROCK_QUARTERS } from '../grooves.js';

const quarterChords = progression('A | A | D | E | A | A | D E | A');
const eighthChords = progression('E5 | E5 | A5 | B5 | E5 | E5 | A5 | B5');
const fillChords = progression('G | D | Em | C | G | D | C | C');
const popChords = progression('C | G | Am | F | C | G | F | C');

export const drumKitDayOne: BookSpec = {
  slug: 'drum-kit-day-one',
  title: 'Drum Kit Day One',
  subtitle: 'Your first beats, fills and crashes',
  author: 'Rosa Delgado',
  publisher: 'Bandbook Press',
  catalogueNumber: 'BB-1005',
  releaseDate: '2024-01-08',
  access: 'free',
  description:
    '<p>Sit down, count four and play. Every groove in <strong>Drum Kit Day One</strong> comes with a ' +
    'band to play along with.</p><ul><li>Quarter- and eighth-note rock beats</li>' +
    '<li>Crash cymbals and a one-beat fill</li><li>A pop beat with an open hi-hat</li></ul>',
  genreIds: ['rock', 'pop'],
  instrumentIds: ['drums'],
  skillLevelIds: ['beginner'],
  instrument: 'drums',
  videoExercises: [1],
  exercises: [
    buildExercise({
      title: 'Quarter-Note Beat',
      tip: 'Hi-hat on every beat, kick on one and three, snare on two and four.',
      tempo: 90,
      progression: quarterChords,
      parts: [
        { name: 'Drums', instrument: 'drums', learner: true, notes: groove([ROCK_QUARTERS], 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(quarterChords, 'root-fifth') },
        { name: 'Keys', instrument: 'keys', notes: comp(quarterChords, 'halves') },
      ],
    }),
    buildExercise({
      title: 'Eighth-Note Rock Beat',
      tip: 'Double the hi-hat speed; the kick adds a note on the "and" of three.',
      tempo: 100,
      progression: eighthChords,
      parts: [
        { name: 'Drums', instrument: 'drums', learner: true, notes: groove([ROCK_EIGHTHS], 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(eighthChords, 'eighths') },
        { name: 'Guitar', instrument: 'guitar', notes: comp(eighthChords, 'power-eighths', 40) },
      ],
    }),
    buildExercise({
      title: 'Crash and Fill',
      tip: 'Crash with the kick on the first beat of a phrase; fill on the snare in the bar before.',
      tempo: 100,
      progression: fillChords,
      parts: [
        {
          name: 'Drums',
          instrument: 'drums',
          learner: true,
          notes: groove([ROCK_EIGHTHS], 8, {
            0: ROCK_CRASH,
            3: ROCK_FILL,
            4: ROCK_CRASH,
            7: ROCK_FILL,
          }),
        },
        { name: 'Bass', instrument: 'bass', notes: bassLine(fillChords, 'root-fifth') },
        { name: 'Guitar', instrument: 'guitar', notes: comp(fillChords, 'strum', 52) },
      ],
    }),
    buildExercise({
      title: 'Pop Beat with Open Hi-Hat',
      tip: 'Lift the hi-hat foot on the last "and" and close it again on beat one.',
      tempo: 96,
      progression: popChords,
      parts: [
        { name: 'Drums', instrument: 'drums', learner: true, notes: groove([POP_OPEN_HAT], 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(popChords, 'root-fifth') },
        { name: 'Keys', instrument: 'keys', notes: comp(popChords, 'quarters') },
      ],
    }),
  ],
};
