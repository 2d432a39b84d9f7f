import { describe, expect, it } from 'vitest';
import { CAPTURE_CLOCK_READINGS, captureStartTime } from './capture-clock';

/**
 * A track whose capture began at context time `start`: each read of the stats advances the clock by
 * `step` seconds and answers the audio delivered by then, in whole 10 ms chunks, `delay` after capture.
 */
function capturingTrack(start: number, { step = 0.015, delay = 0.004, chunk = 0.01 } = {}) {
  let time = start + 0.002;
  const now = () => time;
  const track = {
    get stats() {
      time += step;
      const delivered = Math.max(0, Math.floor((time - start - delay) / chunk) * chunk);
      return { deliveredFramesDuration: delivered * 1000 };
    },
  } as unknown as MediaStreamTrack;
  return { track, now };
}

describe('captureStartTime', () => {
  it('places the first captured frame within a chunk, however late the request was answered', async () => {
    for (const start of [1.2, 3.731, 10.05]) {
      const { track, now } = capturingTrack(start);
      const found = await captureStartTime(track, now);
      expect(found).not.toBeNull();
      // Never before the true start (audio is delivered after it is captured), at most a chunk after.
      expect(found!).toBeGreaterThanOrEqual(start);
      expect(found! - start).toBeLessThan(0.012);
    }
  });

  it('keeps the earliest of its readings, not the first or the last', async () => {
    // Deliveries jitter: the first readings see audio 30 ms after capture, one in the middle 4 ms,
    // the last ones 20 ms.
    let time = 5;
    let reads = 0;
    const middle = Math.ceil(CAPTURE_CLOCK_READINGS / 2);
    const track = {
      get stats() {
        reads++;
        time += 0.015;
        const delay = reads < middle ? 0.03 : reads === middle ? 0.004 : 0.02;
        return { deliveredFramesDuration: Math.max(0, (time - 5 - delay) * 1000) };
      },
    } as unknown as MediaStreamTrack;
    const found = await captureStartTime(track, () => time);
    expect(found!).toBeCloseTo(5.004, 6);
  });

  it('answers null for a track without stats (the recorder then anchors on its request)', async () => {
    const track = { getSettings: () => ({}) } as unknown as MediaStreamTrack;
    expect(await captureStartTime(track, () => 1)).toBeNull();
  });

  it('answers null when no audio is delivered in time', async () => {
    const track = { stats: { deliveredFramesDuration: 0 } } as unknown as MediaStreamTrack;
    expect(await captureStartTime(track, () => 1)).toBeNull();
  });
});
