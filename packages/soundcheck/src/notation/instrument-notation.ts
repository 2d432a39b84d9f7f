// How a part is written, from its instrument: the clef, the octave a guitar or bass is written above
// its sound, the open strings of a tablature staff, and drums on a percussion staff.

export interface PartNotation {
  clef: 'treble' | 'bass' | 'percussion';
  /** -1: the clef of a part that sounds an octave below where it is written (guitar, bass). */
  clefOctave: 0 | -1;
  /** MIDI numbers of the open strings, lowest first: the part gets a tablature staff too. */
  tabTuning?: number[];
}

const GUITAR_TUNING = [40, 45, 50, 55, 59, 64];
const BASS_TUNING = [28, 33, 38, 43];

/** By the exercise part's instrument name (`guitar`, `Electric Bass`, ...) and its non_pitched flag. */
export function partNotation(
  instrument: string,
  nonPitched: boolean,
  pitches: readonly number[] = [],
): PartNotation {
  const name = instrument.toLowerCase();
  if (nonPitched || /drum|percussion/.test(name)) return { clef: 'percussion', clefOctave: 0 };
  if (/bass/.test(name) && !/clarinet|trombone|voice|vocal/.test(name)) {
    return { clef: 'bass', clefOctave: -1, tabTuning: BASS_TUNING };
  }
  if (/guitar/.test(name)) return { clef: 'treble', clefOctave: -1, tabTuning: GUITAR_TUNING };
  const mean = pitches.length ? pitches.reduce((sum, p) => sum + p, 0) / pitches.length : 60;
  return { clef: mean < 55 ? 'bass' : 'treble', clefOctave: 0 };
}

/**
 * Strings and frets for the pitches of one chord, high to low: each pitch on the highest free string
 * where it lies within the first `maxFret` frets. A pitch no string can play gets none.
 */
export function fretsFor(
  pitches: readonly number[],
  tuning: readonly number[],
  maxFret = 15,
): ({ string: number; fret: number } | null)[] {
  const used = new Set<number>();
  const sorted = pitches
    .map((pitch, index) => ({ pitch, index }))
    .sort((a, b) => b.pitch - a.pitch);
  const result: ({ string: number; fret: number } | null)[] = pitches.map(() => null);
  for (const { pitch, index } of sorted) {
    // MusicXML numbers strings from the highest: string 1 is the last of the tuning.
    for (let s = tuning.length - 1; s >= 0; s -= 1) {
      const fret = pitch - tuning[s]!;
      if (used.has(s) || fret < 0 || fret > maxFret) continue;
      used.add(s);
      result[index] = { string: tuning.length - s, fret };
      break;
    }
  }
  return result;
}

const SHARPS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const FLATS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'];

/** A MIDI number as MusicXML's step, alter and octave (C4 = 60). */
export function spellPitch(midi: number, spelling: 'sharps' | 'flats' = 'sharps') {
  const name = (spelling === 'flats' ? FLATS : SHARPS)[((midi % 12) + 12) % 12]!;
  const alter = name.length > 1 ? (name[1] === '#' ? 1 : -1) : 0;
  return { step: name[0]!, alter, octave: Math.floor(midi / 12) - 1 };
}

/** Where a General MIDI drum is drawn on the percussion staff, and its notehead. */
export function drumPosition(key: number): { step: string; octave: number; notehead?: 'x' } {
  if (key === 35 || key === 36) return { step: 'F', octave: 4 }; // bass drum
  if (key === 38 || key === 40 || key === 37) return { step: 'C', octave: 5 }; // snare
  if (key === 42 || key === 44 || key === 46) return { step: 'G', octave: 5, notehead: 'x' }; // hi-hat
  if (key === 49 || key === 57) return { step: 'A', octave: 5, notehead: 'x' }; // crash
  if (key === 51 || key === 59 || key === 53) return { step: 'F', octave: 5, notehead: 'x' }; // ride
  if (key === 41 || key === 43) return { step: 'A', octave: 4 }; // floor tom
  if (key === 45 || key === 47) return { step: 'D', octave: 5 }; // mid tom
  if (key === 48 || key === 50) return { step: 'E', octave: 5 }; // high tom
  return { step: 'B', octave: 4, notehead: 'x' }; // other percussion
}
