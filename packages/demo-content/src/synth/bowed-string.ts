// A bowed violin: a band-limited sawtooth (the stick-slip motion of the bow) with vibrato, shaped by a
// few band-pass resonances standing in for the wooden body.

import { envelopeAt, vibratoAt, type Envelope } from './envelope.js';
import { bandPass, runBiquad } from './filters.js';
import { PolyBlepSaw } from './poly-blep-saw.js';
import { noteSpan, type Voice } from './voice-types.js';

const ENVELOPE: Envelope = { attackSeconds: 0.06, releaseSeconds: 0.1 };
/** Body resonances (Hz, Q, gain): roughly the air, wood and bridge modes of a violin. */
const BODY: [number, number, number][] = [
  [290, 3, 0.8],
  [480, 3, 0.7],
  [1100, 2, 0.5],
  [2800, 1.5, 0.6],
];

export const violinVoice: Voice = (out, note, { sampleRate }) => {
  const span = noteSpan(out, note, sampleRate, ENVELOPE.releaseSeconds);
  const held = Math.floor(note.durationSeconds * sampleRate);
  const saw = new PolyBlepSaw();
  const filters = BODY.map(([f, q]) => bandPass(f, q, sampleRate));
  const increment = note.frequency / sampleRate;
  for (let n = 0; n < span; n += 1) {
    const level = envelopeAt(n, held, sampleRate, ENVELOPE);
    const source = saw.next(increment * vibratoAt(n, sampleRate, 5.5, 0.006, 0.2));
    let body = 0.25 * source;
    for (let i = 0; i < filters.length; i += 1) {
      const filter = filters[i];
      if (filter) body += (BODY[i]?.[2] ?? 0) * runBiquad(filter, source);
    }
    const at = note.startSample + n;
    out[at] = (out[at] ?? 0) + level * note.amplitude * body;
  }
};
