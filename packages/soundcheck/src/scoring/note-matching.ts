// Pairs reference events with played notes: each expected onset (reference time / tempo factor + latency)
// takes the played note nearest to it within the attempt window, a wrong pitch counting as extra distance,
// each played note used once (greedy by distance, which for onsets sorted in time is what a listener does).
// A played note that leads without a break into the right pitch is heard at that pitch (`reachedNote`).
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

/**
 * An event's played note: `note` gives its onset, `heard` (the same note, or one it led into) its pitch;
 * both -1 when the event was not attempted.
 */
export interface NoteMatch {
  note: number;
  heard: number;
}

/**
 * The note that `played[index]`, of a wrong pitch for `event`, reaches the event's pitch in: one of the next
 * glideNotes notes, each starting within glideGapMs of the end of the one before, the last at the right pitch
 * and starting within glideReachMs of the expected onset and attemptWindowMs before the next event is due
 * (`nextExpected`). A scoop, or a choir's crossfade heard as pitches between the two notes, is cut into
 * such pieces; a wrong note held until the next one is not. -1 when there is none.
 */
function reachedNote(
  event: ReferenceEvent,
  played: readonly PlayedNote[],
  index: number,
  expected: number,
  nextExpected: number,
  judge: PitchJudge,
): number {
  if (judge.nonPitched || event.midis.length > 1) return -1;
  const gap = SCORING_RULES.glideGapMs / 1000;
  const until = Math.min(
    expected + SCORING_RULES.glideReachMs / 1000,
    nextExpected - SCORING_RULES.attemptWindowMs / 1000,
  );
  let end = played[index]!.offset;
  for (let i = index + 1; i <= index + SCORING_RULES.glideNotes && i < played.length; i++) {
    const next = played[i]!;
    if (next.onset > end + gap || next.onset >= until) return -1;
    if (isRightPitch(event, next, judge)) return i;
    end = Math.max(end, next.offset);
  }
  return -1;
}

/** For each event, its played note (indices into `played`, sorted by onset). */
export function matchNotes(
  events: readonly ReferenceEvent[],
  played: readonly PlayedNote[],
  tempoFactor: number,
  latency: number,
  judge: PitchJudge,
): NoteMatch[] {
  const window = SCORING_RULES.attemptWindowMs / 1000;
  const penalty = SCORING_RULES.wrongPitchPenaltyMs / 1000;
  const pairs: { event: number; note: number; heard: number; cost: number }[] = [];
  let first = 0;
  for (const [e, event] of events.entries()) {
    const expected = expectedTime(event, tempoFactor, latency);
    const next = events[e + 1];
    const nextExpected = next ? expectedTime(next, tempoFactor, latency) : Infinity;
    while (first < played.length && played[first]!.onset < expected - window) first++;
    for (let p = first; p < played.length && played[p]!.onset <= expected + window; p++) {
      const distance = Math.abs(played[p]!.onset - expected);
      if (isRightPitch(event, played[p]!, judge)) {
        pairs.push({ event: e, note: p, heard: p, cost: distance });
        continue;
      }
      pairs.push({ event: e, note: p, heard: p, cost: distance + penalty });
      const heard = reachedNote(event, played, p, expected, nextExpected, judge);
      if (heard >= 0) pairs.push({ event: e, note: p, heard, cost: distance });
    }
  }
  pairs.sort((a, b) => a.cost - b.cost || a.event - b.event);
  const matched: NoteMatch[] = events.map(() => ({ note: -1, heard: -1 }));
  const used = new Set<number>();
  for (const pair of pairs) {
    if (matched[pair.event]!.note !== -1) continue;
    // The notes a glide passed through to its pitch belong to it.
    let free = true;
    for (let i = pair.note; i <= pair.heard && free; i++) free = !used.has(i);
    if (!free) continue;
    matched[pair.event] = { note: pair.note, heard: pair.heard };
    for (let i = pair.note; i <= pair.heard; i++) used.add(i);
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
