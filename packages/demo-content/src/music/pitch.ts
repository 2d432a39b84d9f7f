// Pitch helpers shared by the note-data parser, the synthesisers and the notation engraver.

const LETTER_SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const LETTERS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;

/** Letter index (C=0 .. B=6) and accidental of each pitch class, spelt with sharps or flats. */
const SHARP_SPELLING: [number, number][] = [
  [0, 0],
  [0, 1],
  [1, 0],
  [1, 1],
  [2, 0],
  [3, 0],
  [3, 1],
  [4, 0],
  [4, 1],
  [5, 0],
  [5, 1],
  [6, 0],
];
const FLAT_SPELLING: [number, number][] = [
  [0, 0],
  [1, -1],
  [1, 0],
  [2, -1],
  [2, 0],
  [3, 0],
  [4, -1],
  [4, 0],
  [5, -1],
  [5, 0],
  [6, -1],
  [6, 0],
];

/** Parses scientific pitch notation ("C4" = 60, "F#3", "Bb2"). */
export function parsePitch(name: string): number {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  if (!match) throw new Error(`bad pitch name "${name}"`);
  const [, letter = 'C', accidental, octave = '4'] = match;
  const base = LETTER_SEMITONES[letter] ?? 0;
  const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return (Number(octave) + 1) * 12 + base + shift;
}

export function midiToFrequency(midi: number): number {
  return 440 * Math.pow(2, (midi - 69) / 12);
}

export interface SpeltPitch {
  /** Diatonic step counted from C0 (C4 = 28): what decides the staff position. */
  diatonic: number;
  /** -1 flat, 0 natural, 1 sharp. */
  accidental: number;
}

export function spellPitch(midi: number, spelling: 'sharps' | 'flats'): SpeltPitch {
  const pitchClass = ((midi % 12) + 12) % 12;
  const octave = Math.floor(midi / 12) - 1;
  const table = spelling === 'flats' ? FLAT_SPELLING : SHARP_SPELLING;
  const [letter, accidental] = table[pitchClass] ?? [0, 0];
  return { diatonic: octave * 7 + letter, accidental };
}

export function pitchName(midi: number, spelling: 'sharps' | 'flats' = 'sharps'): string {
  const { diatonic, accidental } = spellPitch(midi, spelling);
  const letter = LETTERS[diatonic % 7] ?? 'C';
  const sign = accidental === 1 ? '#' : accidental === -1 ? 'b' : '';
  return `${letter}${sign}${Math.floor(diatonic / 7)}`;
}
