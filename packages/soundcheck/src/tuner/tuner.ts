// Tuner math: a frequency to the nearest equal-tempered note name, octave and cents, with adjustable A4.
import { DEFAULT_A4_HZ, hzToMidi, midiToHz } from '../music/pitch-math.js';

export const NOTE_NAMES = [
  'C',
  'C#',
  'D',
  'D#',
  'E',
  'F',
  'F#',
  'G',
  'G#',
  'A',
  'A#',
  'B',
] as const;
export type NoteName = (typeof NOTE_NAMES)[number];

export interface TunerReading {
  /** Nearest note, sharps for black keys. */
  name: NoteName;
  /** Scientific pitch notation: A4 = 440 Hz, middle C = C4. */
  octave: number;
  /** Distance from that note, -50 (flat) to +50 (sharp). */
  cents: number;
  /** MIDI number of the nearest note. */
  midi: number;
  /** Exact frequency of the nearest note at this A4. */
  targetHz: number;
}

export function frequencyToNote(hz: number, a4 = DEFAULT_A4_HZ): TunerReading {
  if (!(hz > 0) || !Number.isFinite(hz))
    throw new RangeError(`frequency must be a positive number, got ${hz}`);
  if (!(a4 > 0) || !Number.isFinite(a4))
    throw new RangeError(`A4 must be a positive number, got ${a4}`);
  const exact = hzToMidi(hz, a4);
  const midi = Math.round(exact);
  return {
    name: NOTE_NAMES[((midi % 12) + 12) % 12]!,
    octave: Math.floor(midi / 12) - 1,
    cents: (exact - midi) * 100,
    midi,
    targetHz: midiToHz(midi, a4),
  };
}

/** Frequency of a named note, e.g. ("A", 4) or ("C#", 3). */
export function noteToFrequency(name: NoteName, octave: number, a4 = DEFAULT_A4_HZ): number {
  const index = NOTE_NAMES.indexOf(name);
  if (index < 0) throw new RangeError(`unknown note name ${name}`);
  return midiToHz((octave + 1) * 12 + index, a4);
}
