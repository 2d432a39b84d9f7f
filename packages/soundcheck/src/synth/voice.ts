// Sung vowel /a/: a glottal source (harmonics falling about 9 dB per octave) shaped by four formant
// resonances, vibrato and a little aspiration noise. Formants shift up for voices above middle C. A harmonic
// sitting on a formant peak is the classic trap for YIN-type detectors (de Cheveigné's threshold note).
import { midiToHz } from '../music/pitch-math.js';
import { renderEnvelope } from './envelope.js';
import type { EnvelopeShape } from './envelope.js';
import type { PitchCurve, SynthNote } from './types.js';
import { buildWavetable, harmonicCount, renderWavetable } from './wavetable.js';

const SHAPE: EnvelopeShape = { attack: 0.05, sustain: 0.9, settle: 0.12, release: 0.03 };
// /a/ formants (Hz) and bandwidths for a low voice (Peterson & Barney-like values).
const FORMANTS = [
  [700, 110],
  [1220, 120],
  [2600, 160],
  [3300, 250],
] as const;

function formantGain(hz: number, scale: number): number {
  let gain = 1;
  for (const [centre, bandwidth] of FORMANTS) {
    const f = centre * scale;
    const b = (bandwidth * scale) / 2;
    gain *= (f * f + b * b) / Math.sqrt(((hz - f) ** 2 + b * b) * ((hz + f) ** 2 + b * b));
  }
  return gain;
}

export function renderVoiceNote(
  out: Float32Array,
  sampleRate: number,
  note: SynthNote,
  random: () => number,
): PitchCurve {
  const hz = midiToHz(note.midi);
  const scale = note.midi >= 60 ? 1.17 : 1;
  const count = harmonicCount(hz, sampleRate, 5000);
  const amplitudes = new Float64Array(count);
  const phases = new Float64Array(count);
  for (let k = 1; k <= count; k++) {
    amplitudes[k - 1] = k ** -1.5 * formantGain(k * hz, scale);
    phases[k - 1] = random() * 2 * Math.PI;
  }
  const table = buildWavetable(amplitudes, phases);
  const curve: PitchCurve = {
    onset: note.time,
    offset: note.time + note.duration,
    midi: note.midi,
    scoopCents: -15,
    scoopTime: 0.04,
    vibratoCents: 25,
    vibratoHz: 5.2 + random() * 0.8,
    vibratoDelay: 0.25,
  };
  const level = 0.4 * note.velocity;
  const start = Math.round(note.time * sampleRate);
  const envelope = renderEnvelope(SHAPE, note.duration, sampleRate);
  const length = envelope.length;
  renderWavetable(
    out,
    start,
    sampleRate,
    curve,
    [table],
    envelope.map((v) => level * v),
  );
  // Aspiration: high-passed noise about 30 dB under the voice.
  let previous = 0;
  for (let i = 0; i < length; i++) {
    const position = start + i;
    if (position >= out.length) break;
    const white = random() * 2 - 1;
    if (position >= 0)
      out[position] = out[position]! + 0.012 * note.velocity * envelope[i]! * (white - previous);
    previous = white;
  }
  return curve;
}
