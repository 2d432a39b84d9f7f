// Bass lines generated from a chord progression, so an exercise's accompaniment follows its harmony
// without writing every bass note by hand. Every pattern uses only notated durations.

import type { Note } from './note-data.js';
import { chordAt, rootAbove, type TimedChord } from './chords.js';

export type BassPattern =
  'whole' | 'two-feel' | 'root-fifth' | 'eighths' | 'walking' | 'funk' | 'tumbao';

/** [beat offset in the chord, semitones above the root, duration in beats]. */
type Step = [number, number, number];

const FIXED_PATTERNS: Record<Exclude<BassPattern, 'walking' | 'whole'>, Step[]> = {
  'two-feel': [
    [0, 0, 2],
    [2, 7, 2],
  ],
  'root-fifth': [
    [0, 0, 1],
    [1, 7, 1],
    [2, 0, 1],
    [3, 7, 1],
  ],
  eighths: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((at): Step => [at, 0, 0.5]),
  funk: [
    [0, 0, 0.75],
    [0.75, 0, 0.25],
    [1.5, 12, 0.5],
    [2, 0, 0.5],
    [2.75, 7, 0.25],
    [3, 10, 0.5],
    [3.5, 12, 0.5],
  ],
  tumbao: [
    [1.5, 7, 1.5],
    [3, 0, 1],
  ],
};

export function bassLine(progression: TimedChord[], pattern: BassPattern, floor = 28): Note[] {
  if (pattern === 'walking') return walkingLine(progression, floor);
  const notes: Note[] = [];
  for (const chord of progression) {
    const root = rootAbove(chord, floor);
    if (pattern === 'whole') {
      notes.push({ midi: root, start: chord.start, duration: chord.duration, velocity: 92 });
      continue;
    }
    for (const [at, interval, duration] of FIXED_PATTERNS[pattern]) {
      if (at + duration > chord.duration) continue;
      const accent = at === 0 ? 100 : 86;
      notes.push({ midi: root + interval, start: chord.start + at, duration, velocity: accent });
    }
  }
  return notes;
}

/** Quarter-note walking line: root, chord tones, then a chromatic approach to the next root. */
function walkingLine(progression: TimedChord[], floor: number): Note[] {
  const notes: Note[] = [];
  const last = progression[progression.length - 1];
  const totalBeats = last ? last.start + last.duration : 0;
  for (let beat = 0; beat < totalBeats; beat += 1) {
    const chord = chordAt(progression, beat);
    const root = rootAbove(chord, floor);
    const offset = beat - chord.start;
    const next = chordAt(progression, chord.start + chord.duration);
    const nextRoot = rootAbove(next, floor);
    const isLastBeat = offset === chord.duration - 1;
    const third = chord.intervals[1] ?? 4;
    const tones = [root, root + third, root + 7, root + third];
    const midi =
      isLastBeat && beat + 1 < totalBeats
        ? nextRoot + (nextRoot > root ? -1 : 1)
        : (tones[offset] ?? root);
    notes.push({ midi, start: beat, duration: 1, velocity: offset === 0 ? 98 : 84 });
  }
  return notes;
}
