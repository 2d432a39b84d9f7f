// An FM electric piano for keys: a sine carrier modulated at the same frequency with an index that
// decays quickly (the bright "bark" of the attack), plus a faint high tine partial.

import { fastSin } from './fast-sine.js';
import { noteSpan, type Voice } from './voice-types.js';

const RELEASE_SECONDS = 0.12;

export const keysVoice: Voice = (out, note, { sampleRate }) => {
  const span = noteSpan(out, note, sampleRate, RELEASE_SECONDS);
  const heldSamples = Math.floor(note.durationSeconds * sampleRate);
  const omega = (2 * Math.PI * note.frequency) / sampleRate;
  // Low notes ring longer, as on a real piano.
  const decaySeconds = 0.6 + 2.5 * Math.exp(-(note.midi - 40) / 24);
  const ampDecay = Math.exp(-1 / (decaySeconds * sampleRate));
  const indexDecay = Math.exp(-1 / (0.25 * sampleRate));
  const tineDecay = Math.exp(-1 / (0.04 * sampleRate));
  const releaseDecay = Math.exp(-1 / (RELEASE_SECONDS * 0.3 * sampleRate));
  const attackSamples = Math.max(1, Math.floor(0.004 * sampleRate));
  let amp = note.amplitude;
  let index = 0.6 + 1.4 * note.amplitude;
  let tine = 0.12 * note.amplitude;
  for (let n = 0; n < span; n += 1) {
    const attack = n < attackSamples ? n / attackSamples : 1;
    const phase = omega * n;
    const carrier = fastSin(phase + index * fastSin(phase));
    const at = note.startSample + n;
    out[at] = (out[at] ?? 0) + attack * (amp * carrier + tine * fastSin(phase * 14));
    amp *= n < heldSamples ? ampDecay : releaseDecay;
    index = index * indexDecay + 0.08 * (1 - indexDecay);
    tine *= tineDecay;
  }
};
