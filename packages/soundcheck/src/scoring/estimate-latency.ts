// Per-take latency refinement: the given latency (device calibration, or 0) is moved within +/-250 ms to the
// offset at which most reference events (single notes and chords, a chord counting once) have a played onset
// close by (with the right pitch class, for pitched parts), ties going to the offset with the tighter timing
// and then to the smaller move; then it is centred on the onset errors of every event with a partner within
// the attempt window there (not only the close matches, which under timing jitter follow the noise and would
// credit the player's scatter as latency a second time), at their latencyQuantile: notes are heard late by
// their attack, never early, so the errors lean late (decision 030). Within a quarter second, a shift by a
// whole note rarely matches as many events, because the first or last then finds no partner.
import type { PlayedNote } from '../analysis/types.js';
import type { PitchJudge } from './note-matching.js';
import { expectedTime, isRightPitch } from './note-matching.js';
import type { ReferenceEvent } from './reference-events.js';
import { rhythmCredit } from './rhythm-credit.js';
import { SCORING_RULES } from './scoring-rules.js';

export function estimateLatency(
  events: readonly ReferenceEvent[],
  played: readonly PlayedNote[],
  tempoFactor: number,
  givenLatency: number,
  judge: PitchJudge,
): number {
  if (played.length === 0 || events.length === 0) return givenLatency;
  const onsets = played.map((note) => note.onset);
  // Octave slips of the detector should not move the alignment, so the search compares pitch classes.
  const searchJudge: PitchJudge = { ...judge, octaveAgnostic: true };
  const window = SCORING_RULES.latencyMatchMs / 1000;
  const search = SCORING_RULES.latencySearchMs;
  let best = { count: -1, credit: -1, shift: 0 };
  for (let shiftMs = -search; shiftMs <= search; shiftMs += SCORING_RULES.latencyStepMs) {
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
  if (best.count <= 0) return givenLatency;
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
  const limit = search / 1000;
  return Math.min(givenLatency + limit, Math.max(givenLatency - limit, coarse + centre));
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
