// Reference parts for the scoring tests: a melody per pitched timbre (quarters, eighths, repeated notes and
// leaps, in the instrument's range) and a drum groove, after a one-bar count-in, as an exercise would have.
import type { ReferenceNote } from '../../src/reference/types.js';
import type { Timbre } from '../../src/synth/index.js';

export const TEMPO = 100;
export const BEATS_PER_BAR = 4;
export const COUNT_IN_BARS = 1;
const BEAT = 60 / TEMPO;

/** Scale degrees (semitones above the tonic) and lengths in beats of an 8-bar tune. */
const TUNE: readonly [number, number][] = [
  [0, 1],
  [4, 1],
  [7, 1],
  [7, 1],
  [9, 0.5],
  [7, 0.5],
  [5, 0.5],
  [4, 0.5],
  [2, 1],
  [0, 1],
  [2, 1],
  [2, 1],
  [4, 0.5],
  [5, 0.5],
  [7, 1],
  [12, 1],
  [11, 0.5],
  [9, 0.5],
  [7, 2],
  [5, 1],
  [5, 0.5],
  [4, 0.5],
  [2, 1],
  [4, 1],
  [7, 0.5],
  [9, 0.5],
  [11, 0.5],
  [12, 0.5],
  [14, 1],
  [12, 1],
  [11, 1],
  [9, 0.5],
  [7, 0.5],
  [5, 1],
  [2, 1],
  [4, 1],
  [2, 1],
  [0, 2],
];

const TONIC: Record<Exclude<Timbre, 'drums'>, number> = {
  plucked: 40, // E2 (guitar, with bass notes below in the pitch corpus)
  brass: 55, // G3 (trombone/trumpet middle)
  flute: 72, // C5
  voice: 57, // A3 (a comfortable tenor/alto range)
};

export function melodyPart(timbre: Exclude<Timbre, 'drums'>): ReferenceNote[] {
  const notes: ReferenceNote[] = [];
  let beat = COUNT_IN_BARS * BEATS_PER_BAR;
  for (const [degree, length] of TUNE) {
    notes.push({
      time: beat * BEAT,
      duration: length * BEAT,
      midi: TONIC[timbre] + degree,
      velocity: 0.8,
    });
    beat += length;
  }
  return notes;
}

/** Eight bars of rock groove: kick on 1 and 3 (and the "and" of 3), snare on 2 and 4, hi-hat eighths. */
export function drumPart(): ReferenceNote[] {
  const notes: ReferenceNote[] = [];
  for (let bar = 0; bar < 8; bar++) {
    const start = (COUNT_IN_BARS + bar) * BEATS_PER_BAR;
    for (let eighth = 0; eighth < 8; eighth++) {
      const beat = start + eighth / 2;
      const time = beat * BEAT;
      notes.push({ time, duration: BEAT / 2, midi: 42, velocity: 0.6 });
      if (eighth === 0 || eighth === 4 || (eighth === 5 && bar % 2 === 1)) {
        notes.push({ time, duration: BEAT / 2, midi: 36, velocity: 0.9 });
      }
      if (eighth === 2 || eighth === 6)
        notes.push({ time, duration: BEAT / 2, midi: 38, velocity: 0.85 });
    }
  }
  return notes.sort((a, b) => a.time - b.time || a.midi - b.midi);
}
