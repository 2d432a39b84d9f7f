// Stored latency calibrations, one per pair of input and output devices (wired headphones,
// speakers and Bluetooth each get their own), in the browser's localStorage.
export interface Calibration {
  latencyMs: number;
  /** ISO date. */
  measuredAt: string;
}

const STORAGE_KEY = 'bandbook.soundcheck.latency';

export const deviceKey = (inputDeviceId: string, outputDeviceId: string) =>
  `${inputDeviceId || 'default'}|${outputDeviceId || 'default'}`;

function readAll(): Record<string, Calibration> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, Calibration>)
      : {};
  } catch {
    return {};
  }
}

export function loadCalibration(key: string): Calibration | null {
  const entry = readAll()[key];
  return entry && Number.isFinite(entry.latencyMs) && typeof entry.measuredAt === 'string'
    ? entry
    : null;
}

export function saveCalibration(key: string, calibration: Calibration) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [key]: calibration }));
  } catch {
    // Private mode or full storage: the calibration lasts for this visit only.
  }
}

/** The output device of an audio context (setSinkId where supported), or 'default'. */
export function outputDeviceId(ctx: BaseAudioContext): string {
  const sinkId = (ctx as BaseAudioContext & { sinkId?: unknown }).sinkId;
  return typeof sinkId === 'string' && sinkId ? sinkId : 'default';
}

/**
 * The stored calibration of a microphone chosen in the settings (null: the browser's default, which
 * opens as 'default') with an output device: each microphone has its own.
 */
export function calibrationForChoice(
  choice: string | null,
  output = 'default',
): Calibration | null {
  return loadCalibration(deviceKey(choice ?? 'default', output));
}
