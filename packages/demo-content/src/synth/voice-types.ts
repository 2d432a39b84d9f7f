// The contract between the part renderer and the instrument voices: a voice adds one note into a
// shared buffer, starting at a sample offset.

import type { Random } from './random.js';

export interface VoiceNote {
  /** Sample index in the output buffer where the note starts. */
  startSample: number;
  durationSeconds: number;
  frequency: number;
  midi: number;
  /** 0..1, already curved from MIDI velocity. */
  amplitude: number;
}

export interface VoiceContext {
  sampleRate: number;
  random: Random;
  vowel?: 'ah' | 'oo' | 'ee';
}

export type Voice = (out: Float32Array, note: VoiceNote, context: VoiceContext) => void;

/** Number of samples a note may write: its length plus a release, clipped to the buffer. */
export function noteSpan(
  out: Float32Array,
  note: VoiceNote,
  sampleRate: number,
  releaseSeconds: number,
) {
  const length = Math.ceil((note.durationSeconds + releaseSeconds) * sampleRate);
  return Math.max(0, Math.min(length, out.length - note.startSample));
}
