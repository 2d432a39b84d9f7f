// Playback bookkeeping as pure functions: which second of the reference timeline sounds at which
// AudioContext time, across tempo changes and loops. The stem player and the click scheduler share it,
// so stems and clicks change tempo at the same moment and stay in step.
import { wrapInLoop, type LoopRange } from './loop';

/** From context time `at` on, the reference timeline advances `rate` seconds per second from `from`. */
export interface ClockSegment {
  at: number;
  from: number;
  rate: number;
  /** Past the loop's end the position wraps back into it (as the stretcher does). */
  loop: LoopRange | null;
}

/**
 * How far ahead a change (tempo, loop) is scheduled: the clicks already handed to the audio clock reach at
 * most this far (the scheduler's look-ahead), so a change from then on moves no click already scheduled.
 */
export const CHANGE_LEAD_SECONDS = 0.1;

/** Reference time at context time `now`, extrapolated both ways, without loop wrapping. */
export function referenceAt(segment: ClockSegment, now: number): number {
  return segment.from + (now - segment.at) * segment.rate;
}

/** Context time at which the segment reaches reference time `reference` (no loop wrapping). */
export function contextTimeAt(segment: ClockSegment, reference: number): number {
  return segment.at + (reference - segment.from) / segment.rate;
}

/** What sounds at `now`: before the segment starts, its start; then the reference time, wrapped in the loop. */
export function playbackPosition(segment: ClockSegment, now: number): number {
  return wrapInLoop(referenceAt(segment, Math.max(now, segment.at)), segment.loop);
}

/** The latest segment that has begun at `now` (the first one when none has). */
export function segmentAt<T extends ClockSegment>(segments: readonly T[], now: number): T {
  let current = segments[0];
  if (!current) throw new RangeError('no clock segments');
  for (const segment of segments) if (segment.at <= now) current = segment;
  return current;
}

/**
 * When a change made at `now` takes effect: with a start or change still pending, at that moment (the
 * pending one is replaced); otherwise `lead` seconds from now.
 */
export function changeTime(latest: ClockSegment, now: number, lead = CHANGE_LEAD_SECONDS): number {
  return latest.at > now ? latest.at : now + lead;
}

export interface ClockChange {
  rate?: number;
  /** Jump here; without it the position at the change is kept. */
  from?: number;
  loop?: LoopRange | null;
}

/**
 * The segments after a change at `when` (later segments are dropped): a new rate or loop keeps the
 * position at `when`, so nothing jumps. A pending segment at the same moment is replaced but keeps its
 * position unless the change gives one.
 */
export function withChange(
  segments: readonly ClockSegment[],
  when: number,
  change: ClockChange,
): ClockSegment[] {
  const latest = segments[segments.length - 1];
  if (!latest) throw new RangeError('no clock segments');
  const replaced = segments.find((segment) => segment.at === when);
  const kept = segments.filter((segment) => segment.at < when);
  const base = replaced ?? (kept.length ? segmentAt(kept, when) : latest);
  const position = replaced || !kept.length ? base.from : playbackPosition(base, when);
  return [
    ...kept,
    {
      at: when,
      from: change.from ?? position,
      rate: change.rate ?? base.rate,
      loop: change.loop !== undefined ? change.loop : base.loop,
    },
  ];
}

/** Drops segments that ended before `now` (keeps the one in effect and any still to come). */
export function pruneSegments<T extends ClockSegment>(segments: readonly T[], now: number): T[] {
  const current = segmentAt(segments, now);
  return segments.filter((segment) => segment === current || segment.at > now);
}

/**
 * Context time at which the latest segment reaches `duration`, or null when it never does (a loop that
 * ends before it) or the rate is zero.
 */
export function endTime(segments: readonly ClockSegment[], duration: number): number | null {
  const latest = segments[segments.length - 1];
  if (!latest || !(latest.rate > 0)) return null;
  if (latest.loop && latest.loop.end <= duration && latest.loop.end > latest.loop.start)
    return null;
  return contextTimeAt(latest, Math.max(duration, latest.from));
}
