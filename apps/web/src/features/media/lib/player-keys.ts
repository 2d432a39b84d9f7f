// Keyboard use of the audio player (spec section 9): space plays or pauses, up and down switch track,
// left and right switch audio (the same track in the other audio list: demonstration or play-along, at
// the same moment), Enter restarts. The 15-second skips are the player's buttons. Keys meant for a
// focused control are left alone.
import { isKeyForFocusedControl, type KeyEventLike } from '../../../lib/key-target';

export type PlayerCommand =
  | { type: 'toggle' }
  | { type: 'audio'; direction: 1 | -1 }
  | { type: 'track'; direction: 1 | -1 }
  | { type: 'restart' };

export function commandForKey(key: string): PlayerCommand | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'ArrowLeft':
      return { type: 'audio', direction: -1 };
    case 'ArrowRight':
      return { type: 'audio', direction: 1 };
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
