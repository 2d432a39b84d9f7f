// The SoundCheck player's keys (spec §9): space plays or pauses, up and down switch track (the
// previous or next exercise of the book), left and right switch audio (Full Track, Solo, Backing
// Track), Enter restarts. Keys meant for the focused control are left to it.
import { isKeyForFocusedControl, type KeyEventLike } from '../../../lib/key-target';

export type SoundCheckCommand =
  | { type: 'toggle' }
  | { type: 'track'; direction: 1 | -1 }
  | { type: 'audio'; direction: 1 | -1 }
  | { type: 'restart' };

export function soundCheckCommandForKey(key: string): SoundCheckCommand | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'ArrowUp':
      return { type: 'track', direction: -1 };
    case 'ArrowDown':
      return { type: 'track', direction: 1 };
    case 'ArrowLeft':
      return { type: 'audio', direction: -1 };
    case 'ArrowRight':
      return { type: 'audio', direction: 1 };
    case 'Enter':
      return { type: 'restart' };
    default:
      return null;
  }
}

/** The command a key press inside the player means, or null when it is not the player's. */
export function soundCheckCommandFor(event: KeyEventLike): SoundCheckCommand | null {
  if (isKeyForFocusedControl(event)) return null;
  return soundCheckCommandForKey(event.key);
}
