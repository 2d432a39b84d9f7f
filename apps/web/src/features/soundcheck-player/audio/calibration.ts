// The latency calibration in the browser: opens the microphone through the recorder (take time 0 is
// anchored as for a take), plays the engine's chirp train through the output from that moment,
// records until the last chirp could have come back, and finds the round trip in the recording.
// The signal math (the chirp, its irregular schedule, the cross-correlation with a sub-sample peak
// and the 18 dB reliability gate) is the engine's, tested there (packages/soundcheck/test/
// calibration.test.ts); it is re-exported here for the player.
import { calibrationClickTimes, findLatency, renderClick } from '@bandbook/soundcheck';
import { outputDeviceId } from './latency-store';
import type { Recorder } from './recorder';

export { calibrationClickTimes, findLatency, renderClick };
export type { LatencyEstimate } from '@bandbook/soundcheck';

/** Longest round trip searched (s). */
export const CALIBRATION_MAX_LATENCY = 0.6;
/**
 * Rounds per calibration, each on a newly opened microphone. How an input stream lines up with the
 * audio clock varies by a few tens of milliseconds from one opening to the next (measured in
 * Chromium: 20-80 ms for one device), so the median of several rounds is stored.
 */
export const CALIBRATION_ROUNDS = 3;
/** Extra recording after the last chirp's latest return (s). */
const TAIL = 0.2;

export interface CalibrationOptions {
  maxLatency?: number;
  rounds?: number;
  /** The microphone to calibrate (default: the browser's choice). */
  deviceId?: string;
  /** Called off (the wizard closed): the chirps stop, the microphone closes, the run rejects. */
  signal?: AbortSignal;
}

export interface CalibrationOutcome {
  /** Median of the reliable rounds (0 when none was). */
  latencyMs: number;
  /** At least two rounds (or the only one) heard the chirps clearly. */
  reliable: boolean;
  /** Lowest peak-to-rest ratio of the reliable rounds (dB), or the best one when none was. */
  peakToRestDb: number;
  /** Highest minus lowest reliable round (ms). */
  spreadMs: number;
  /** Each round's latency (ms), reliable or not. */
  rounds: number[];
  inputDeviceId: string;
  outputDeviceId: string;
}

function median(sorted: readonly number[]) {
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function aborted() {
  return new DOMException('The calibration was cancelled.', 'AbortError');
}

/** Resolves once the context's clock reaches `time` (checked every 50 ms). */
function waitUntil(ctx: BaseAudioContext, time: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (signal?.aborted) reject(aborted());
      else if (ctx.currentTime >= time) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}

/** One round: open the microphone, play the chirps from take time 0, find them in the input. */
async function calibrationRound(
  ctx: AudioContext,
  recorder: Recorder,
  maxLatency: number,
  options: CalibrationOptions,
) {
  const times = calibrationClickTimes();
  const { startTime, microphone } = await recorder.start({
    analyse: null,
    keepSamples: true,
    deviceId: options.deviceId,
  });
  const click = renderClick(ctx.sampleRate);
  const buffer = ctx.createBuffer(1, click.length, ctx.sampleRate);
  buffer.getChannelData(0).set(click);
  const sources = times.map((time) => {
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.connect(ctx.destination);
    source.start(startTime + time);
    return source;
  });
  try {
    await waitUntil(ctx, startTime + times[times.length - 1]! + maxLatency + TAIL, options.signal);
  } catch (error) {
    for (const source of sources) source.stop();
    await recorder.stop().catch(() => undefined);
    throw error;
  }
  const take = await recorder.stop();
  // Input sample 0 is take time 0, when the chirp train started: the lag is the latency.
  const found = findLatency(take.samples, take.sampleRate, times, { maxLatency });
  return { ...found, deviceId: microphone.deviceId };
}

export async function runCalibration(
  ctx: AudioContext,
  recorder: Recorder,
  options: CalibrationOptions = {},
): Promise<CalibrationOutcome> {
  const maxLatency = options.maxLatency ?? CALIBRATION_MAX_LATENCY;
  const rounds = Math.max(1, options.rounds ?? CALIBRATION_ROUNDS);
  const results = [];
  for (let round = 0; round < rounds; round++) {
    if (options.signal?.aborted) throw aborted();
    results.push(await calibrationRound(ctx, recorder, maxLatency, options));
  }
  const heard = results.filter((result) => result.reliable);
  const latencies = heard.map((result) => result.latencyMs).sort((a, b) => a - b);
  return {
    latencyMs: median(latencies),
    reliable: heard.length >= Math.min(2, results.length),
    peakToRestDb:
      heard.length > 0
        ? Math.min(...heard.map((result) => result.peakToRestDb))
        : Math.max(...results.map((result) => result.peakToRestDb)),
    spreadMs: latencies.length > 0 ? latencies[latencies.length - 1]! - latencies[0]! : 0,
    rounds: results.map((result) => result.latencyMs),
    inputDeviceId: results[results.length - 1]!.deviceId,
    outputDeviceId: outputDeviceId(ctx),
  };
}
