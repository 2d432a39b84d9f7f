// Band-limited wavetable oscillator: one period built from harmonic amplitudes, read with a time-varying
// frequency. Cheap enough to render minutes of corpus in a test, and alias-free because harmonics above
// Nyquist are never put in the table.
import { midiToHz } from '../music/pitch-math.js';
import { pitchCurveAt } from './types.js';
import type { PitchCurve } from './types.js';

const TABLE_SIZE = 4096;
/** The pitch curve is evaluated every this many samples (0.7 ms at 44.1 kHz) and held in between. */
const CONTROL_PERIOD = 32;

/** One period; `amplitudes[k]` is harmonic k+1, `phases[k]` its phase (radians). */
export function buildWavetable(
  amplitudes: ArrayLike<number>,
  phases?: ArrayLike<number>,
): Float64Array {
  const table = new Float64Array(TABLE_SIZE + 1);
  for (let k = 0; k < amplitudes.length; k++) {
    const amplitude = amplitudes[k]!;
    if (amplitude === 0) continue;
    const phase = phases?.[k] ?? 0;
    const step = (2 * Math.PI * (k + 1)) / TABLE_SIZE;
    for (let i = 0; i < TABLE_SIZE; i++)
      table[i] = table[i]! + amplitude * Math.sin(step * i + phase);
  }
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) peak = Math.max(peak, Math.abs(table[i]!));
  for (let i = 0; i < TABLE_SIZE; i++) table[i] = table[i]! / (peak || 1);
  table[TABLE_SIZE] = table[0]!;
  return table;
}

/** Number of harmonics of `hz` that stay below `ceilingHz` and Nyquist. */
export function harmonicCount(hz: number, sampleRate: number, ceilingHz = Infinity): number {
  return Math.max(1, Math.floor(Math.min(ceilingHz, 0.45 * sampleRate) / hz));
}

/**
 * Adds `gain[i] x table(phase)` to `out` from sample `start`, the phase following the pitch curve, for as
 * many samples as `gain` has. With two tables, `mix[i]` cross-fades them (0 = first table).
 */
export function renderWavetable(
  out: Float32Array,
  start: number,
  sampleRate: number,
  curve: PitchCurve,
  tables: readonly Float64Array[],
  gain: Float32Array,
  mix?: Float32Array,
): void {
  const first = tables[0]!;
  const second = tables[1] ?? first;
  let phase = 0;
  let increment = 0;
  for (let i = 0; i < gain.length; i++) {
    const index = start + i;
    if (index >= out.length) break;
    if (i % CONTROL_PERIOD === 0) {
      increment =
        midiToHz(pitchCurveAt(curve, (index + CONTROL_PERIOD / 2) / sampleRate)) / sampleRate;
    }
    if (index >= 0) {
      const position = phase * TABLE_SIZE;
      const cell = position | 0;
      const fraction = position - cell;
      let value = first[cell]! + fraction * (first[cell + 1]! - first[cell]!);
      if (mix) {
        const other = second[cell]! + fraction * (second[cell + 1]! - second[cell]!);
        value += mix[i]! * (other - value);
      }
      out[index] = out[index]! + gain[i]! * value;
    }
    phase += increment;
    if (phase >= 1) phase -= 1;
  }
}
