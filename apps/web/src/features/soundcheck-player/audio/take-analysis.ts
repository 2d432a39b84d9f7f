// From a take to what the player shows: the engine's score (scoreTake), the Result the API saves,
// a verdict per reference note in the player's words (hit, early, late, sharp, flat, wrong, missed)
// with a sentence for hover, focus and screen readers, a summary per bar, and a warning when the
// take's latency is far from the device's calibration.
import { groupReferenceEvents, NOTE_NAMES, scoreTake } from '@bandbook/soundcheck';
import type { NoteResult, PlayedNote, ReferenceNote, ScoreResult } from '@bandbook/soundcheck';
import type { Result } from '@bandbook/domain';

export type Verdict = 'hit' | 'early' | 'late' | 'sharp' | 'flat' | 'wrong' | 'missed';

export interface NoteFeedback {
  /** Start and length in seconds of the reference timeline. */
  time: number;
  duration: number;
  midi: number;
  verdict: Verdict;
  playedMidi: number | null;
  onsetErrorMs: number | null;
  description: string;
}

export type BarFeedback = { bar: number; total: number } & Record<Verdict, number>;

export interface TakeFeedback {
  result: ScoreResult;
  progressResult: Result;
  notes: NoteFeedback[];
  bars: BarFeedback[];
  latencyWarning: string | null;
}

export interface TakeInput {
  reference: readonly ReferenceNote[];
  played: readonly PlayedNote[];
  takeDuration: number;
  tempoFactor: number;
  /** The calibrated device latency, or 0. */
  latencyMs: number;
  calibrated: boolean;
  nonPitched: boolean;
  barSeconds: number;
}

/** A wrong pitch this close to the written note (semitones) is called sharp or flat, not wrong. */
export const NEAR_MISS_SEMITONES = 1.5;
/** A take whose latency is further than this from the calibration (ms) is pointed out. */
export const LATENCY_WARNING_MS = 40;

const VERDICTS: readonly Verdict[] = ['hit', 'early', 'late', 'sharp', 'flat', 'wrong', 'missed'];

function noteName(midi: number) {
  const rounded = Math.round(midi);
  return `${NOTE_NAMES[((rounded % 12) + 12) % 12]}${Math.floor(rounded / 12) - 1}`;
}

/** The written note a wrong pitch is measured from: the note itself, or a chord's nearest tone. */
function nearestWritten(playedMidi: number, chord: readonly number[]) {
  return chord.reduce((best, midi) =>
    Math.abs(midi - playedMidi) < Math.abs(best - playedMidi) ? midi : best,
  );
}

/**
 * The player's verdict. A wrong pitch close to the written note is sharp or flat; a chord judged
 * wrong with no single pitch heard (all its tones sounding, a wrong one among them) is wrong.
 */
function verdictOf(note: NoteResult, chord: readonly number[]): Verdict {
  switch (note.verdict) {
    case 'correct':
      return 'hit';
    case 'early':
    case 'late':
    case 'missed':
      return note.verdict;
    case 'wrong_pitch': {
      if (note.played_midi === undefined) return 'wrong';
      const off = note.played_midi - nearestWritten(note.played_midi, chord);
      if (Math.abs(off) <= NEAR_MISS_SEMITONES) return off > 0 ? 'sharp' : 'flat';
      return 'wrong';
    }
  }
}

function timing(errorMs: number | undefined) {
  if (errorMs === undefined) return '';
  const rounded = Math.round(errorMs);
  if (rounded === 0) return 'on time';
  return `${Math.abs(rounded)} ms ${rounded < 0 ? 'early' : 'late'}`;
}

/** 'G4: played 32 cents sharp, 64 ms late', for hover, focus and screen readers. */
function describe(
  note: NoteResult,
  verdict: Verdict,
  chord: readonly number[],
  nonPitched: boolean,
) {
  const written = nonPitched ? 'Hit' : noteName(note.midi);
  if (verdict === 'missed') return `${written}: missed`;
  const when = timing(note.onset_error_ms);
  if (nonPitched) return `${written}: played ${when}`;
  if (note.played_midi === undefined) {
    return `${written}: ${verdict === 'wrong' ? 'wrong chord' : 'chord played'}, ${when}`;
  }
  const target = nearestWritten(note.played_midi, chord);
  const cents = Math.round((note.played_midi - target) * 100);
  let pitch: string;
  if (verdict === 'wrong') pitch = `played ${noteName(note.played_midi)} (wrong note)`;
  else if (cents === 0) pitch = 'played in tune';
  else pitch = `played ${Math.abs(cents)} cents ${cents > 0 ? 'sharp' : 'flat'}`;
  if (target !== note.midi) pitch += ` (chord tone ${noteName(target)})`;
  return `${written}: ${pitch}, ${when}`;
}

export function analyseTakeResult(input: TakeInput): TakeFeedback {
  const result = scoreTake(input.reference, input.played, {
    takeDuration: input.takeDuration,
    tempoFactor: input.tempoFactor,
    latencyMs: input.latencyMs,
    nonPitched: input.nonPitched,
  });
  // scoreTake answers one result per reference note in this order; its chords are these events.
  const sorted = [...input.reference].sort((a, b) => a.time - b.time || a.midi - b.midi);
  const chordOf: number[][] = [];
  for (const event of groupReferenceEvents(sorted)) {
    for (const index of event.noteIndices) chordOf[index] = event.midis;
  }

  const notes = result.notes.map((note, index): NoteFeedback => {
    const chord = chordOf[index] ?? [note.midi];
    const verdict = verdictOf(note, chord);
    return {
      time: note.time,
      duration: sorted[index]?.duration ?? 0,
      midi: note.midi,
      verdict,
      playedMidi: note.played_midi ?? null,
      onsetErrorMs: note.onset_error_ms ?? null,
      description: describe(note, verdict, chord, input.nonPitched),
    };
  });

  const bars: BarFeedback[] = [];
  for (const note of notes) {
    const bar = Math.max(0, Math.floor(note.time / input.barSeconds + 1e-9));
    while (bars.length <= bar) {
      const empty = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
      bars.push({ bar: bars.length, total: 0, ...empty });
    }
    bars[bar]!.total++;
    bars[bar]![note.verdict]++;
  }

  const drift = result.latency_ms - input.latencyMs;
  const latencyWarning =
    input.calibrated && Math.abs(drift) > LATENCY_WARNING_MS
      ? `This take was ${Math.abs(Math.round(drift))} ms ${drift > 0 ? 'later' : 'earlier'} than your calibration: did your audio device change (e.g. Bluetooth)? Recalibrate in Settings.`
      : null;

  return {
    result,
    progressResult: {
      percent_played: result.percent_played,
      score: result.score,
      pitch_score: result.pitch_score,
      rhythm_score: result.rhythm_score,
      complete: result.complete,
      pass: result.pass,
    },
    notes,
    bars,
    latencyWarning,
  };
}
