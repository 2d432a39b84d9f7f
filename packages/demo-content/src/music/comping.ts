// Chord accompaniment (keys, guitar) generated from a progression: rhythms typical of each style,
// voiced in close position above a floor note so the notation stays on or near the staff.

import type { Note } from './note-data.js';
import { rootAbove, voiceChord, type TimedChord } from './chords.js';

export type CompPattern =
  | 'whole'
  | 'halves'
  | 'quarters'
  | 'charleston'
  | 'offbeats'
  | 'arpeggio'
  | 'strum'
  | 'power-eighths'
  | 'montuno';

/** [beat offset in the chord, duration, velocity]. */
type Hit = [number, number, number];

const RHYTHMS: Record<Exclude<CompPattern, 'whole' | 'arpeggio' | 'montuno'>, Hit[]> = {
  halves: [
    [0, 2, 72],
    [2, 2, 66],
  ],
  quarters: [
    [0, 1, 74],
    [1, 1, 62],
    [2, 1, 70],
    [3, 1, 62],
  ],
  charleston: [
    [0, 1.5, 72],
    [1.5, 0.5, 66],
    [2, 1.5, 70],
    [3.5, 0.5, 64],
  ],
  offbeats: [0.5, 1.5, 2.5, 3.5].map((at): Hit => [at, 0.5, 70]),
  strum: [
    [0, 1, 82],
    [1, 0.5, 66],
    [1.5, 0.5, 70],
    [2, 1, 78],
    [3, 0.5, 66],
    [3.5, 0.5, 70],
  ],
  'power-eighths': [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((at): Hit => [
    at,
    0.5,
    at % 1 === 0 ? 96 : 80,
  ]),
};

export function comp(progression: TimedChord[], pattern: CompPattern, floor = 55): Note[] {
  const notes: Note[] = [];
  for (const chord of progression) {
    const voicing =
      pattern === 'power-eighths'
        ? [rootAbove(chord, floor), rootAbove(chord, floor) + 7]
        : voiceChord(chord, floor);
    if (pattern === 'whole') {
      pushChord(notes, voicing, chord.start, chord.duration, 70);
    } else if (pattern === 'arpeggio' || pattern === 'montuno') {
      // Arpeggio walks up (to the root an octave higher on triads) and back down; montuno alternates
      // the lowest note of the voicing with the upper ones.
      const order = pattern === 'arpeggio' ? [0, 1, 2, 3, 2, 1, 0, 1] : [0, 2, 1, 3, 0, 2, 1, 3];
      const noteAt = (index: number) =>
        index < voicing.length
          ? (voicing[index] ?? floor)
          : (voicing[index - voicing.length] ?? floor) + 12;
      for (let step = 0; step * 0.5 < chord.duration; step += 1) {
        const index = order[step % order.length] ?? 0;
        const midi =
          pattern === 'arpeggio' ? noteAt(index) : (voicing[index % voicing.length] ?? floor);
        const velocity = step % 2 === 0 ? 74 : 64;
        notes.push({ midi, start: chord.start + step * 0.5, duration: 0.5, velocity });
      }
    } else {
      for (const [at, duration, velocity] of RHYTHMS[pattern]) {
        if (at + duration <= chord.duration)
          pushChord(notes, voicing, chord.start + at, duration, velocity);
      }
    }
  }
  return notes;
}

function pushChord(
  notes: Note[],
  voicing: number[],
  start: number,
  duration: number,
  velocity: number,
) {
  for (const midi of voicing) notes.push({ midi, start, duration, velocity });
}
