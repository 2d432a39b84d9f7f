// Pairs reference events with played notes: each expected onset (reference time / tempo factor + latency)
// takes the played note nearest to it within the attempt window, a wrong pitch counting as extra distance,
// each played note used once (greedy by distance, which for onsets sorted in time is what a listener does).
import type { PlayedNote } from '../analysis/types.js';
import { pitchClassCents } from '../music/pitch-math.js';
import type { ReferenceEvent } from './reference-events.js';
import { SCORING_RULES } from './scoring-rules.js';

export interface PitchJudge {
  nonPitched: boolean;
  octaveAgnostic: boolean;
}

/** Is the played pitch one of the event's notes, within the tolerance? */
export function isRightPitch(
  event: ReferenceEvent,
  played: PlayedNote,
  judge: PitchJudge,
): boolean {
  if (judge.nonPitched) return true;
  if (played.midi === null) return false;
  const tolerance = SCORING_RULES.pitchToleranceCents;
  for (const midi of event.midis) {
    const cents = judge.octaveAgnostic
      ? pitchClassCents(played.midi, midi)
      : (played.midi - midi) * 100;
    if (Math.abs(cents) <= tolerance) return true;
  }
  return false;
}

export function expectedTime(event: ReferenceEvent, tempoFactor: number, latency: number): number {
  return event.time / tempoFactor + latency;
}

/** For each event, the index of its played note in `played` (sorted by onset), or -1. */
export function matchNotes(
  events: readonly ReferenceEvent[],
  played: readonly PlayedNote[],
  tempoFactor: number,
  latency: number,
  judge: PitchJudge,
): number[] {
  const window = SCORING_RULES.attemptWindowMs / 1000;
  const penalty = SCORING_RULES.wrongPitchPenaltyMs / 1000;
  const pairs: { event: number; note: number; cost: number }[] = [];
  let first = 0;
  for (const [e, event] of events.entries()) {
    const expected = expectedTime(event, tempoFactor, latency);
    while (first < played.length && played[first]!.onset < expected - window) first++;
    for (let p = first; p < played.length && played[p]!.onset <= expected + window; p++) {
      const note = played[p]!;
      const cost =
        Math.abs(note.onset - expected) + (isRightPitch(event, note, judge) ? 0 : penalty);
      pairs.push({ event: e, note: p, cost });
    }
  }
  pairs.sort((a, b) => a.cost - b.cost || a.event - b.event);
  const matched = new Array<number>(events.length).fill(-1);
  const used = new Set<number>();
  for (const pair of pairs) {
    if (matched[pair.event] !== -1 || used.has(pair.note)) continue;
    matched[pair.event] = pair.note;
    used.add(pair.note);
  }
  return matched;
}
