// The real signalsmith-stretch worklet, run in Node through a minimal AudioWorkletGlobalScope: at 50 %
// and 150 % tempo the pitch stays where it was (median within 5 cents, measured with the engine's pitch
// detector) and N seconds of input last N / rate seconds.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PitchDetector, createPitchEstimate } from '@bandbook/soundcheck';
import { WorkletScope, call, whenReady } from './testing/worklet-scope';

const SAMPLE_RATE = 48000;
const BLOCK = 128 / SAMPLE_RATE;
/** Two identical one-second bursts of tone, N = 2 seconds apart. */
const BURSTS = [0.5, 2.5];
const BURST_SECONDS = 1;
const N = BURSTS[1]! - BURSTS[0]!;

/** Bursts of a tone with six harmonics (amplitude 1/h), like an instrument rather than a sine. */
function harmonicBursts(frequency: number): Float32Array {
  const samples = new Float32Array(4 * SAMPLE_RATE);
  for (const start of BURSTS) {
    const first = Math.round(start * SAMPLE_RATE);
    for (let i = 0; i < BURST_SECONDS * SAMPLE_RATE; i++) {
      const t = i / SAMPLE_RATE;
      let value = 0;
      for (let h = 1; h <= 6; h++) value += Math.sin(2 * Math.PI * frequency * h * t) / h;
      samples[first + i] = 0.2 * value;
    }
  }
  return samples;
}

function medianPitch(samples: Float32Array, spans: { start: number; end: number }[]): number {
  const detector = new PitchDetector({ sampleRate: SAMPLE_RATE, fmin: 100, fmax: 1000 });
  const estimate = createPitchEstimate();
  const found: number[] = [];
  const frame = detector.layout.frameLength;
  for (const { start, end } of spans) {
    // The steady middle of each burst.
    const from = Math.round((start + 0.1) * SAMPLE_RATE);
    for (let offset = from; offset + frame < (end - 0.1) * SAMPLE_RATE; offset += 512) {
      detector.detect(samples, estimate, offset);
      if (estimate.voiced) found.push(estimate.frequency);
    }
  }
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)] ?? 0;
}

/**
 * Where each burst starts and ends (seconds): the 10 ms mean-square envelope crosses half the steady
 * power half a window after a step, so those crossings less half a window are the edges.
 */
function bursts(samples: Float32Array): { start: number; end: number }[] {
  const window = Math.round(0.01 * SAMPLE_RATE);
  const envelope = new Float32Array(samples.length);
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    sum += samples[i]! ** 2 - (samples[i - window] ?? 0) ** 2;
    envelope[i] = Math.max(0, sum) / window;
  }
  const half = [...envelope].sort((a, b) => a - b)[Math.floor(envelope.length * 0.9)]! / 2;
  const spans: { start: number; end: number }[] = [];
  let start = -1;
  envelope.forEach((value, i) => {
    if (value >= half && start < 0) start = i;
    if (value < half && start >= 0) {
      const span = {
        start: (start - window / 2) / SAMPLE_RATE,
        end: (i - window / 2) / SAMPLE_RATE,
      };
      const previous = spans[spans.length - 1];
      // The stretched envelope wobbles around the threshold for a moment at an edge: one burst.
      if (previous && span.start - previous.end < 0.05) previous.end = span.end;
      else spans.push(span);
      start = -1;
    }
  });
  return spans;
}

const cents = (a: number, b: number) => 1200 * Math.log2(a / b);

let scope: WorkletScope;

beforeAll(async () => {
  scope = new WorkletScope(SAMPLE_RATE);
  const mjs = createRequire(import.meta.url)
    .resolve('signalsmith-stretch')
    .replace(/SignalsmithStretch\.js$/, 'SignalsmithStretch.mjs');
  await scope.load(pathToFileURL(mjs).href);
});

afterAll(() => scope.remove());

/** Plays `input` through a fresh stretch processor at `rate`; the output from the scheduled start on. */
async function stretch(input: Float32Array, rate: number) {
  const processor = scope.create('signalsmith-stretch', {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [1],
  });
  await whenReady(processor.port);
  const latency = call(processor.port, 'latency');
  call(processor.port, 'addBuffers', [input]);
  // Started a little ahead, as the player does, so the node can compensate for its latency.
  const lead = 0.2;
  call(processor.port, 'schedule', {
    output: scope.currentTime + lead,
    active: true,
    input: 0,
    rate,
  });
  const seconds = lead + input.length / SAMPLE_RATE / rate + 0.3;
  const [output] = scope.render(processor, Math.round(seconds * SAMPLE_RATE), 1);
  return { output: output!.subarray(Math.round(lead * SAMPLE_RATE)), latency };
}

describe('time-stretching with signalsmith-stretch', () => {
  it('runs its worklet in this scope and reports its latency', async () => {
    const { latency } = await stretch(new Float32Array(SAMPLE_RATE), 1);
    expect(latency).toBeCloseTo(0.12, 2);
  });

  for (const frequency of [440, 220]) {
    for (const rate of [0.5, 1.5]) {
      it(`keeps a ${frequency} Hz tone's pitch at tempo x${rate}; N seconds last N / rate`, async () => {
        const input = harmonicBursts(frequency);
        const { output } = await stretch(input, rate);
        const inputSpans = bursts(input);
        const spans = bursts(output);
        expect(inputSpans).toHaveLength(2);
        expect(spans).toHaveLength(2);

        expect(Math.abs(cents(medianPitch(output, spans), frequency))).toBeLessThan(5);

        const [first, second] = spans as [
          { start: number; end: number },
          { start: number; end: number },
        ];
        expect(Math.abs(second.start - first.start - N / rate)).toBeLessThan(2 * BLOCK);
        expect(Math.abs(second.end - first.end - N / rate)).toBeLessThan(2 * BLOCK);
        // Each burst's edges land where the time map puts them, up to the stretcher's smoothing of a
        // hard edge (its analysis window spreads it over a few tens of ms).
        for (const [index, span] of spans.entries()) {
          expect(Math.abs(span.start - inputSpans[index]!.start / rate)).toBeLessThan(0.03);
          expect(Math.abs(span.end - inputSpans[index]!.end / rate)).toBeLessThan(0.03);
        }
      });
    }
  }
});
