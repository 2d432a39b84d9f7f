// The rules of the audio player as pure functions: tempo in 10 % steps from 50 to 150 %, volume
// 0-100, 15-second skips, moving between playable tracks, and time labels.
export const TEMPO_MIN = 50;
export const TEMPO_MAX = 150;
export const TEMPO_STEP = 10;
export const TEMPO_DEFAULT = 100;
export const VOLUME_MAX = 100;
export const VOLUME_DEFAULT = 80;
export const SKIP_SECONDS = 15;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A tempo percentage on the 10 % grid between 50 and 150. */
export function clampTempo(percent: number): number {
  if (!Number.isFinite(percent)) return TEMPO_DEFAULT;
  return clamp(Math.round(percent / TEMPO_STEP) * TEMPO_STEP, TEMPO_MIN, TEMPO_MAX);
}

export function stepTempo(percent: number, direction: 1 | -1): number {
  return clampTempo(clampTempo(percent) + direction * TEMPO_STEP);
}

/** The media element's playbackRate for a tempo percentage. */
export const tempoToRate = (percent: number) => clampTempo(percent) / 100;

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return VOLUME_DEFAULT;
  return clamp(Math.round(volume), 0, VOLUME_MAX);
}

/** The media element's volume (0-1) for a 0-100 volume. */
export const volumeToGain = (volume: number) => clampVolume(volume) / VOLUME_MAX;

/** Where a seek or skip lands: never before the start, never past the end when it is known. */
export function seekTarget(time: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  return clamp(Number.isFinite(time) ? time : 0, 0, end);
}

export const skipTarget = (current: number, seconds: number, duration: number) =>
  seekTarget(current + seconds, duration);

/** The next (or previous) playable track from `current`, or null when there is none that way. */
export function adjacentTrack(
  playable: readonly boolean[],
  current: number,
  direction: 1 | -1,
): number | null {
  for (let index = current + direction; index >= 0 && index < playable.length; index += direction) {
    if (playable[index]) return index;
  }
  return null;
}

/**
 * "Switch audio" (spec section 9, left and right keys): the same track in the next or previous audio list
 * (a book's demonstration tracks and its play-along tracks), taking turns through the lists. Null when
 * there is no other list or its track at that place cannot be played.
 */
export function counterpartTrack(
  lists: readonly (readonly { playable: boolean }[])[],
  current: { list: number; track: number },
  direction: 1 | -1,
): { list: number; track: number } | null {
  for (let step = 1; step < lists.length; step++) {
    const list = (current.list + direction * step + lists.length * step) % lists.length;
    if (lists[list]?.[current.track]?.playable) return { list, track: current.track };
  }
  return null;
}

/** 75 -> '1:15'; 3675 -> '1:01:15'. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
