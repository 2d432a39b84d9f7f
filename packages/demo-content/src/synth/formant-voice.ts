// A sung vowel: a glottal-like source (band-limited sawtooth, softened) through three parallel
// band-pass formant filters whose centres make "ah", "oo" or "ee".

import { envelopeAt, vibratoAt, type Envelope } from './envelope.js';
import { bandPass, onePoleCoefficient, runBiquad } from './filters.js';
import { PolyBlepSaw } from './poly-blep-saw.js';
import { noteSpan, type Voice } from './voice-types.js';

const ENVELOPE: Envelope = { attackSeconds: 0.08, releaseSeconds: 0.12 };
/** Formant centre (Hz), bandwidth (Hz) and level for each vowel. */
const VOWELS: Record<'ah' | 'oo' | 'ee', [number, number, number][]> = {
  ah: [
    [800, 90, 1],
    [1150, 110, 0.55],
    [2900, 160, 0.2],
  ],
  oo: [
    [350, 70, 1],
    [640, 90, 0.35],
    [2400, 160, 0.08],
  ],
  ee: [
    [300, 70, 1],
    [2300, 140, 0.3],
    [3000, 180, 0.2],
  ],
};

export const formantVoice: Voice = (out, note, { sampleRate, vowel = 'ah' }) => {
  const span = noteSpan(out, note, sampleRate, ENVELOPE.releaseSeconds);
  const held = Math.floor(note.durationSeconds * sampleRate);
  const saw = new PolyBlepSaw();
  const formants = VOWELS[vowel].map(([f, bw, gain]) => ({
    filter: bandPass(f, f / bw, sampleRate),
    gain,
  }));
  // The glottal pulse falls off at about -12 dB/octave; a one-pole low-pass adds the second -6.
  const tilt = onePoleCoefficient(note.frequency * 2, sampleRate);
  const increment = note.frequency / sampleRate;
  let source = 0;
  for (let n = 0; n < span; n += 1) {
    const level = envelopeAt(n, held, sampleRate, ENVELOPE);
    source += tilt * (saw.next(increment * vibratoAt(n, sampleRate, 5.2, 0.007, 0.3)) - source);
    let voice = 0.15 * source;
    for (const formant of formants) voice += formant.gain * runBiquad(formant.filter, source);
    const at = note.startSample + n;
    out[at] = (out[at] ?? 0) + 2.2 * level * note.amplitude * voice;
  }
};
