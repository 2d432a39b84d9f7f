// From a take to what the player shows: the engine's score (scoreTake), the Result the API saves,
// a verdict per reference note in the player's words (hit, early, late, sharp, flat, wrong, missed)
// with a sentence for hover, focus and screen readers, a summary per bar, whether the take's delay
// could be measured at all, and a note when a calibrated take was late or early throughout.
import { groupReferenceEvents, NOTE_NAMES, scoreTake } from '@bandbook/soundcheck';
import type { NoteResult, PlayedNote, ReferenceNote, ScoreResult } from '@bandbook/soundcheck';
import type { Result } from '@bandbook/domain';
import { barOf, bookBarNumber } from './loop';

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

/** A bar's counts: `bar` is its 0-based place on the reference timeline, `number` the book's bar number. */
export type BarFeedback = { bar: number; number: number; total: number } & Record<Verdict, number>;

export interface TakeFeedback {
  result: ScoreResult;
  progressResult: Result;
  notes: NoteFeedback[];
  bars: BarFeedback[];
  /**
   * Without a calibration, the take's notes lined up with the music at no delay the engine tried (and
   * it is not one of hardly any notes, which is 'Oh dear!'): its verdicts are not shown (nor its
   * result saved), and calibration is offered instead.
   */
  latencyUnmeasured: boolean;
  /** The recording lasted to the part's last note: a take stopped before it was stopped early. */
  playedToEnd: boolean;
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
  /** Bars of count-in before the book's bar 1. */
  countInBars: number;
}

/**
 * A wrong pitch this close to the written note (semitones) is called sharp or flat: nearer to it than to
 * any other semitone. Further off, it is a wrong note, named as played.
 */
export const NEAR_MISS_SEMITONES = 0.5;
/** Under this share of the notes played the spec says 'Oh dear!' (FEEDBACK_MESSAGES.ohDear). */
export const HARDLY_PLAYED_PERCENT = 18;
/** A calibrated take whose latency is further than this from the calibration (ms) is pointed out. */
export const LATENCY_WARNING_MS = 40;
/** A calibrated take with at least this share of its attempted notes late (or early) was behind (ahead). */
export const STEADY_TIMING_SHARE = 0.6;

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
    calibrated: input.calibrated,
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
  for (const [index, note] of notes.entries()) {
    // The written time, not the result's (rounded to the millisecond, which at 90 BPM is a
    // five-thousandth of a bar and can put a downbeat before its bar line).
    const bar = barOf(sorted[index]?.time ?? note.time, input.barSeconds);
    while (bars.length <= bar) {
      const empty = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
      const number = bookBarNumber(bars.length, input.countInBars);
      bars.push({ bar: bars.length, number, total: 0, ...empty });
    }
    bars[bar]!.total++;
    bars[bar]![note.verdict]++;
  }

  const latencyWarning = input.calibrated ? calibratedTimingNote(result, input.latencyMs) : null;
  // A take under the spec's 'Oh dear!' band (hiss, a microphone left off) is that, whatever its delay.
  const latencyUnmeasured =
    result.latency_status === 'unmeasured' && result.percent_played >= HARDLY_PLAYED_PERCENT;
  const lastNote = sorted[sorted.length - 1];
  const partEnd = (lastNote?.time ?? 0) / input.tempoFactor + result.latency_ms / 1000;
  const playedToEnd = input.takeDuration >= partEnd;

  return {
    result,
    progressResult: {
      percent_played: result.percent_played,
      score: result.score,
      pitch_score: result.pitch_score,
      rhythm_score: result.rhythm_score,
      complete: result.complete,
      pass: result.pass,
      // Kept with the result: the best is kept per tempo band (decision 059).
      tempo: Math.round(input.tempoFactor * 100),
    },
    notes,
    bars,
    latencyUnmeasured,
    playedToEnd,
    latencyWarning,
  };
}

/**
 * What a calibrated take's timing says beyond its notes: most notes late (or early) by about the same
 * amount is the player behind (ahead of) the beat, unless the device changed; a take whose delay moved
 * from the calibration is a hint that it did.
 */
function calibratedTimingNote(result: ScoreResult, calibrationMs: number): string | null {
  const errors = result.notes.flatMap((note) =>
    note.verdict === 'missed' || note.onset_error_ms === undefined ? [] : [note.onset_error_ms],
  );
  const late = result.notes.filter((note) => note.verdict === 'late').length;
  const early = result.notes.filter((note) => note.verdict === 'early').length;
  const steady = Math.max(late, early);
  if (errors.length >= 3 && steady >= STEADY_TIMING_SHARE * errors.length) {
    const sorted = [...errors].sort((a, b) => a - b);
    const median = Math.round(Math.abs(sorted[Math.floor(sorted.length / 2)]!));
    const behind = late >= early;
    return `Most notes came in ${behind ? 'late' : 'early'}, by about ${median} ms: you were ${behind ? 'behind' : 'ahead of'} the beat. If your audio device changed since you calibrated (e.g. Bluetooth), calibrate again in Settings.`;
  }
  const drift = result.latency_ms - calibrationMs;
  if (Math.abs(drift) <= LATENCY_WARNING_MS) return null;
  return `This take was ${Math.abs(Math.round(drift))} ms ${drift > 0 ? 'later' : 'earlier'} than your calibration: did your audio device change (e.g. Bluetooth)? Recalibrate in Settings.`;
}
