// A compact text notation for writing note data by hand in the book files:
//   "C4q D4e E4e | [C4 E4 G4]h rh | >G4q. F4e E4h"
// pitch + duration letter (w h q e s, optional "." for dotted), "r" for a rest, [..] for a chord,
// ">" for an accent, "|" for a bar line. Bar lines are checked, so a miscounted bar fails loudly.

import type { Note } from './note-data.js';
import { parsePitch } from './pitch.js';

const DURATIONS: Record<string, number> = { w: 4, h: 2, q: 1, e: 0.5, s: 0.25 };
const TOKEN = /^(>?)(r|[A-G][#b]?-?\d|\[[^\]]+\])([whqes])(\.?)$/;

export interface MelodyOptions {
  /** Beat where the first token starts. */
  start?: number;
  beatsPerBar?: number;
  velocity?: number;
  transpose?: number;
}

export interface ParsedMelody {
  notes: Note[];
  /** Beat just after the last token. */
  end: number;
}

export function parseMelody(text: string, options: MelodyOptions = {}): ParsedMelody {
  const beatsPerBar = options.beatsPerBar ?? 4;
  const velocity = options.velocity ?? 88;
  const transpose = options.transpose ?? 0;
  const start = options.start ?? 0;
  const notes: Note[] = [];
  let cursor = start;
  let barIndex = 0;
  // Tokens are split on spaces except inside chord brackets.
  const tokens = text.replace(/\|/g, ' | ').match(/>?\[[^\]]*\][^\s|]*|[^\s]+/g) ?? [];
  for (const token of tokens) {
    if (token === '|') {
      barIndex += 1;
      const expected = start + barIndex * beatsPerBar;
      if (Math.abs(cursor - expected) > 1e-9) {
        throw new Error(
          `bar ${barIndex} of "${text}" holds ${cursor - expected + beatsPerBar} beats`,
        );
      }
      continue;
    }
    const match = TOKEN.exec(token);
    if (!match) throw new Error(`bad melody token "${token}" in "${text}"`);
    const [, accent, body = 'r', letter = 'q', dot] = match;
    const duration = (DURATIONS[letter] ?? 1) * (dot ? 1.5 : 1);
    if (body !== 'r') {
      const names = body.startsWith('[') ? body.slice(1, -1).trim().split(/\s+/) : [body];
      const noteVelocity = Math.min(127, accent ? velocity + 24 : velocity);
      for (const name of names) {
        notes.push({
          midi: parsePitch(name) + transpose,
          start: cursor,
          duration,
          velocity: noteVelocity,
        });
      }
    }
    cursor += duration;
  }
  return { notes, end: cursor };
}

/** Parses a melody and checks that it fills exactly `bars` bars. */
export function melody(text: string, bars: number, options: MelodyOptions = {}): Note[] {
  const parsed = parseMelody(text, options);
  const expectedEnd = (options.start ?? 0) + bars * (options.beatsPerBar ?? 4);
  if (Math.abs(parsed.end - expectedEnd) > 1e-9) {
    throw new Error(
      `melody "${text.slice(0, 40)}..." lasts ${parsed.end} beats, not ${expectedEnd}`,
    );
  }
  return parsed.notes;
}

/** Repeats a one-bar riff, moved by `transposes[i]` semitones in bar i (a riff following the roots). */
export function riffOverBars(bar: string, transposes: number[], beatsPerBar = 4): Note[] {
  return transposes.flatMap((transpose, i) =>
    melody(bar, 1, { start: i * beatsPerBar, beatsPerBar, transpose }),
  );
}
