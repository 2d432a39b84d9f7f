// Where things go on the note timeline (a piano roll): the visible window of bars, the pitch range,
// and a note's box. Pure, so the drawing stays simple and this stays tested.
import type { ReferenceNote } from '@bandbook/soundcheck';

export interface TimelineWindow {
  /** Seconds of the reference timeline at the left and right edges. */
  start: number;
  end: number;
  firstBar: number;
  /** Bars shown (the last may be cut by the end of the exercise). */
  bars: number;
}

export interface PitchRange {
  low: number;
  high: number;
}

/** Exercises up to this many bars are shown whole; longer ones page through windows of PAGE_BARS. */
export const WHOLE_EXERCISE_BARS = 12;
export const PAGE_BARS = 8;

export function totalBars(duration: number, barSeconds: number) {
  return Math.max(1, Math.ceil(duration / barSeconds - 1e-6));
}

/** The window that shows `time`: the whole exercise when short, else the page of bars around it. */
export function windowAt(time: number, duration: number, barSeconds: number): TimelineWindow {
  const bars = totalBars(duration, barSeconds);
  if (bars <= WHOLE_EXERCISE_BARS) {
    return { start: 0, end: bars * barSeconds, firstBar: 0, bars };
  }
  const bar = Math.max(0, Math.min(bars - 1, Math.floor(time / barSeconds)));
  const firstBar = Math.min(Math.floor(bar / PAGE_BARS) * PAGE_BARS, bars - 1);
  const shown = Math.min(PAGE_BARS, bars - firstBar);
  return {
    start: firstBar * barSeconds,
    end: (firstBar + shown) * barSeconds,
    firstBar,
    bars: shown,
  };
}

/** The notes' pitch range with a margin of two semitones, at least an octave tall. */
export function pitchRange(notes: readonly ReferenceNote[]): PitchRange {
  if (notes.length === 0) return { low: 57, high: 72 };
  let low = Infinity;
  let high = -Infinity;
  for (const note of notes) {
    low = Math.min(low, note.midi);
    high = Math.max(high, note.midi);
  }
  low -= 2;
  high += 2;
  const missing = 12 - (high - low);
  if (missing > 0) {
    low -= Math.floor(missing / 2);
    high += Math.ceil(missing / 2);
  }
  return { low, high };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function timeToX(time: number, window: TimelineWindow, width: number) {
  return ((time - window.start) / (window.end - window.start)) * width;
}

export function xToTime(x: number, window: TimelineWindow, width: number) {
  return window.start + (x / width) * (window.end - window.start);
}

/** y of a (fractional) MIDI number: high notes at the top, a row per semitone. */
export function midiToY(midi: number, range: PitchRange, height: number) {
  const rows = range.high - range.low + 1;
  return ((range.high + 0.5 - midi) / rows) * height;
}

export function noteBox(
  note: Pick<ReferenceNote, 'time' | 'duration' | 'midi'>,
  window: TimelineWindow,
  range: PitchRange,
  width: number,
  height: number,
): Box {
  const rowHeight = height / (range.high - range.low + 1);
  const x = timeToX(note.time, window, width);
  const right = timeToX(note.time + Math.max(note.duration, 0.05), window, width);
  return {
    x,
    y: midiToY(Math.min(range.high, Math.max(range.low, note.midi)), range, height) - rowHeight / 2,
    width: Math.max(3, right - x - 1),
    height: Math.max(3, rowHeight - 1),
  };
}

/** The bar under an x position of the bar ruler (for dragging a loop). */
export function barAtX(x: number, window: TimelineWindow, width: number) {
  const bar = window.firstBar + Math.floor((x / width) * window.bars);
  return Math.max(window.firstBar, Math.min(window.firstBar + window.bars - 1, bar));
}
