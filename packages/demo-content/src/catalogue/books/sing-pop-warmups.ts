// Book: beginner singing (free). Warm-ups on vowels and a simple pop phrase, with piano.

import type { BookSpec } from '../book-spec.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { melody } from '../../music/melody-parser.js';
import type { Note } from '../../music/note-data.js';

const scaleChords = progression('C | C | D | D | E | E | G | G');
const sirenChords = progression('C | G | Am | F | C | G | F | C');
const phraseChords = progression('C | G | Am | F | C | G | F | C');
const sustainChords = progression('F | Dm | Bb | C | F | Dm | Bb C | F');

const SIRENS =
  'C4q E4q G4q E4q | D4q G4q B4q G4q | C4q E4q A4q E4q | C4q F4q A4q F4q | C4q E4q G4q C5q | ' +
  'B4q G4q D4q G4q | A4q F4q C4q A4q | C4w';
const PHRASE =
  'E4q G4q G4q. A4e | G4h D4h | E4q G4q A4q C5q | A4h. rq | E4q G4q G4q. A4e | B4h D5h | ' +
  'C5q A4q F4q A4q | E4w';
const SUSTAIN = 'A4w | F4w | D4w | E4w | F4h A4h | D5h A4h | Bb4h C5h | A4w';

/** Up and down five notes, then a held root: two bars, moved up to D, E and G. */
function fiveNoteScales(): Note[] {
  return [0, 2, 4, 7].flatMap((transpose, i) =>
    melody('C4e D4e E4e F4e G4e F4e E4e D4e | C4w', 2, { start: i * 8, transpose }),
  );
}

export const singPopWarmups: BookSpec = {
  slug: 'sing-pop-warmups',
  title: 'Sing! Pop Vocal Warm-ups',
  subtitle: 'Five-minute routines for a healthy, confident voice',
  author: 'Priya Raman',
  publisher: 'Open Voice Books',
  catalogueNumber: 'BB-1013',
  releaseDate: '2024-06-03',
  access: 'free',
  description:
    '<p>Warm up like the pros before you sing. Each routine is short, gentle and played with a ' +
    'piano.</p><ul><li>Five-note scales on <em>ah</em></li><li>Arpeggio sirens on <em>oo</em></li>' +
    '<li>A simple pop phrase</li><li>Sustained notes and breathing</li></ul>',
  genreIds: ['pop'],
  instrumentIds: ['voice'],
  skillLevelIds: ['beginner'],
  instrument: 'voice',
  videoExercises: [0],
  exercises: [
    buildExercise({
      title: "Five-Note Scale on 'Ah'",
      tip: 'Open, relaxed jaw. Each scale starts one step higher than the last.',
      tempo: 96,
      progression: scaleChords,
      parts: [
        { name: 'Voice', instrument: 'voice', learner: true, vowel: 'ah', notes: fiveNoteScales() },
        { name: 'Piano', instrument: 'keys', notes: comp(scaleChords, 'halves') },
      ],
    }),
    buildExercise({
      title: "Arpeggio Sirens on 'Oo'",
      tip: 'Glide through the chord notes on a rounded "oo"; stay light at the top.',
      tempo: 84,
      progression: sirenChords,
      parts: [
        {
          name: 'Voice',
          instrument: 'voice',
          learner: true,
          vowel: 'oo',
          notes: melody(SIRENS, 8),
        },
        { name: 'Piano', instrument: 'keys', notes: comp(sirenChords, 'whole') },
      ],
    }),
    buildExercise({
      title: 'A Simple Pop Phrase',
      tip: 'Sing the phrase on "ah", then try your own words to the same rhythm.',
      tempo: 100,
      progression: phraseChords,
      parts: [
        {
          name: 'Voice',
          instrument: 'voice',
          learner: true,
          vowel: 'ah',
          notes: melody(PHRASE, 8),
        },
        { name: 'Piano', instrument: 'keys', notes: comp(phraseChords, 'quarters') },
      ],
    }),
    buildExercise({
      title: 'Sustain and Breathe',
      tip: 'Breathe low before each note and keep it steady for all four beats.',
      tempo: 72,
      spelling: 'flats',
      progression: sustainChords,
      parts: [
        {
          name: 'Voice',
          instrument: 'voice',
          learner: true,
          vowel: 'oo',
          notes: melody(SUSTAIN, 8),
        },
        { name: 'Piano', instrument: 'keys', notes: comp(sustainChords, 'whole') },
      ],
    }),
  ],
};
