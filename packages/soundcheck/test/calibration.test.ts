// Latency calibration: the chirp train found in an input delayed by a known amount, also filtered
// and noisy like a speaker in a room, and not trusted in noise alone.
import { describe, expect, it } from 'vitest';
import { CALIBRATION_CLICK_TIMES, findLatency, renderClick } from '../src/index.js';
import { createGaussian, createRandom } from '../src/synth/index.js';

const SR = 48_000;

function input(delay: number, options: { gain?: number; lowpass?: boolean; snrDb?: number } = {}) {
  const length = Math.round((CALIBRATION_CLICK_TIMES.at(-1)! + 1.2) * SR);
  const samples = new Float32Array(length);
  const click = renderClick(SR);
  for (const time of CALIBRATION_CLICK_TIMES) {
    // Fractional delays: place the chirp by linear interpolation.
    const position = (time + delay) * SR;
    const base = Math.floor(position);
    const fraction = position - base;
    for (let j = 0; j < click.length; j++) {
      samples[base + j]! += (1 - fraction) * click[j]! * (options.gain ?? 1);
      samples[base + j + 1]! += fraction * click[j]! * (options.gain ?? 1);
    }
  }
  if (options.lowpass) {
    // A speaker and a room: one-pole low-pass around 3 kHz and a faint echo 7 ms later.
    const a = Math.exp((-2 * Math.PI * 3000) / SR);
    let y = 0;
    for (let i = 0; i < length; i++) samples[i] = y = (1 - a) * samples[i]! + a * y;
    const echo = Math.round(0.007 * SR);
    for (let i = length - 1; i >= echo; i--) samples[i]! += 0.3 * samples[i - echo]!;
  }
  if (options.snrDb !== undefined) {
    let energy = 0;
    for (const s of samples) energy += s * s;
    const signalRms = Math.sqrt(energy / length) || 0.01;
    const noiseRms = signalRms / 10 ** (options.snrDb / 20);
    const gaussian = createGaussian(createRandom(5));
    for (let i = 0; i < length; i++) samples[i]! += noiseRms * gaussian();
  }
  return samples;
}

describe('findLatency', () => {
  it('finds a 137.3 ms delay within 1 ms at 20 dB SNR', () => {
    const found = findLatency(input(0.1373, { snrDb: 20 }), SR);
    expect(found.reliable).toBe(true);
    expect(Math.abs(found.latencyMs - 137.3)).toBeLessThan(1);
  });

  it('finds it within 2 ms through a speaker-like low-pass with an echo, quieter', () => {
    const found = findLatency(input(0.2118, { gain: 0.05, lowpass: true, snrDb: 15 }), SR);
    expect(found.reliable).toBe(true);
    expect(Math.abs(found.latencyMs - 211.8)).toBeLessThan(2);
  });

  it('finds no delay and 400 ms', () => {
    expect(Math.abs(findLatency(input(0), SR).latencyMs)).toBeLessThan(0.5);
    expect(Math.abs(findLatency(input(0.4), SR).latencyMs - 400)).toBeLessThan(0.5);
  });

  it('does not trust noise alone', () => {
    const gaussian = createGaussian(createRandom(9));
    const noise = Float32Array.from({ length: 5 * SR }, () => 0.1 * gaussian());
    const found = findLatency(noise, SR);
    expect(found.reliable).toBe(false);
    expect(found.peakToRestDb).toBeLessThan(18);
  });
});
