// The calibration run in the browser: opens the microphone through the recorder (take time 0 is
// anchored as for a take), plays the engine's chirp train through the output from that moment,
// records until the last chirp could have come back, and finds the round trip in the recording.
import { calibrationClickTimes, findLatency, renderClick } from '@bandbook/soundcheck';
import { outputDeviceId } from './latency-store';
import type { Recorder } from './recorder';

export const CALIBRATION_MAX_LATENCY = 0.6;
/**
 * Rounds per calibration, each on a newly opened microphone. How an input stream lines up with the
 * audio clock varies by a few tens of milliseconds from one opening to the next (measured in
 * Chromium: 20-80 ms for one device), so the median of several rounds is stored.
 */
export const CALIBRATION_ROUNDS = 3;
/** Extra recording after the last chirp's latest return (s). */
const TAIL = 0.2;

export interface CalibrationOutcome {
  /** Median of the reliable rounds. */
  latencyMs: number;
  /** At least two rounds heard the chirps clearly. */
  reliable: boolean;
  /** Highest minus lowest reliable round (ms). */
  spreadMs: number;
  rounds: number[];
  inputDeviceId: string;
  outputDeviceId: string;
}

function waitUntil(ctx: BaseAudioContext, time: number) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (ctx.currentTime >= time) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}

/** One round: open the microphone, play the chirps from take time 0, find them in the input. */
async function calibrationRound(ctx: AudioContext, recorder: Recorder, maxLatency: number) {
  const times = calibrationClickTimes();
  const { startTime, microphone } = await recorder.start({ analyse: null, keepSamples: true });
  const click = renderClick(ctx.sampleRate);
  const buffer = ctx.createBuffer(1, click.length, ctx.sampleRate);
  buffer.getChannelData(0).set(click);
  for (const time of times) {
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.connect(ctx.destination);
    source.start(startTime + time);
  }
  await waitUntil(ctx, startTime + times[times.length - 1]! + maxLatency + TAIL);
  const take = await recorder.stop();
  const found = findLatency(take.samples, take.sampleRate, times, { maxLatency });
  return { ...found, deviceId: microphone.deviceId };
}

export async function runCalibration(
  ctx: AudioContext,
  recorder: Recorder,
  options: { maxLatency?: number; rounds?: number } = {},
): Promise<CalibrationOutcome> {
  const maxLatency = options.maxLatency ?? CALIBRATION_MAX_LATENCY;
  const results = [];
  for (let round = 0; round < (options.rounds ?? CALIBRATION_ROUNDS); round++) {
    results.push(await calibrationRound(ctx, recorder, maxLatency));
  }
  const heard = results
    .filter((result) => result.reliable)
    .map((result) => result.latencyMs)
    .sort((a, b) => a - b);
  const median = heard.length > 0 ? heard[Math.floor((heard.length - 1) / 2)]! : 0;
  return {
    latencyMs:
      heard.length % 2 === 0 && heard.length > 0
        ? (heard[heard.length / 2 - 1]! + heard[heard.length / 2]!) / 2
        : median,
    reliable: heard.length >= Math.min(2, results.length),
    spreadMs: heard.length > 0 ? heard[heard.length - 1]! - heard[0]! : 0,
    rounds: results.map((result) => result.latencyMs),
    inputDeviceId: results[results.length - 1]!.deviceId,
    outputDeviceId: outputDeviceId(ctx),
  };
}
