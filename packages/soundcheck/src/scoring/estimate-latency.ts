// Per-take latency refinement (docs/scoring.md, Latency): the given latency (device calibration, or 0) is moved
// to the offset at which most reference events (single notes and chords, a chord counting once) have a played
// onset close by (with the right pitch class, for pitched parts), ties going to the offset with the tighter
// timing and then to the smaller move; then it is centred on the onset errors of every event with a partner
// within the attempt window there (not only the close matches, which under timing jitter follow the noise and
// would credit the player's scatter as latency a second time), at their latencyQuantile: notes are heard late
// by their attack, never early, so the errors lean late (decision 030).
// The range searched depends on what is known: with a calibration only a narrow window around it (so playing
// late throughout shows as late), without one the delays real devices have (to about 650 ms). Without a
// calibration a best offset at the range's edge, or one that few events agree on, is reported as not measured
// rather than trusted.
import type { PlayedNote } from '../analysis/types.js';
import type { PitchJudge } from './note-matching.js';
import { expectedTime, isRightPitch } from './note-matching.js';
import type { ReferenceEvent } from './reference-events.js';
import { rhythmCredit } from './rhythm-credit.js';
import { SCORING_RULES } from './scoring-rules.js';

/** How the take's latency was found: from a calibration, measured from the take, or not measurable. */
export type LatencyStatus = 'calibrated' | 'measured' | 'unmeasured';

export interface LatencyEstimate {
  /** Seconds. */
  latency: number;
  status: LatencyStatus;
}

/** The offsets (ms, relative to the given latency) searched, with or without a calibration. */
export function latencySearchRange(calibrated: boolean): { low: number; high: number } {
  if (calibrated) {
    return { low: -SCORING_RULES.calibratedWindowMs, high: SCORING_RULES.calibratedWindowMs };
  }
  return { low: -SCORING_RULES.uncalibratedEarlyMs, high: SCORING_RULES.uncalibratedLateMs };
}

export function estimateLatency(
  events: readonly ReferenceEvent[],
  played: readonly PlayedNote[],
  tempoFactor: number,
  givenLatency: number,
  judge: PitchJudge,
  calibrated = false,
): LatencyEstimate {
  // A take with too few notes to line up keeps the given latency: nothing in it says otherwise.
  const unchanged = (status: LatencyStatus): LatencyEstimate => ({
    latency: givenLatency,
    status: calibrated ? 'calibrated' : status,
  });
  if (played.length === 0 || events.length === 0) return unchanged('measured');
  const onsets = played.map((note) => note.onset);
  // Octave slips of the detector should not move the alignment, so the search compares pitch classes.
  const searchJudge: PitchJudge = { ...judge, octaveAgnostic: true };
  const window = SCORING_RULES.latencyMatchMs / 1000;
  const range = latencySearchRange(calibrated);
  let best = { count: -1, credit: -1, shift: 0 };
  for (let shiftMs = range.low; shiftMs <= range.high; shiftMs += SCORING_RULES.latencyStepMs) {
    const latency = givenLatency + shiftMs / 1000;
    let count = 0;
    let credit = 0;
    for (const event of events) {
      const error = nearestError(
        event,
        expectedTime(event, tempoFactor, latency),
        onsets,
        played,
        window,
        searchJudge,
      );
      if (error === undefined) continue;
      count++;
      credit += rhythmCredit(error);
    }
    const better =
      count > best.count ||
      (count === best.count && credit > best.credit + 1e-9) ||
      (count === best.count &&
        Math.abs(credit - best.credit) <= 1e-9 &&
        Math.abs(shiftMs) < Math.abs(best.shift));
    if (better) best = { count, credit, shift: shiftMs };
  }
  const enough = enoughToTell(events.length);
  if (best.count <= 0) return unchanged(played.length < enough ? 'measured' : 'unmeasured');
  const coarse = givenLatency + best.shift / 1000;
  const errors: number[] = [];
  const attemptWindow = SCORING_RULES.attemptWindowMs / 1000;
  for (const event of events) {
    const error = nearestError(
      event,
      expectedTime(event, tempoFactor, coarse),
      onsets,
      played,
      attemptWindow,
      searchJudge,
    );
    if (error !== undefined) errors.push(error);
  }
  errors.sort((a, b) => a - b);
  const centre = quantile(errors, SCORING_RULES.latencyQuantile);
  const latency = Math.min(
    givenLatency + range.high / 1000,
    Math.max(givenLatency + range.low / 1000, coarse + centre),
  );
  if (calibrated) return { latency, status: 'calibrated' };
  // Untrusted: the best offset sits at the search's edge (the true one may lie beyond), or few events agree
  // on it. A take of fewer notes than it takes to tell is left to its scores.
  const edge = SCORING_RULES.latencyEdgeMs;
  const atEdge = best.shift >= range.high - edge || best.shift <= range.low + edge;
  const trusted = played.length < enough || (!atEdge && best.count >= enough);
  return { latency, status: trusted ? 'measured' : 'unmeasured' };
}

/** How many events must agree on an uncalibrated offset for it to be trusted. */
function enoughToTell(eventCount: number): number {
  return Math.max(
    SCORING_RULES.latencyMinMatched,
    Math.ceil(SCORING_RULES.latencyMinMatchedShare * eventCount),
  );
}

/** The `q` quantile of sorted `values`, interpolated between the two nearest. */
function quantile(values: readonly number[], q: number): number {
  const position = q * (values.length - 1);
  const below = Math.floor(position);
  const above = Math.min(below + 1, values.length - 1);
  return values[below]! + (position - below) * (values[above]! - values[below]!);
}

/** Signed distance from `expected` to the nearest played onset with an acceptable pitch, within `window`. */
function nearestError(
  event: ReferenceEvent,
  expected: number,
  onsets: readonly number[],
  played: readonly PlayedNote[],
  window: number,
  judge: PitchJudge,
): number | undefined {
  let low = 0;
  let high = onsets.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (onsets[mid]! < expected - window) low = mid + 1;
    else high = mid;
  }
  let best: number | undefined;
  for (let i = low; i < onsets.length && onsets[i]! <= expected + window; i++) {
    const error = onsets[i]! - expected;
    if (!isRightPitch(event, played[i]!, judge)) continue;
    if (best === undefined || Math.abs(error) < Math.abs(best)) best = error;
  }
  return best;
}
