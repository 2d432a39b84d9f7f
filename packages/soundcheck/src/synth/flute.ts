// Breathy flute-like tone: a nearly sinusoidal spectrum, band-limited breath noise about 15 dB under the
// tone, a noisy "chiff" at the attack and a gentle vibrato. Noise around a weak-harmonic tone is the hard
// case for voicing decisions and for onset detection.
import { midiToHz } from '../music/pitch-math.js';
import { renderEnvelope } from './envelope.js';
import type { EnvelopeShape } from './envelope.js';
import type { PitchCurve, SynthNote } from './types.js';
import { buildWavetable, harmonicCount, renderWavetable } from './wavetable.js';

const SHAPE: EnvelopeShape = { attack: 0.05, sustain: 0.85, settle: 0.15, release: 0.03 };
const HARMONICS = [1, 0.35, 0.12, 0.05, 0.02];

export function renderFluteNote(
  out: Float32Array,
  sampleRate: number,
  note: SynthNote,
  random: () => number,
): PitchCurve {
  const hz = midiToHz(note.midi);
  const table = buildWavetable(HARMONICS.slice(0, harmonicCount(hz, sampleRate)));
  const curve: PitchCurve = {
    onset: note.time,
    offset: note.time + note.duration,
    midi: note.midi,
    scoopCents: 0,
    scoopTime: 0,
    vibratoCents: 12,
    vibratoHz: 5,
    vibratoDelay: 0.2,
  };
  const level = 0.35 * note.velocity;
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

  // Breath: white noise through a two-pole band-pass centred a little above the tone, plus the chiff.
  const centre = Math.min(0.4 * sampleRate, Math.max(1500, 2.5 * hz));
  const r = 0.97;
  const a1 = 2 * r * Math.cos((2 * Math.PI * centre) / sampleRate);
  const a2 = -r * r;
  const breathGain = level * 0.55 * (1 - r);
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < length; i++) {
    const position = start + i;
    if (position >= out.length) break;
    const t = i / sampleRate;
    const chiff = t < 0.03 ? 1.5 * (1 - t / 0.03) : 0;
    const y = (random() * 2 - 1) * breathGain + a1 * y1 + a2 * y2;
    y2 = y1;
    y1 = y;
    if (position >= 0) out[position] = out[position]! + y * (envelope[i]! + chiff);
  }
  return curve;
}
