// Keyboard use of the audio player (spec section 9): space plays or pauses, left and right skip
// 15 s, up and down switch track, Enter restarts. Keys meant for a focused control are left alone.
import { isKeyForFocusedControl, type KeyEventLike } from '../../../lib/key-target';
import { SKIP_SECONDS } from './playback';

export type PlayerCommand =
  | { type: 'toggle' }
  | { type: 'skip'; seconds: number }
  | { type: 'track'; direction: 1 | -1 }
  | { type: 'restart' };

export function commandForKey(key: string): PlayerCommand | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'ArrowLeft':
      return { type: 'skip', seconds: -SKIP_SECONDS };
    case 'ArrowRight':
      return { type: 'skip', seconds: SKIP_SECONDS };
    case 'ArrowUp':
      return { type: 'track', direction: -1 };
    case 'ArrowDown':
      return { type: 'track', direction: 1 };
    case 'Enter':
      return { type: 'restart' };
    default:
      return null;
  }
}

/** Whether a page-level key press belongs to the player rather than to what has the focus. */
export function isPlayerKeyEvent(event: KeyEventLike): boolean {
  if (!commandForKey(event.key) || isKeyForFocusedControl(event)) return false;
  // Dialogs (the video and e-book modals) keep their keys.
  return !(event.target instanceof Element && event.target.closest('[role="dialog"]'));
}
