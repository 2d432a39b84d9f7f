// The calibration run in the browser: opens the microphone through the recorder (take time 0 is
// anchored as for a take), plays the engine's chirp train through the output from that moment,
// records until the last chirp could have come back, and finds the round trip in the recording.
import { calibrationClickTimes, findLatency, renderClick } from '@bandbook/soundcheck';
import { outputDeviceId } from './latency-store';
import type { Recorder } from './recorder';

export const CALIBRATION_MAX_LATENCY = 0.6;
/** Extra recording after the last chirp's latest return (s). */
const TAIL = 0.2;

export interface CalibrationOutcome {
  latencyMs: number;
  reliable: boolean;
  peakToRestDb: number;
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

export async function runCalibration(
  ctx: AudioContext,
  recorder: Recorder,
  options: { maxLatency?: number } = {},
): Promise<CalibrationOutcome> {
  const maxLatency = options.maxLatency ?? CALIBRATION_MAX_LATENCY;
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
  return {
    ...found,
    inputDeviceId: microphone.deviceId,
    outputDeviceId: outputDeviceId(ctx),
  };
}
