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

/**
 * Is the played pitch one of the event's notes, within the tolerance? For a chord heard with a semitone
 * profile (chord parts): do its notes' harmonics explain the profile (chordFit), or is the pitch its lowest note?
 */
export function isRightPitch(
  event: ReferenceEvent,
  played: PlayedNote,
  judge: PitchJudge,
): boolean {
  if (judge.nonPitched) return true;
  // The chord path: the profile fits the chord, or the root was played alone (the pitch heard is the lowest
  // note and the profile fits that note). Any other tone heard says little when all the tones sound.
  if (event.midis.length > 1 && played.profile !== undefined) {
    if (chordMatches(event.midis, played.profile, judge.octaveAgnostic)) return true;
    const root = Math.min(...event.midis);
    return (
      played.midi !== null &&
      Math.abs(played.midi - root) * 100 <= SCORING_RULES.pitchToleranceCents &&
      chordFit([root], played.profile, judge.octaveAgnostic) >= SCORING_RULES.chordFitShare
    );
  }
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

/**
 * The chord rule: its fit is at least chordFitShare, and no chord with one of its notes a semitone higher or
 * lower fits better by more than chordFitMargin (a wrong tone shows as a better-fitting neighbour).
 */
export function chordMatches(
  midis: readonly number[],
  profile: readonly number[],
  octaveAgnostic = false,
): boolean {
  const fit = chordFit(midis, profile, octaveAgnostic);
  if (fit < SCORING_RULES.chordFitShare) return false;
  for (let i = 0; i < midis.length; i++) {
    for (const step of [-1, 1]) {
      const neighbour = midis.map((midi, j) => (j === i ? midi + step : midi));
      if (chordFit(neighbour, profile, octaveAgnostic) > fit + SCORING_RULES.chordFitMargin)
        return false;
    }
  }
  return true;
}

/**
 * Share of a semitone profile explained by a chord: the profile's weight on the semitones nearest the first
 * chordHarmonics harmonics of the chord's notes, over its weight from a semitone below the lowest note up to the
 * highest note's last harmonic (further up, a bright timbre's many weak harmonics would only dilute it).
 * `octaveAgnostic` compares pitch classes (the chord's harmonics in any octave) over the whole profile.
 */
export function chordFit(
  midis: readonly number[],
  profile: readonly number[],
  octaveAgnostic = false,
): number {
  const harmonics = SCORING_RULES.chordHarmonics;
  const top = Math.round(12 * Math.log2(harmonics));
  const low = octaveAgnostic ? 0 : Math.max(0, Math.round(Math.min(...midis)) - 1);
  const high = octaveAgnostic
    ? profile.length - 1
    : Math.min(profile.length - 1, Math.round(Math.max(...midis)) + top);
  const explained = new Set<number>();
  for (const midi of midis) {
    for (let h = 1; h <= harmonics; h++) {
      const semitone = Math.round(midi + 12 * Math.log2(h));
      explained.add(octaveAgnostic ? ((semitone % 12) + 12) % 12 : semitone);
    }
  }
  let total = 0;
  let fit = 0;
  for (let b = low; b <= high; b++) {
    const v = profile[b] ?? 0;
    total += v;
    if (explained.has(octaveAgnostic ? b % 12 : b)) fit += v;
  }
  return total > 0 ? fit / total : 0;
}
