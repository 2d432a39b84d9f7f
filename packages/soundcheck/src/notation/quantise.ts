// MIDI reference notes (seconds) on a grid of the exercise's metre: onsets and ends rounded to the
// nearest sixteenth, notes that start together made one chord, and each chord cut at the next onset so
// the part reads as one voice. Pure; the MusicXML writer (musicxml-writer.ts) lays the events out.
import type { ReferenceNote } from '../reference/types.js';

/** Grid steps per quarter note: the sixteenth note is the quantum. */
export const DIVISIONS = 4;

export interface Metre {
  /** Quarter-note beats per minute of the reference timeline. */
  tempo: number;
  /** [beats per bar, beat unit]. */
  timeSignature: readonly [number, number];
  /** Empty bars before the music: MIDI time 0 is the start of the first of them. */
  countInBars: number;
}

/** Notes sounding from `start` for `duration` grid steps, counted from the first bar after the count-in. */
export interface GridEvent {
  start: number;
  duration: number;
  /** MIDI note numbers, low to high; several make a chord. */
  pitches: number[];
}

/** Grid steps in one bar: 4/4 is 16 sixteenths, 6/8 is 12. */
export function stepsPerBar(metre: Pick<Metre, 'timeSignature'>): number {
  const [beats, unit] = metre.timeSignature;
  return (beats * 4 * DIVISIONS) / unit;
}

/** Seconds of the reference timeline at the start of the first bar after the count-in. */
export function musicStartSeconds(metre: Metre): number {
  return (metre.countInBars * stepsPerBar(metre) * 60) / (metre.tempo * DIVISIONS);
}

/** A reference time (s) as grid steps from the first bar after the count-in, unrounded. */
export function secondsToSteps(seconds: number, metre: Metre): number {
  return ((seconds - musicStartSeconds(metre)) * metre.tempo * DIVISIONS) / 60;
}

/** Grid steps back to reference seconds. */
export function stepsToSeconds(steps: number, metre: Metre): number {
  return musicStartSeconds(metre) + (steps * 60) / (metre.tempo * DIVISIONS);
}

export function quantise(notes: readonly ReferenceNote[], metre: Metre): GridEvent[] {
  const byStart = new Map<number, { end: number; pitches: Set<number> }>();
  for (const note of notes) {
    // Notes of the count-in (none in a well-made exercise) are drawn from the first bar.
    const start = Math.max(0, Math.round(secondsToSteps(note.time, metre)));
    const end = Math.max(start + 1, Math.round(secondsToSteps(note.time + note.duration, metre)));
    const entry = byStart.get(start) ?? { end, pitches: new Set<number>() };
    entry.end = Math.max(entry.end, end);
    entry.pitches.add(note.midi);
    byStart.set(start, entry);
  }
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  return starts.map((start, i) => {
    const entry = byStart.get(start)!;
    const next = starts[i + 1] ?? Infinity;
    return {
      start,
      duration: Math.min(entry.end, next) - start,
      pitches: [...entry.pitches].sort((a, b) => a - b),
    };
  });
}
