// From a take to what the player shows: the engine's score (scoreTake), the Result the API saves,
// a verdict per reference note in the player's words (hit, early, late, sharp, flat, wrong, missed)
// with a sentence for hover, focus and screen readers, a summary per bar, and a warning when the
// take's latency is far from the device's calibration.
import { frequencyToNote, midiToHz, scoreTake } from '@bandbook/soundcheck';
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
  const reading = frequencyToNote(midiToHz(Math.round(midi)));
  return `${reading.name}${reading.octave}`;
}

function verdictOf(note: NoteResult): Verdict {
  switch (note.verdict) {
    case 'correct':
      return 'hit';
    case 'early':
    case 'late':
    case 'missed':
      return note.verdict;
    case 'wrong_pitch': {
      const off = (note.played_midi ?? note.midi) - note.midi;
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

function describe(note: NoteResult, verdict: Verdict, nonPitched: boolean) {
  const written = nonPitched ? 'Hit' : noteName(note.midi);
  if (verdict === 'missed') return `${written}: missed`;
  const when = timing(note.onset_error_ms);
  if (nonPitched || note.played_midi === undefined) return `${written}: played ${when}`;
  const cents = Math.round((note.played_midi - note.midi) * 100);
  let pitch: string;
  if (verdict === 'wrong') pitch = `played ${noteName(note.played_midi)} (wrong note)`;
  else if (cents === 0) pitch = 'played in tune';
  else pitch = `played ${Math.abs(cents)} cents ${cents > 0 ? 'sharp' : 'flat'}`;
  return `${written}: ${pitch}, ${when}`;
}

export function analyseTakeResult(input: TakeInput): TakeFeedback {
  const result = scoreTake([...input.reference], [...input.played], {
    takeDuration: input.takeDuration,
    tempoFactor: input.tempoFactor,
    latencyMs: input.latencyMs,
    nonPitched: input.nonPitched,
  });
  const durations = new Map<string, number>();
  for (const note of input.reference) durations.set(`${note.time}:${note.midi}`, note.duration);

  const notes = result.notes.map((note): NoteFeedback => {
    const verdict = verdictOf(note);
    return {
      time: note.time,
      duration: durations.get(`${note.time}:${note.midi}`) ?? 0.1,
      midi: note.midi,
      verdict,
      playedMidi: note.played_midi ?? null,
      onsetErrorMs: note.onset_error_ms ?? null,
      description: describe(note, verdict, input.nonPitched),
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
