// Where things are on the drawn notation, in plain numbers (no alphaTab here, so it stays tested):
// reference time <-> alphaTab's ticks, the cursor's box at a tick, and which written note each
// verdict of a take belongs to. Ticks count from the first bar after the count-in, the bar the
// notation starts with; the player's clock runs in seconds of the reference timeline (count-in
// included) at any tempo, so the mapping needs only the exercise's tempo, metre and count-in.
import { secondsToSteps, stepsToSeconds, type Metre } from '@bandbook/soundcheck';
import { DIVISIONS } from '@bandbook/soundcheck';

/** alphaTab's ticks per quarter note (MidiUtils.QuarterTime). */
export const TICKS_PER_QUARTER = 960;
const TICKS_PER_STEP = TICKS_PER_QUARTER / DIVISIONS;

export const secondsToTick = (seconds: number, metre: Metre) =>
  secondsToSteps(seconds, metre) * TICKS_PER_STEP;

export const tickToSeconds = (tick: number, metre: Metre) =>
  stepsToSeconds(tick / TICKS_PER_STEP, metre);

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A drawn beat (the notes struck together): its ticks and where its system is. */
export interface BeatBox {
  startTick: number;
  endTick: number;
  /** x where its notes are; the system's top and height. */
  x: number;
  y: number;
  h: number;
  /** x where the beat's bar ends (the next beat's x when it is in the same system). */
  endX: number;
}

/**
 * The cursor at `tick`: at the beat sounding then, moved on towards the next beat in proportion
 * to the time gone; before the first beat at it, after the last at the end of the last bar.
 */
export function cursorAt(tick: number, beats: readonly BeatBox[]): Box | null {
  if (beats.length === 0) return null;
  let low = 0;
  let high = beats.length - 1;
  if (tick < beats[0]!.startTick) {
    const first = beats[0]!;
    return { x: first.x, y: first.y, w: 2, h: first.h };
  }
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (beats[mid]!.startTick <= tick) low = mid;
    else high = mid - 1;
  }
  const beat = beats[low]!;
  const share = Math.min(1, Math.max(0, (tick - beat.startTick) / (beat.endTick - beat.startTick)));
  return { x: beat.x + share * (beat.endX - beat.x), y: beat.y, w: 2, h: beat.h };
}

/** A written note's head: where it is drawn, when it starts (s of the reference timeline), its pitch. */
export interface NoteAnchor {
  box: Box;
  seconds: number;
  midi: number;
}

/** What a verdict needs to find its note. */
export interface TimedNote {
  time: number;
  midi: number;
}

/**
 * For each verdict, the index of the written note it belongs to (or -1): a note starting within half
 * a sixteenth of it, of its pitch when there is one (a drum's written position is not its key), each
 * written note taken once.
 */
export function matchVerdicts(
  verdicts: readonly TimedNote[],
  anchors: readonly NoteAnchor[],
  metre: Metre,
): number[] {
  const tolerance = 60 / metre.tempo / DIVISIONS / 2 + 1e-3;
  const taken = new Set<number>();
  return verdicts.map((verdict) => {
    let best = -1;
    let bestScore = Infinity;
    anchors.forEach((anchor, index) => {
      if (taken.has(index)) return;
      const apart = Math.abs(anchor.seconds - verdict.time);
      if (apart > tolerance) return;
      const score = apart + (anchor.midi === verdict.midi ? 0 : 1);
      if (score < bestScore) {
        bestScore = score;
        best = index;
      }
    });
    if (best >= 0) taken.add(best);
    return best;
  });
}
