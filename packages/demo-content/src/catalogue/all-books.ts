// Every demo book, in the order the catalogue lists them.

import type { BookSpec } from './book-spec.js';
import { bluesGuitarLicks } from './books/blues-guitar-licks.js';
import { classicalKeysMiniatures } from './books/classical-keys-miniatures.js';
import { countryFiddleTunes } from './books/country-fiddle-tunes.js';
import { drumKitDayOne } from './books/drum-kit-day-one.js';
import { firstFluteMelodies } from './books/first-flute-melodies.js';
import { funkBassGrooves } from './books/funk-bass-grooves.js';
import { funkTrumpetSection } from './books/funk-trumpet-section.js';
import { jazzSaxPhrasebook } from './books/jazz-sax-phrasebook.js';
import { latinDrumGrooves } from './books/latin-drum-grooves.js';
import { popPianoChords } from './books/pop-piano-chords.js';
import { rockGuitarFoundations } from './books/rock-guitar-foundations.js';
import { singPopWarmups } from './books/sing-pop-warmups.js';
import { walkingJazzBass } from './books/walking-jazz-bass.js';

export const ALL_BOOKS: BookSpec[] = [
  rockGuitarFoundations,
  bluesGuitarLicks,
  funkBassGrooves,
  walkingJazzBass,
  drumKitDayOne,
  latinDrumGrooves,
  popPianoChords,
  classicalKeysMiniatures,
  jazzSaxPhrasebook,
  funkTrumpetSection,
  firstFluteMelodies,
  countryFiddleTunes,
  singPopWarmups,
];
