// Book: beginner flute (free). Long notes, a stepwise song, a waltz and a country air.

import type { BookSpec } from '../book-spec.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { melody } from '../../music/melody-parser.js';

const longNoteChords = progression('G | G | Em | Em | C | D | G | G');
const stepChords = progression('D | G | D | A | D | G | A | D');
const waltzChords = progression('F | C7 | C7 | F | F | Bb | C7 | F | F | C7 | C7 | F', 3);
const airChords = progression('G | C | G | D | G | C | D | G');

const LONG_NOTES = 'G4w | A4w | B4w | G4w | C5w | A4w | B4w | G4w';
const STEPS =
  'D5q E5q F#5q D5q | B4q D5q G5h | F#5q E5q D5q F#5q | E5h. rq | D5q E5q F#5q A5q | ' +
  'G5q F#5q E5q D5q | C#5q D5q E5q C#5q | D5w';
const WALTZ =
  'C5q F5q A5q | G5h. | E5q G5q Bb5q | A5h. | C5q F5q A5q | Bb5h. | G5q E5q C5q | F5h. | ' +
  'A5q G5q F5q | E5q F5q G5q | Bb4q C5q E5q | F5h.';
const AIR =
  'B4e C5e D5q D5q B4q | C5q E5q E5h | D5q B4q G4q B4q | A4h. rq | B4e C5e D5q G5q D5q | ' +
  'E5q C5q E5q G5q | F#5q E5q D5q A4q | G4w';

export const firstFluteMelodies: BookSpec = {
  slug: 'first-flute-melodies',
  title: 'First Flute Melodies',
  subtitle: 'Tone, breath and your first tunes',
  author: 'Amelie Fournier',
  publisher: 'Silver Reed Press',
  catalogueNumber: 'BB-1011',
  releaseDate: '2024-05-06',
  access: 'free',
  description:
    '<p>A gentle start on the flute: a beautiful tone first, then melodies that use it.</p>' +
    '<ul><li>Long notes on G, A and B</li><li>A stepwise song in D</li><li>A waltz in F</li>' +
    '<li>A country air</li></ul><p>Each piece has a <em>piano accompaniment</em> track.</p>',
  genreIds: ['classical', 'country'],
  instrumentIds: ['flute'],
  skillLevelIds: ['beginner'],
  instrument: 'flute',
  videoExercises: [],
  exercises: [
    buildExercise({
      title: 'Long Notes on G, A and B',
      tip: 'Four slow beats per note. Aim the air across the hole, not into it.',
      tempo: 80,
      progression: longNoteChords,
      parts: [
        { name: 'Flute', instrument: 'flute', learner: true, notes: melody(LONG_NOTES, 8) },
        { name: 'Piano', instrument: 'keys', notes: comp(longNoteChords, 'halves') },
      ],
    }),
    buildExercise({
      title: 'Stepwise Song in D',
      tip: 'Mostly neighbouring notes: move one finger at a time and keep the air flowing.',
      tempo: 92,
      progression: stepChords,
      parts: [
        { name: 'Flute', instrument: 'flute', learner: true, notes: melody(STEPS, 8) },
        { name: 'Piano', instrument: 'keys', notes: comp(stepChords, 'halves') },
      ],
    }),
    buildExercise({
      title: 'Waltz in F',
      tip: 'One strong beat and two light ones. B flat uses the thumb key.',
      tempo: 108,
      timeSignature: [3, 4],
      spelling: 'flats',
      progression: waltzChords,
      parts: [
        {
          name: 'Flute',
          instrument: 'flute',
          learner: true,
          notes: melody(WALTZ, 12, { beatsPerBar: 3 }),
        },
        { name: 'Piano', instrument: 'keys', notes: comp(waltzChords, 'whole', 53) },
      ],
    }),
    buildExercise({
      title: 'Country Air',
      tip: 'A lilting tune over a strummed guitar: give the first two eighths a little lift.',
      tempo: 100,
      progression: airChords,
      parts: [
        { name: 'Flute', instrument: 'flute', learner: true, notes: melody(AIR, 8) },
        { name: 'Guitar', instrument: 'guitar', notes: comp(airChords, 'strum', 52) },
      ],
    }),
  ],
};
