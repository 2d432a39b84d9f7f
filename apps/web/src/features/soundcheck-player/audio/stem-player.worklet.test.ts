// The stem player's bookkeeping against the real stretcher: StemPlayer drives the signalsmith-stretch
// worklet (run in Node through the worklet scope shim) through a tempo change and a loop, and every
// burst of the stem sounds when player.position() says it does.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StemPlayer } from './stem-player';
import type { StretchChange, StretchNode } from './stretch-node';
import { FakeContext, fakeAudio } from './testing/fake-audio';
import { WorkletScope, call, whenReady, type WorkletProcessor } from './testing/worklet-scope';

const SAMPLE_RATE = 48000;
const BURST_SECONDS = 0.3;

/** The node's side of the port, answering synchronously (the worklet here runs on the same thread). */
class WorkletStretch implements StretchNode {
  constructor(private readonly processor: WorkletProcessor) {}
  connect() {}
  disconnect() {}
  async schedule(change: StretchChange) {
    return call(this.processor.port, 'schedule', change);
  }
  async addBuffers(channels: Float32Array[]) {
    return call(this.processor.port, 'addBuffers', channels) as number;
  }
  async dropBuffers() {
    return call(this.processor.port, 'dropBuffers');
  }
  async latency() {
    return call(this.processor.port, 'latency') as number;
  }
}

/** A 10 s stem with a 0.3 s harmonic burst starting on every whole second from 1 s. */
function burstStem(): AudioBuffer {
  const stem = fakeAudio(10, 0, SAMPLE_RATE);
  const samples = stem.getChannelData(0);
  for (let second = 1; second < 10; second++) {
    for (let i = 0; i < BURST_SECONDS * SAMPLE_RATE; i++) {
      const t = i / SAMPLE_RATE;
      let value = 0;
      for (let h = 1; h <= 4; h++) value += Math.sin(2 * Math.PI * 330 * h * t) / h;
      samples[second * SAMPLE_RATE + i] = 0.2 * value;
    }
  }
  return stem;
}

/** Context times at which bursts start in the output: half the steady power, less half the window. */
function burstStarts(samples: Float32Array, offset: number): number[] {
  const window = Math.round(0.01 * SAMPLE_RATE);
  let sum = 0;
  const power: number[] = [];
  for (let i = 0; i < samples.length; i++) {
    sum += samples[i]! ** 2 - (samples[i - window] ?? 0) ** 2;
    power.push(Math.max(0, sum) / window);
  }
  const half = [...power].sort((a, b) => a - b)[Math.floor(power.length * 0.95)]! / 2;
  const starts: number[] = [];
  let lastAbove = -Infinity;
  power.forEach((value, i) => {
    if (value < half) return;
    if (i - lastAbove > 0.1 * SAMPLE_RATE) starts.push(offset + (i - window / 2) / SAMPLE_RATE);
    lastAbove = i;
  });
  return starts;
}

let scope: WorkletScope;

beforeAll(async () => {
  scope = new WorkletScope(SAMPLE_RATE);
  const mjs = createRequire(import.meta.url)
    .resolve('signalsmith-stretch')
    .replace(/SignalsmithStretch\.js$/, 'SignalsmithStretch.mjs');
  await scope.load(pathToFileURL(mjs).href);
});

afterAll(() => scope.remove());

describe('StemPlayer with the real stretcher', () => {
  it('sounds each burst when position() reaches it, through a tempo change and a loop', async () => {
    const processor = scope.create('signalsmith-stretch', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      outputChannelCount: [3],
    });
    await whenReady(processor.port);
    const ctx = new FakeContext(SAMPLE_RATE);
    Object.defineProperty(ctx, 'currentTime', { get: () => scope.currentTime });
    const player = new StemPlayer(
      ctx.asContext,
      ctx.destination as unknown as AudioNode,
      new WorkletStretch(processor),
    );
    player.load({ full: burstStem() });

    const start = scope.currentTime;
    const output: Float32Array[] = [];
    const positions: { time: number; position: number }[] = [];
    const renderUntil = (time: number) => {
      while (scope.currentTime < time) {
        positions.push({ time: scope.currentTime, position: player.position() });
        output.push(scope.render(processor, 128, 3)[0]!);
      }
    };

    player.play({ from: 0, at: start + 0.15 });
    renderUntil(start + 3);
    player.setRate(0.5);
    renderUntil(start + 7);
    player.setLoop({ start: 6, end: 8 });
    renderUntil(start + 15);

    const samples = new Float32Array(output.length * 128);
    output.forEach((block, i) => samples.set(block, i * 128));
    const heard = burstStarts(samples, start);

    // Where the bookkeeping says each burst begins: the position reaches (or jumps onto) a whole second.
    const expected: number[] = [];
    for (let i = 1; i < positions.length; i++) {
      const before = positions[i - 1]!;
      const after = positions[i]!;
      const step = after.position - before.position;
      const isJump = step < 0 || step > 1.5 * (after.time - before.time) + 1e-9;
      for (let second = 1; second < 10; second++) {
        if (isJump && Math.abs(after.position - second) < 0.01) expected.push(after.time);
        if (!isJump && before.position < second && after.position >= second) {
          expected.push(
            before.time + ((second - before.position) / step) * (after.time - before.time),
          );
        }
      }
    }
    // 1, 2 at full speed; 3, 4 at half speed; then the loop 6-8 from 7.1 s: 6, 7, 6, 7.
    expect(expected).toHaveLength(8);
    expect(heard).toHaveLength(expected.length);
    heard.forEach((time, i) => {
      // The stretcher spreads a hard edge over its analysis window: ~15 ms either way at half speed.
      expect(Math.abs(time - expected[i]!)).toBeLessThan(0.025);
    });
    player.dispose();
  });
});
