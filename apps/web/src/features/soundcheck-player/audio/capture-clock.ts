// Where a microphone's capture began, in context time, read from the capture clock: the track's count
// of delivered audio (MediaStreamTrack stats, deliveredFramesDuration) against the context's clock. A
// take placed from it starts the same distance into what the microphone heard however long the
// device took to open, so the same sound played twice gives the same verdicts (issue 45). Browsers
// without track stats get null, and the recorder falls back to the moment it asked for the device.

/** Readings of the delivered duration taken once audio flows; the earliest start they imply is kept. */
export const CAPTURE_CLOCK_READINGS = 6;
/** Between readings (ms): the stats move in 10 ms chunks, so readings this far apart see new ones. */
export const CAPTURE_CLOCK_INTERVAL_MS = 15;
/** Waiting longer than this (ms) for the first delivered audio, the capture clock is not used. */
export const CAPTURE_CLOCK_TIMEOUT_MS = 300;

/** The part of MediaStreamTrackAudioStats read here (Chromium 125+). */
interface DeliveredStats {
  /** Milliseconds of audio delivered to the track's sinks since capture began. */
  deliveredFramesDuration: number;
}

function deliveredMs(track: MediaStreamTrack): number | null {
  const stats = (track as MediaStreamTrack & { stats?: DeliveredStats }).stats;
  const value = stats?.deliveredFramesDuration;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The context time of the track's first captured frame, or null without track stats (or when no
 * audio flowed in time). Each reading implies a start `now - delivered`; audio is delivered after it
 * is captured, never before, so every reading is at or after the true start and the earliest is
 * the closest.
 */
export async function captureStartTime(
  track: MediaStreamTrack,
  now: () => number,
): Promise<number | null> {
  if (deliveredMs(track) === null) return null;
  let earliest = Infinity;
  let readings = 0;
  let waited = 0;
  while (readings < CAPTURE_CLOCK_READINGS) {
    const delivered = deliveredMs(track);
    if (delivered !== null && delivered > 0) {
      earliest = Math.min(earliest, now() - delivered / 1000);
      readings++;
    } else if (waited >= CAPTURE_CLOCK_TIMEOUT_MS) {
      return null;
    }
    await pause(CAPTURE_CLOCK_INTERVAL_MS);
    waited += CAPTURE_CLOCK_INTERVAL_MS;
  }
  return earliest;
}
