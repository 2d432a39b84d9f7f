// Scores a take's played notes against the reference part, as docs/scoring.md states.
import type { PlayedNote } from '../analysis/types.js';
import type { ReferenceNote } from '../reference/types.js';
import { estimateLatency } from './estimate-latency.js';
import { feedbackMessage, passes, starsFor } from './feedback.js';
import { expectedTime, isRightPitch, matchNotes } from './note-matching.js';
import type { NoteMatch, PitchJudge } from './note-matching.js';
import { groupReferenceEvents } from './reference-events.js';
import { rhythmCredit } from './rhythm-credit.js';
import { SCORING_RULES } from './scoring-rules.js';
import type { NoteResult, ScoreOptions, ScoreResult } from './types.js';

export class ScoringError extends Error {
  override name = 'ScoringError';
}

export function scoreTake(
  reference: readonly ReferenceNote[],
  played: readonly PlayedNote[],
  options: ScoreOptions,
): ScoreResult {
  const tempoFactor = options.tempoFactor ?? 1;
  if (!(
    tempoFactor >= SCORING_RULES.minTempoFactor && tempoFactor <= SCORING_RULES.maxTempoFactor
  )) {
    throw new ScoringError(
      `tempo factor must be from ${SCORING_RULES.minTempoFactor} to ${SCORING_RULES.maxTempoFactor}, got ${tempoFactor}`,
    );
  }
  if (reference.length === 0) throw new ScoringError('the reference part has no notes');
  const judge: PitchJudge = {
    nonPitched: options.nonPitched ?? false,
    octaveAgnostic: options.octaveAgnostic ?? false,
  };
  const notes = [...reference].sort((a, b) => a.time - b.time || a.midi - b.midi);
  const takeNotes = [...played].sort((a, b) => a.onset - b.onset);
  const events = groupReferenceEvents(notes);
  const { latency, status } = estimateLatency(
    events,
    takeNotes,
    tempoFactor,
    (options.latencyMs ?? 0) / 1000,
    judge,
    options.calibrated ?? false,
  );
  const matches = matchNotes(events, takeNotes, tempoFactor, latency, judge);

  // Counts are per event (a chord counts once, however many notes it has); verdicts are per reference note,
  // every note of an event getting the event's.
  const results: NoteResult[] = new Array<NoteResult>(notes.length);
  const missed = (index: number): NoteResult => ({
    time: round(notes[index]!.time, 3),
    midi: notes[index]!.midi,
    verdict: 'missed',
  });
  let attempted = 0;
  let rightPitch = 0;
  let credit = 0;
  for (const [e, event] of events.entries()) {
    const match = matches[e]!;
    const playedNote = match.note >= 0 ? takeNotes[match.note] : undefined;
    const heardNote = match.heard >= 0 ? takeNotes[match.heard] : undefined;
    if (!playedNote || !heardNote) {
      for (const index of event.noteIndices) results[index] = missed(index);
      continue;
    }
    const error = playedNote.onset - expectedTime(event, tempoFactor, latency);
    const isRight = isRightPitch(event, heardNote, judge);
    attempted++;
    credit += rhythmCredit(error);
    if (isRight) rightPitch++;
    // Judged on the error as reported, so a note shown 50 ms off is never called early or late.
    const errorMs = round(error * 1000, 0);
    const late = Math.abs(errorMs) > SCORING_RULES.verdictTimingMs;
    const verdict = !isRight ? 'wrong_pitch' : !late ? 'correct' : error < 0 ? 'early' : 'late';
    for (const index of event.noteIndices) {
      const result: NoteResult = { ...missed(index), verdict };
      if (!judge.nonPitched && heardNote.midi !== null)
        result.played_midi = round(heardNote.midi, 2);
      result.onset_error_ms = errorMs;
      results[index] = result;
    }
  }

  const percentPlayed = Math.round((100 * attempted) / events.length);
  const rhythm = attempted > 0 ? (100 * credit) / attempted : 0;
  const pitch = judge.nonPitched ? null : attempted > 0 ? (100 * rightPitch) / attempted : 0;
  const score = Math.round(pitch === null ? rhythm : (pitch + rhythm) / 2);
  const rhythmScore = Math.round(rhythm);
  const pitchScore = pitch === null ? null : Math.round(pitch);
  const complete = isComplete(events, matches, tempoFactor, latency, options.takeDuration);
  return {
    percent_played: percentPlayed,
    score,
    pitch_score: pitchScore,
    rhythm_score: rhythmScore,
    complete,
    pass: passes(score, percentPlayed, complete),
    stars: starsFor(score, percentPlayed),
    message: feedbackMessage(percentPlayed, score, pitchScore, rhythmScore),
    latency_ms: round(latency * 1000, 0),
    latency_status: status,
    notes: results,
  };
}

/** The recording lasts past the last note, and the player was still playing in the last tenth of the part. */
function isComplete(
  events: readonly { time: number }[],
  matches: readonly NoteMatch[],
  tempoFactor: number,
  latency: number,
  takeDuration: number,
): boolean {
  const last = events[events.length - 1]!;
  const end = last.time / tempoFactor + latency + SCORING_RULES.completeMarginSeconds;
  if (takeDuration < end) return false;
  const tail = Math.max(1, Math.ceil(events.length * SCORING_RULES.completeTailShare));
  return matches.slice(events.length - tail).some((match) => match.note >= 0);
}

/** Rounded to `digits` decimals; never -0 (a latency a hair under zero is 0 ms). */
function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale + 0;
}
