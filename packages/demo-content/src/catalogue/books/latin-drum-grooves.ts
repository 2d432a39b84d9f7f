// Book: advanced Latin drumming (code only). Bossa nova, songo, son clave with congas, cha-cha.

import type { BookSpec } from '../book-spec.js';
import { bassLine } from '../../music/bass-lines.js';
import { buildExercise, progression } from '../../music/build-exercise.js';
import { comp } from '../../music/comping.js';
import { groove } from '../../music/drum-grooves.js';
import { BOSSA, CHA_CHA, SON_CLAVE_CONGAS, SONGO } from '../grooves.js';

const bossaChords = progression('Cmaj7 | Cmaj7 | D7 | D7 | Dm7 | G7 | Cmaj7 | Cmaj7');
const songoChords = progression('Am | Am | Dm | E7 | Am | Am | Dm E7 | Am');
const claveChords = progression('C | G7 | G7 | C | C | G7 | G7 | C');
const chaChaChords = progression('Cm | Fm | G7 | Cm | Cm | Fm | G7 | Cm');

export const latinDrumGrooves: BookSpec = {
  slug: 'latin-drum-grooves',
  title: 'Latin Drum Grooves',
  subtitle: 'Bossa, songo, clave and cha-cha on the drum kit',
  author: 'Ignacio Ferrer',
  publisher: 'Clave Studio Books',
  catalogueNumber: 'BB-1006',
  releaseDate: '2022-11-30',
  access: 'code',
  description:
    '<p>Four grooves from Brazil and Cuba, adapted to the drum kit and played with bass and piano.</p>' +
    '<ul><li>Bossa nova with cross-stick</li><li>Songo cowbell patterns</li>' +
    '<li>Son clave 3-2 against congas</li><li>Cha-cha-chá</li></ul>' +
    '<p><em>Advanced:</em> you should be comfortable with sixteenth notes.</p>',
  genreIds: ['latin'],
  instrumentIds: ['drums'],
  skillLevelIds: ['advanced'],
  instrument: 'drums',
  videoExercises: [],
  exercises: [
    buildExercise({
      title: 'Bossa Nova',
      tip: 'The kick plays a steady "boom-ba" while the cross-stick outlines the bossa clave.',
      tempo: 120,
      progression: bossaChords,
      parts: [
        { name: 'Drums', instrument: 'drums', learner: true, notes: groove([BOSSA], 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(bossaChords, 'two-feel') },
        { name: 'Piano', instrument: 'keys', notes: comp(bossaChords, 'charleston') },
      ],
    }),
    buildExercise({
      title: 'Songo',
      tip: 'The cowbell is your time-keeper; snare and kick answer each other off the beat.',
      tempo: 104,
      progression: songoChords,
      parts: [
        { name: 'Drums', instrument: 'drums', learner: true, notes: groove([SONGO], 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(songoChords, 'tumbao') },
        { name: 'Piano', instrument: 'keys', notes: comp(songoChords, 'montuno') },
      ],
    }),
    buildExercise({
      title: 'Son Clave 3-2 with Congas',
      tip: 'Three clave notes in the first bar, two in the second; the open conga tones answer them.',
      tempo: 96,
      progression: claveChords,
      parts: [
        { name: 'Drums', instrument: 'drums', learner: true, notes: groove([SON_CLAVE_CONGAS], 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(claveChords, 'tumbao') },
        { name: 'Piano', instrument: 'keys', notes: comp(claveChords, 'montuno') },
      ],
    }),
    buildExercise({
      title: 'Cha-Cha-Chá',
      tip: 'Count "two, three, cha-cha-chá": the snare plays the famous three-note figure.',
      tempo: 112,
      spelling: 'flats',
      progression: chaChaChords,
      parts: [
        { name: 'Drums', instrument: 'drums', learner: true, notes: groove([CHA_CHA], 8) },
        { name: 'Bass', instrument: 'bass', notes: bassLine(chaChaChords, 'root-fifth') },
        { name: 'Piano', instrument: 'keys', notes: comp(chaChaChords, 'quarters') },
      ],
    }),
  ],
};
