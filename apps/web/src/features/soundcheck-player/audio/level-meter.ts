// The microphone level meter: RMS in, a 0-1 bar value out, on a dBFS scale (-60 dB empty, 0 dB full)
// and smoothed as the product spec asks ("mic volume smoothing 0.3 old / 0.7 new").

export const LEVEL_FLOOR_DB = -60;
const OLD_WEIGHT = 0.3;
const NEW_WEIGHT = 0.7;

/** The spec's smoothing: 0.3 x previous + 0.7 x next. */
export function smoothLevel(previous: number, next: number): number {
  return OLD_WEIGHT * previous + NEW_WEIGHT * next;
}

/** An RMS amplitude (full scale = 1) as a meter value: -60 dBFS and below -> 0, 0 dBFS and above -> 1. */
export function levelFromRms(rms: number): number {
  if (!(rms > 0)) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - LEVEL_FLOOR_DB) / -LEVEL_FLOOR_DB));
}

export class LevelMeter {
  private level = 0;

  /** Feeds one RMS reading (e.g. per audio block) and answers the smoothed meter value. */
  push(rms: number): number {
    this.level = smoothLevel(this.level, levelFromRms(rms));
    return this.level;
  }

  get value(): number {
    return this.level;
  }

  reset(): void {
    this.level = 0;
  }
}
