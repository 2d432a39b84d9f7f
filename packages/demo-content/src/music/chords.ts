// Chord symbols and progressions ("Am7 D7 | Gmaj7"), from which the accompaniment generators derive
// bass lines and comping, and which the e-book prints above the staff.

import type { ChordSymbol } from './note-data.js';
import { parsePitch } from './pitch.js';

const QUALITIES: Record<string, number[]> = {
  '': [0, 4, 7],
  m: [0, 3, 7],
  '5': [0, 7, 12],
  '6': [0, 4, 7, 9],
  m6: [0, 3, 7, 9],
  '7': [0, 4, 7, 10],
  m7: [0, 3, 7, 10],
  maj7: [0, 4, 7, 11],
  '9': [0, 4, 10, 14],
  m9: [0, 3, 10, 14],
  sus4: [0, 5, 7],
  dim: [0, 3, 6],
  m7b5: [0, 3, 6, 10],
};

export interface Chord {
  symbol: string;
  /** Pitch class of the root, 0 = C. */
  root: number;
  intervals: number[];
}

/** A chord placed in time: what the accompaniment generators iterate over. */
export interface TimedChord extends Chord {
  start: number;
  duration: number;
}

export function parseChord(symbol: string): Chord {
  const match = /^([A-G][#b]?)(.*)$/.exec(symbol);
  const intervals = match ? QUALITIES[match[2] ?? ''] : undefined;
  if (!match || !intervals) throw new Error(`unknown chord symbol "${symbol}"`);
  const root = (parsePitch(`${match[1] ?? 'C'}4`) - 60 + 12) % 12;
  return { symbol, root, intervals };
}

/** Parses "C G | Am | F G" (chords of a bar share it equally) into timed chords. */
export function parseProgression(text: string, beatsPerBar = 4): TimedChord[] {
  const chords: TimedChord[] = [];
  text.split('|').forEach((bar, barIndex) => {
    const symbols = bar.trim().split(/\s+/).filter(Boolean);
    const each = beatsPerBar / symbols.length;
    symbols.forEach((symbol, i) => {
      chords.push({
        ...parseChord(symbol),
        start: barIndex * beatsPerBar + i * each,
        duration: each,
      });
    });
  });
  return chords;
}

/** The symbols to print: one per chord change, repeats within a run left out. */
export function chordSymbols(progression: TimedChord[]): ChordSymbol[] {
  return progression
    .filter((chord, i) => i === 0 || progression[i - 1]?.symbol !== chord.symbol)
    .map((chord) => ({ start: chord.start, symbol: chord.symbol }));
}

/** The chord sounding at a beat (the last one that started at or before it). */
export function chordAt(progression: TimedChord[], beat: number): TimedChord {
  let current = progression[0];
  for (const chord of progression) if (chord.start <= beat + 1e-9) current = chord;
  if (!current) throw new Error('empty progression');
  return current;
}

/** Lowest MIDI note of the chord's root at or above `floor`. */
export function rootAbove(chord: Chord, floor: number): number {
  return floor + ((chord.root - floor + 120) % 12);
}

/** Close-position voicing of the chord's notes with every note between floor and floor + 11. */
export function voiceChord(chord: Chord, floor: number): number[] {
  const root = rootAbove(chord, floor);
  return chord.intervals
    .map((interval) => root + interval)
    .map((midi) => (midi >= floor + 12 ? midi - 12 : midi))
    .filter((midi, i, all) => all.indexOf(midi) === i)
    .sort((a, b) => a - b);
}
