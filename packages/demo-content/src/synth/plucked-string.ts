// Karplus-Strong plucked strings for guitar and bass: a noise burst circulating in a tuned delay line
// whose averaging filter makes the high partials die first, as on a real string. An all-pass
// fractional delay keeps high notes in tune (at 22.05 kHz an integer delay would be up to 50 cents off).

import { fastSin } from './fast-sine.js';
import { noteSpan, type Voice, type VoiceNote, type VoiceContext } from './voice-types.js';

interface PluckSettings {
  /** Seconds for the string to fall by 60 dB while held. */
  sustainSeconds: number;
  /** One-pole smoothing of the excitation: lower is darker (bass, palm mute). */
  brightness: number;
  /** Where the pick strikes, as a fraction of the string (comb-filters the excitation). */
  pickPosition: number;
  /** Level of a sine at the fundamental added for body (bass). */
  body: number;
}

const RELEASE_SECONDS = 0.08;

function pluck(
  out: Float32Array,
  note: VoiceNote,
  ctx: VoiceContext,
  settings: PluckSettings,
): void {
  const { sampleRate, random } = ctx;
  const period = sampleRate / note.frequency;
  const length = Math.max(2, Math.floor(period - 0.5 - 1e-6));
  const fraction = period - length - 0.5;
  const allpass = (1 - fraction) / (1 + fraction);
  const line = new Float32Array(length);
  // Excitation: smoothed noise, comb-filtered at the pick position, with its mean removed.
  let smooth = 0;
  const brightness = settings.brightness * (0.6 + 0.4 * note.amplitude);
  for (let i = 0; i < length; i += 1) {
    smooth += brightness * (random() * 2 - 1 - smooth);
    line[i] = smooth;
  }
  const pickOffset = Math.max(1, Math.round(length * settings.pickPosition));
  let mean = 0;
  for (let i = length - 1; i >= pickOffset; i -= 1)
    line[i] = (line[i] ?? 0) - (line[i - pickOffset] ?? 0);
  for (let i = 0; i < length; i += 1) mean += line[i] ?? 0;
  mean /= length;
  for (let i = 0; i < length; i += 1) line[i] = (line[i] ?? 0) - mean;

  const span = noteSpan(out, note, sampleRate, RELEASE_SECONDS);
  const heldSamples = Math.floor(note.durationSeconds * sampleRate);
  const heldLoss = Math.pow(10, -3 / (settings.sustainSeconds * sampleRate));
  const releaseLoss = Math.pow(10, -3 / (RELEASE_SECONDS * sampleRate));
  const omega = (2 * Math.PI * note.frequency) / sampleRate;
  let index = 0;
  let previous = 0;
  let apIn = 0;
  let apOut = 0;
  let bodyLevel = settings.body * note.amplitude;
  for (let n = 0; n < span; n += 1) {
    const loss = n < heldSamples ? heldLoss : releaseLoss;
    const sample = line[index] ?? 0;
    const averaged = loss * 0.5 * (sample + previous);
    previous = sample;
    const shifted = allpass * averaged + apIn - allpass * apOut;
    apIn = averaged;
    apOut = shifted;
    line[index] = shifted;
    index = index + 1 === length ? 0 : index + 1;
    bodyLevel *= loss;
    const at = note.startSample + n;
    out[at] = (out[at] ?? 0) + note.amplitude * sample * 1.6 + bodyLevel * fastSin(omega * n);
  }
}

export const guitarVoice: Voice = (out, note, ctx) =>
  pluck(out, note, ctx, { sustainSeconds: 2.2, brightness: 0.55, pickPosition: 0.18, body: 0 });

export const bassVoice: Voice = (out, note, ctx) =>
  pluck(out, note, ctx, { sustainSeconds: 2.8, brightness: 0.22, pickPosition: 0.3, body: 0.35 });
