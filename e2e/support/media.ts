// Reads the state of the page's <audio> and <video> elements.
import { expect, type Locator } from '@playwright/test';

export interface MediaState {
  src: string;
  currentTime: number;
  paused: boolean;
  playbackRate: number;
  preservesPitch: boolean;
  errorCode: number | null;
}

export const readMedia = (element: Locator) =>
  element.evaluate((media: HTMLMediaElement): MediaState => ({
    src: media.currentSrc,
    currentTime: media.currentTime,
    paused: media.paused,
    playbackRate: media.playbackRate,
    preservesPitch: media.preservesPitch,
    errorCode: media.error?.code ?? null,
  }));

/** Waits until the media has played past `seconds` (and is still playing). */
export async function expectPlayingPast(element: Locator, seconds: number) {
  await expect
    .poll(async () => {
      const state = await readMedia(element);
      expect(state.errorCode).toBeNull();
      return !state.paused && state.currentTime > seconds;
    })
    .toBe(true);
}
