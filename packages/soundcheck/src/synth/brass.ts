// Brass-like tone: a spectrum whose upper harmonics grow with loudness (dark at the edges of a note, bright
// in its body, harmonics 2-5 stronger than the fundamental as in a forte trumpet), a lip scoop from below
// at the attack and a slow, narrow vibrato. The weak fundamental is what tempts a detector an octave up.
import { midiToHz } from '../music/pitch-math.js';
import { renderEnvelope } from './envelope.js';
import type { EnvelopeShape } from './envelope.js';
import type { PitchCurve, SynthNote } from './types.js';
import { buildWavetable, harmonicCount, renderWavetable } from './wavetable.js';

const SHAPE: EnvelopeShape = { attack: 0.04, sustain: 0.8, settle: 0.1, release: 0.025 };

export function renderBrassNote(
  out: Float32Array,
  sampleRate: number,
  note: SynthNote,
): PitchCurve {
  const hz = midiToHz(note.midi);
  const count = harmonicCount(hz, sampleRate, 9000);
  const dark = new Float64Array(count);
  const bright = new Float64Array(count);
  for (let k = 1; k <= count; k++) {
    dark[k - 1] = Math.exp(-(k - 1) / 1.2);
    bright[k - 1] = k * Math.exp(-k / 3.5);
  }
  const tables = [buildWavetable(dark), buildWavetable(bright)];
  const curve: PitchCurve = {
    onset: note.time,
    offset: note.time + note.duration,
    midi: note.midi,
    scoopCents: -25,
    scoopTime: 0.025,
    vibratoCents: 8,
    vibratoHz: 5,
    vibratoDelay: 0.3,
  };
  const envelope = renderEnvelope(SHAPE, note.duration, sampleRate);
  const level = 0.45 * note.velocity;
  const gain = envelope.map((v) => level * v);
  const brightness = envelope.map((v) => v ** 1.5);
  renderWavetable(
    out,
    Math.round(note.time * sampleRate),
    sampleRate,
    curve,
    tables,
    gain,
    brightness,
  );
  return curve;
}
