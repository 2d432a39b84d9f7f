// Book: intermediate country fiddle (code only). Shuffles, a waltz, double stops and a hoedown.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { groove } from '../../music/drum-grooves.js';
import { melody } from '../../music/melody-parser.js';
import { COUNTRY_TRAIN } from '../grooves.js';

const shuffleChords = progression('D | D | G | D | D | D | A | D');
const waltzChords = progression('G | G | C | G | G | D | D | G | G | C | D | G', 3);
const droneChords = progression('A | A | D | A | A | E | E7 | A');
const hoedownChords = progression('G | G | C | G | G | D | D | G');

const SHUFFLE =
  'D5e A4e D5e A4e F#5q D5q | A4e D5e F#5e A5e F#5h | G5e D5e B4e D5e G5q B4q | A4e F#4e D4e F#4e A4h | ' +
  'D5e A4e D5e A4e F#5q D5q | A4e D5e F#5e A5e B5q A5q | G5e E5e C#5e E5e A4q C#5q | D5w';
const WALTZ =
  'B4h D5q | G5h. | E5q G5q E5q | D5h. | B4q D5q G5q | A5h F#5q | D5q E5q F#5q | G5h. | ' +
  'D5q B4q G4q | C5q E5q G5q | F#5q E5q D5q | G4h.';
const DOUBLE_STOPS =
  '[A4 E5]h [A4 C#5]h | [E4 A4]q [E4 C#5]q [E4 A4]h | [D5 F#5]h [D5 A5]h | [C#5 E5]w | ' +
  '[A4 E5]q [A4 C#5]q [A4 E5]q [A4 A5]q | [G#4 B4]h [B4 E5]h | [B4 D5]h [G#4 E5]h | [A4 E5]w';
const HOEDOWN =
  'G4e A4e B4e C5e D5e E5e D5e B4e | G5e F#5e G5e D5e B4q G4q | C5e D5e E5e F#5e G5e E5e C5q | ' +
  'B4e A4e G4e A4e B4q D5q | G4e A4e B4e C5e D5e E5e D5e B4e | A4e B4e C5e D5e E5e F#5e A5q | ' +
  'F#5e E5e D5e C5e A4q F#4q | G4w';

export const countryFiddleTunes: BookSpec = {
  slug: 'country-fiddle-tunes',
  title: 'Country Fiddle Tunes',
  subtitle: 'Shuffles, waltzes and hoedowns for violin',
  author: 'Wade Callahan',
  publisher: 'Front Porch Music',
  catalogueNumber: 'BB-1012',
  releaseDate: '2022-08-25',
  access: 'code',
  description:
    '<p>Take your violin to the barn dance. Four tunes in the keys fiddlers love, with guitar and ' +
    'bass backing.</p><ul><li>An open-string shuffle in D</li><li>A country waltz</li>' +
    '<li>Double stops in A</li><li>A hoedown run in G</li></ul>',
  genreIds: ['country'],
  instrumentIds: ['violin'],
  skillLevelIds: ['intermediate'],
  instrument: 'violin',
  videoExercises: [],
  exercises: [
    buildExercise({
      title: 'Open-String Shuffle',
      tip: 'Bounce between the A string and the D string; keep the bow in the middle.',
      tempo: 100,
      progression: shuffleChords,
      parts: [
        { name: 'Violin', instrument: 'violin', learner: true, notes: melody(SHUFFLE, 8) },
        { name: 'Guitar', instrument: 'guitar', notes: comp(shuffleChords, 'strum', 52) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(shuffleChords, 'two-feel') },
      ],
    }),
    buildExercise({
      title: 'Country Waltz',
      tip: 'A long bow on the dotted half notes; save bow on the quarter notes.',
      tempo: 104,
      timeSignature: [3, 4],
      progression: waltzChords,
      parts: [
        {
          name: 'Violin',
          instrument: 'violin',
          learner: true,
          notes: melody(WALTZ, 12, { beatsPerBar: 3 }),
        },
        { name: 'Guitar', instrument: 'guitar', notes: comp(waltzChords, 'strum', 52) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(waltzChords, 'whole') },
      ],
    }),
    buildExercise({
      title: 'Double-Stop Drone',
      tip: 'Two strings at once: balance the bow weight so both notes sound equally.',
      tempo: 92,
      progression: droneChords,
      parts: [
        { name: 'Violin', instrument: 'violin', learner: true, notes: melody(DOUBLE_STOPS, 8) },
        { name: 'Guitar', instrument: 'guitar', notes: comp(droneChords, 'strum', 52) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(droneChords, 'two-feel') },
      ],
    }),
    buildExercise({
      title: 'Hoedown Run',
      tip: 'Short, even eighth notes with separate bows. Start slowly and build up speed.',
      tempo: 112,
      progression: hoedownChords,
      parts: [
        { name: 'Violin', instrument: 'violin', learner: true, notes: melody(HOEDOWN, 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(hoedownChords, 'two-feel') },
        { name: 'Drums', instrument: 'drums', notes: groove([COUNTRY_TRAIN], 8) },
      ],
    }),
  ],
};
