// Adds white noise at a given signal-to-noise ratio, the signal power being measured where notes sound
// (gaps of silence would otherwise make a "20 dB" take far noisier than 20 dB while anyone plays).
import { createGaussian, createRandom } from './random.js';

export interface Span {
  start: number;
  end: number;
}

export function addNoise(
  samples: Float32Array,
  sampleRate: number,
  snrDb: number,
  spans: readonly Span[],
  seed = 7,
): Float32Array {
  let power = 0;
  let count = 0;
  const measured = spans.length > 0 ? spans : [{ start: 0, end: samples.length / sampleRate }];
  for (const span of measured) {
    const from = Math.max(0, Math.round(span.start * sampleRate));
    const to = Math.min(samples.length, Math.round(span.end * sampleRate));
    for (let i = from; i < to; i++) power += samples[i]! * samples[i]!;
    count += Math.max(0, to - from);
  }
  const signalPower = count > 0 ? power / count : 0;
  const sigma = Math.sqrt(signalPower / 10 ** (snrDb / 10));
  const gaussian = createGaussian(createRandom(seed));
  const noisy = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) noisy[i] = samples[i]! + sigma * gaussian();
  return noisy;
}
