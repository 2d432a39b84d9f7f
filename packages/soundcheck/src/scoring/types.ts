// The scoring result: the spec's Result fields plus the latency used and a verdict per reference note.
// Field names are the spec's (snake_case), as the CLI prints them and the API stores them.
import type { LatencyStatus } from './estimate-latency.js';

export type NoteVerdict = 'correct' | 'wrong_pitch' | 'early' | 'late' | 'missed';

export interface NoteResult {
  /** Start of the reference note in seconds of the reference (MIDI) timeline. */
  time: number;
  /** Written MIDI note (General MIDI percussion key for drums). */
  midi: number;
  verdict: NoteVerdict;
  /** Pitch played (fractional MIDI number), for attempted notes of pitched parts. */
  played_midi?: number;
  /** Played onset minus expected onset in take time (ms): positive is late. For attempted notes. */
  onset_error_ms?: number;
}

export interface ScoreResult {
  percent_played: number;
  score: number;
  /** null for non-pitched parts. */
  pitch_score: number | null;
  rhythm_score: number;
  complete: boolean;
  pass: boolean;
  stars: number;
  message: string;
  /** Latency used after the per-take refinement (ms). */
  latency_ms: number;
  /**
   * How latency_ms was found: 'calibrated' (searched near the device's calibration), 'measured' (found in the
   * take without one, or the given one kept for a take of too few notes to say otherwise) or 'unmeasured'
   * (without one, the take has notes enough but no offset they agree on: its verdicts are not to be trusted,
   * and the player offers calibration instead of showing notes as wrong).
   */
  latency_status: LatencyStatus;
  notes: NoteResult[];
}

export interface ScoreOptions {
  /** Length of the take in seconds. */
  takeDuration: number;
  /** Playback speed the take was recorded at, 0.5-1.5 (1 = reference tempo). */
  tempoFactor?: number;
  /** Device latency: how much later than the reference a perfectly played note appears in the take (ms). */
  latencyMs?: number;
  /**
   * latencyMs comes from a calibration of this device: the take is searched only near it (so a player late
   * throughout is told so). Otherwise the take is searched widely around latencyMs (default 0).
   */
  calibrated?: boolean;
  /** Drum parts: rhythm alone. */
  nonPitched?: boolean;
  /** Accept the right note in any octave (e.g. a voice an octave below the written part). */
  octaveAgnostic?: boolean;
}
