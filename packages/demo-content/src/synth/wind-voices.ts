// Wind instruments. Saxophone and trumpet are two-operator FM whose brightness follows loudness (as
// when a player blows harder); the flute is a nearly pure tone with band-passed breath noise.

import { fastSin } from './fast-sine.js';
import { envelopeAt, vibratoAt, type Envelope } from './envelope.js';
import { bandPass, onePoleCoefficient, runBiquad } from './filters.js';
import { noteSpan, type Voice, type VoiceContext, type VoiceNote } from './voice-types.js';

interface BrassSettings extends Envelope {
  baseIndex: number;
  loudIndex: number;
  breath: number;
  cutoff: number;
}

function fmWind(out: Float32Array, note: VoiceNote, ctx: VoiceContext, s: BrassSettings): void {
  const { sampleRate, random } = ctx;
  const span = noteSpan(out, note, sampleRate, s.releaseSeconds);
  const held = Math.floor(note.durationSeconds * sampleRate);
  const k = onePoleCoefficient(s.cutoff, sampleRate);
  let phase = 0;
  let lowPassed = 0;
  for (let n = 0; n < span; n += 1) {
    const env = envelopeAt(n, held, sampleRate, s);
    phase += (2 * Math.PI * note.frequency * vibratoAt(n, sampleRate, 5, 0.004, 0.3)) / sampleRate;
    const index = s.baseIndex + s.loudIndex * env * note.amplitude;
    const tone = fastSin(phase + index * fastSin(phase));
    const breath = s.breath * (random() * 2 - 1);
    lowPassed += k * (tone + breath - lowPassed);
    const at = note.startSample + n;
    out[at] = (out[at] ?? 0) + env * note.amplitude * lowPassed;
  }
}

export const saxophoneVoice: Voice = (out, note, ctx) =>
  fmWind(out, note, ctx, {
    attackSeconds: 0.04,
    releaseSeconds: 0.07,
    baseIndex: 0.9,
    loudIndex: 2.2,
    breath: 0.06,
    cutoff: 3200,
  });

export const trumpetVoice: Voice = (out, note, ctx) =>
  fmWind(out, note, ctx, {
    attackSeconds: 0.025,
    releaseSeconds: 0.05,
    baseIndex: 0.6,
    loudIndex: 3.2,
    breath: 0.02,
    cutoff: 4500,
  });

export const fluteVoice: Voice = (out, note, { sampleRate, random }) => {
  const env: Envelope = { attackSeconds: 0.07, releaseSeconds: 0.08 };
  const span = noteSpan(out, note, sampleRate, env.releaseSeconds);
  const held = Math.floor(note.durationSeconds * sampleRate);
  const breathFilter = bandPass(note.frequency * 2, 2.5, sampleRate);
  let phase = 0;
  for (let n = 0; n < span; n += 1) {
    const level = envelopeAt(n, held, sampleRate, env);
    phase += (2 * Math.PI * note.frequency * vibratoAt(n, sampleRate, 5, 0.005, 0.25)) / sampleRate;
    const tone = fastSin(phase) + 0.22 * fastSin(2 * phase) + 0.07 * fastSin(3 * phase);
    // A puff of air at the start ("chiff"), then a steady breathy hiss.
    const chiff = n < 0.06 * sampleRate ? 0.5 : 0.18;
    const breath = runBiquad(breathFilter, random() * 2 - 1) * chiff;
    const at = note.startSample + n;
    out[at] = (out[at] ?? 0) + level * note.amplitude * (0.8 * tone + breath);
  }
};
