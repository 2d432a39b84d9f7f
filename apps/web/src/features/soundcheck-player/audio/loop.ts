// Bar math for the Loop control: the learner drags a bar range on the timeline and the player loops
// those bars. Bars are 0-based on the reference (MIDI) timeline, count-in bars included (docs/scoring.md §1).
import type { Exercise } from '@bandbook/soundcheck';

type Metre = Pick<Exercise, 'tempo' | 'timeSignature'>;

/** A stretch of the reference timeline in seconds, end exclusive. */
export interface LoopRange {
  start: number;
  end: number;
}

/** Seconds per bar: numerator x 4/denominator quarter notes at the exercise tempo. */
export function barSeconds(exercise: Metre): number {
  const [beats, unit] = exercise.timeSignature;
  return ((beats * 4) / unit) * (60 / exercise.tempo);
}

/**
 * A written note this close before a bar line (in bars) is on it. A MIDI file keeps its tempo in whole
 * microseconds per beat, so at 90 BPM (666,666.67 µs) a downbeat reads a millionth of a bar early; a
 * ten-thousandth of a bar is far below any note value (a 128th note is 1/128).
 */
const BAR_LINE_TOLERANCE = 1e-4;

/** The 0-based bar of the reference timeline holding `referenceTime` (bar 0 is the first count-in bar). */
export function barOf(referenceTime: number, secondsPerBar: number): number {
  return Math.max(0, Math.floor(referenceTime / secondsPerBar + BAR_LINE_TOLERANCE));
}

/** The 0-based bar sounding at `referenceTime` (bar 0 is the first count-in bar). */
export function barAt(referenceTime: number, exercise: Metre): number {
  return barOf(referenceTime, barSeconds(exercise));
}

/**
 * The book's number of a 0-based timeline bar: the first bar after the count-in is the book's bar 1, so
 * count-in bars are 0 and below (the player shows them as count-in, not as bars of the book).
 */
export function bookBarNumber(bar: number, countInBars: number): number {
  return bar - countInBars + 1;
}

/** Bars on the timeline: a last, partial bar counts (a millionth of a bar over is rounding, not a bar). */
export function barCount(exercise: Metre, durationSeconds: number): number {
  return Math.max(1, Math.ceil(durationSeconds / barSeconds(exercise) - 1e-6));
}

/**
 * The loop for bars startBar..endBar (end exclusive), clamped to the piece and at least one bar long;
 * the end stops at the end of the piece when the last bar is partial.
 */
export function loopForBars(
  startBar: number,
  endBar: number,
  exercise: Metre,
  durationSeconds: number,
): LoopRange {
  const bar = barSeconds(exercise);
  const bars = barCount(exercise, durationSeconds);
  const first = Math.min(Math.max(0, Math.floor(startBar)), bars - 1);
  const last = Math.min(Math.max(first + 1, Math.ceil(endBar)), bars);
  // The first bar starts before the end of the piece (barCount rounds up), so the loop is never empty.
  const end = durationSeconds > 0 ? Math.min(last * bar, durationSeconds) : last * bar;
  return { start: first * bar, end };
}

/** Where `time` plays with the loop on: past the loop's end it wraps to the loop (as the stretcher does). */
export function wrapInLoop(time: number, loop: LoopRange | null): number {
  if (!loop) return time;
  const length = loop.end - loop.start;
  if (!(length > 0) || time < loop.end) return time;
  return loop.start + ((time - loop.start) % length);
}
