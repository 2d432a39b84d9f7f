// The calibration run against a fake context and recorder that hears the chirps it scheduled after
// a known round trip: the chirps are played from take time 0 at the engine's times, the recording
// lasts until the last one could have come back, and the median of the rounds is answered. (The
// cross-correlation itself is the engine's, tested in packages/soundcheck/test/calibration.test.ts.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGaussian, createRandom } from '@bandbook/soundcheck/synth';
import {
  CALIBRATION_MAX_LATENCY,
  calibrationClickTimes,
  findLatency,
  renderClick,
  runCalibration,
} from './calibration';
import type { Recorder, Take } from './recorder';
import { FakeBuffer, FakeBufferSource } from './testing/fake-audio';

const SR = 48_000;

class ClockContext {
  readonly sampleRate = SR;
  readonly destination = { name: 'destination' };
  readonly sources: FakeBufferSource[] = [];
  sinkId = 'usb-headphones';
  private readonly base = Date.now() / 1000 - 30;
  /** Follows the (fake) wall clock. */
  get currentTime() {
    return Date.now() / 1000 - this.base;
  }
  createBuffer(channels: number, length: number, sampleRate: number) {
    return new FakeBuffer(channels, length, sampleRate);
  }
  createBufferSource() {
    const source = new FakeBufferSource();
    this.sources.push(source);
    return source;
  }
}

/**
 * A recorder whose microphone hears every chirp played since start(), `delays[round]` seconds later
 * (null: only noise), over a little noise.
 */
class EchoRecorder {
  readonly starts: { analyse: unknown; keepSamples?: boolean }[] = [];
  readonly recordedSeconds: number[] = [];
  private startTime = 0;
  private round = 0;
  constructor(
    private readonly ctx: ClockContext,
    private readonly delays: (number | null)[],
  ) {}
  async start(options: { analyse: unknown; keepSamples?: boolean }) {
    this.starts.push(options);
    this.startTime = this.ctx.currentTime + 0.5;
    this.ctx.sources.length = 0;
    return { startTime: this.startTime, microphone: { deviceId: 'usb-mic' } };
  }
  async stop(): Promise<Take> {
    const seconds = this.ctx.currentTime - this.startTime;
    this.recordedSeconds.push(seconds);
    const samples = new Float32Array(Math.round(seconds * SR));
    const gaussian = createGaussian(createRandom(this.round + 1));
    for (let i = 0; i < samples.length; i++) samples[i] = 0.01 * gaussian();
    const delay = this.delays[this.round++];
    for (const source of delay === null ? [] : this.ctx.sources) {
      const click = source.buffer!.getChannelData(0);
      const at = Math.round((source.started!.when - this.startTime + delay!) * SR);
      for (let j = 0; j < click.length; j++) samples[at + j]! += 0.3 * click[j]!;
    }
    return {
      samples,
      sampleRate: SR,
      duration: seconds,
      notes: [],
      startTime: this.startTime,
      deviceId: 'usb-mic',
    };
  }
}

async function calibrate(delays: (number | null)[]) {
  const ctx = new ClockContext();
  const recorder = new EchoRecorder(ctx, delays);
  const running = runCalibration(ctx as unknown as AudioContext, recorder as unknown as Recorder, {
    rounds: delays.length,
  });
  await vi.runAllTimersAsync();
  return { outcome: await running, ctx, recorder };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('runCalibration', () => {
  it('plays the chirps from take time 0 and answers the median round trip of three rounds', async () => {
    const { outcome, ctx, recorder } = await calibrate([0.131, 0.152, 0.1427]);
    expect(outcome.reliable).toBe(true);
    expect(Math.abs(outcome.latencyMs - 142.7)).toBeLessThan(0.5);
    expect(outcome.rounds.map(Math.round)).toEqual([131, 152, 143]);
    expect(Math.abs(outcome.spreadMs - 21)).toBeLessThan(1);
    expect(outcome.peakToRestDb).toBeGreaterThanOrEqual(18);
    expect(outcome.inputDeviceId).toBe('usb-mic');
    expect(outcome.outputDeviceId).toBe('usb-headphones');

    // Samples only, no analysis; the last round's chirps at T0 + the engine's times, to the output.
    expect(recorder.starts).toEqual(Array(3).fill({ analyse: null, keepSamples: true }));
    const times = calibrationClickTimes();
    const t0 = ctx.sources[0]!.started!.when - times[0]!;
    expect(ctx.sources.map((source) => source.started!.when - t0)).toEqual(
      times.map((time) => expect.closeTo(time, 9)),
    );
    expect(ctx.sources.every((source) => source.connections[0] === ctx.destination)).toBe(true);
    expect(ctx.sources[0]!.buffer!.getChannelData(0)).toEqual(renderClick(SR));
    // Recorded until the last chirp's latest return, and a little after.
    const end = times.at(-1)! + CALIBRATION_MAX_LATENCY;
    for (const seconds of recorder.recordedSeconds) {
      expect(seconds).toBeGreaterThanOrEqual(end + 0.2);
      expect(seconds).toBeLessThan(end + 0.3);
    }
  });

  it('leaves out a round that heard nothing', async () => {
    const { outcome } = await calibrate([0.2, null, 0.21]);
    expect(outcome.reliable).toBe(true);
    expect(Math.abs(outcome.latencyMs - 205)).toBeLessThan(0.5);
    expect(outcome.rounds).toHaveLength(3);
  });

  it('is not reliable when at most one round heard the chirps', async () => {
    const { outcome } = await calibrate([null, 0.2, null]);
    expect(outcome.reliable).toBe(false);
    expect(Math.abs(outcome.latencyMs - 200)).toBeLessThan(0.5);
    const silent = await calibrate([null, null, null]);
    expect(silent.outcome.reliable).toBe(false);
    expect(silent.outcome.latencyMs).toBe(0);
    expect(silent.outcome.peakToRestDb).toBeLessThan(18);
  });

  it('stops the chirps and the microphone when called off', async () => {
    const ctx = new ClockContext();
    const recorder = new EchoRecorder(ctx, [0.1]);
    const stop = vi.spyOn(recorder, 'stop');
    const controller = new AbortController();
    const running = runCalibration(
      ctx as unknown as AudioContext,
      recorder as unknown as Recorder,
      { signal: controller.signal },
    );
    const failed = running.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(100);
    expect(await failed).toMatchObject({ name: 'AbortError' });
    expect(stop).toHaveBeenCalledTimes(1);
    expect(ctx.sources.every((source) => source.stopped)).toBe(true);
  });
});

describe('findLatency (the engine, re-exported)', () => {
  it('finds chirps delayed by 137.3 ms', () => {
    const input = new Float32Array(5 * SR);
    const click = renderClick(SR);
    for (const time of calibrationClickTimes()) input.set(click, Math.round((time + 0.1373) * SR));
    const found = findLatency(input, SR, calibrationClickTimes());
    expect(found.reliable).toBe(true);
    expect(Math.abs(found.latencyMs - 137.3)).toBeLessThan(1);
  });
});
