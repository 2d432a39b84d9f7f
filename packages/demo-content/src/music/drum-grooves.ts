// Drum grooves written as step grids ("x-x-x-x-" per kit piece), turned into General MIDI percussion
// notes. A hit's duration is the gap to the next hit, rounded down to a notated value, which is what
// the drum notation shows; the synthesised kit ignores it.

import type { Note } from './note-data.js';

/** General MIDI percussion keys of the kit pieces the demo uses. */
export const GM_DRUMS = {
  kick: 36,
  sideStick: 37,
  snare: 38,
  clap: 39,
  floorTom: 45,
  midTom: 48,
  highTom: 50,
  closedHat: 42,
  pedalHat: 44,
  openHat: 46,
  crash: 49,
  ride: 51,
  cowbell: 56,
  highConga: 62,
  openConga: 63,
  lowConga: 64,
  claves: 75,
} as const;

export type KitPiece = keyof typeof GM_DRUMS;

/** One bar: a step string per kit piece, all of the same length. "x" hit, "X" accent, "g" ghost,
 * "o" open hi-hat (on the closedHat line), "-" nothing. */
export type GrooveBar = Partial<Record<KitPiece, string>>;

const NOTATED = [4, 3, 2, 1.5, 1, 0.75, 0.5, 0.25];

export function grooveBar(bar: GrooveBar, barIndex: number, beatsPerBar = 4): Note[] {
  const hits: Note[] = [];
  for (const [piece, steps] of Object.entries(bar) as [KitPiece, string][]) {
    const stepBeats = beatsPerBar / steps.length;
    [...steps].forEach((char, step) => {
      if (char === '-' || char === '.') return;
      hits.push({
        midi: char === 'o' ? GM_DRUMS.openHat : GM_DRUMS[piece],
        start: barIndex * beatsPerBar + step * stepBeats,
        duration: stepBeats,
        velocity: char === 'X' ? 118 : char === 'g' ? 48 : 92,
      });
    });
  }
  const barEnd = (barIndex + 1) * beatsPerBar;
  const onsets = [...new Set(hits.map((h) => h.start))].sort((a, b) => a - b);
  for (const hit of hits) {
    const next = onsets.find((t) => t > hit.start + 1e-9) ?? barEnd;
    const gap = next - hit.start;
    hit.duration = NOTATED.find((d) => d <= gap + 1e-9 && isAligned(hit.start, d)) ?? 0.25;
  }
  return hits.sort((a, b) => a.start - b.start || a.midi - b.midi);
}

/** A groove over `bars` bars: `pattern[i % pattern.length]`, with `fills` replacing given bars. */
export function groove(
  pattern: GrooveBar[],
  bars: number,
  fills: Record<number, GrooveBar> = {},
  beatsPerBar = 4,
): Note[] {
  const notes: Note[] = [];
  for (let bar = 0; bar < bars; bar += 1) {
    const source = fills[bar] ?? pattern[bar % pattern.length];
    if (source) notes.push(...grooveBar(source, bar, beatsPerBar));
  }
  return notes;
}

/** Longer values only start where the notation can show them without splitting a beat oddly. */
function isAligned(start: number, duration: number): boolean {
  const unit = duration >= 1 ? 1 : duration === 0.75 ? 0.25 : duration;
  return Math.abs(start / unit - Math.round(start / unit)) < 1e-9;
}
