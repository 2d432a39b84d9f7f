// Keyboard use of the audio player (spec section 9): space plays or pauses, left and right skip
// 15 s, up and down switch track, Enter restarts. Keys meant for a focused control are left alone.
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

const TEXT_FIELDS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const OWN_KEY_ROLES =
  '[role="slider"], [role="tab"], [role="menuitem"], [role="option"], [role="listbox"]';
const ACTIVATABLE = 'button, a[href], summary, [role="button"], [role="link"]';

interface KeyEventLike {
  key: string;
  target: EventTarget | null;
  defaultPrevented: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** Whether a page-level key press belongs to the player rather than to what has the focus. */
export function isPlayerKeyEvent(event: KeyEventLike): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (!commandForKey(event.key)) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return true;
  // Dialogs (the video and e-book modals) keep their keys.
  if (target.closest('[role="dialog"]')) return false;
  if (target.closest(TEXT_FIELDS) || target.closest(OWN_KEY_ROLES)) return false;
  // Space and Enter press a focused button or follow a focused link; arrows do not.
  const isActivationKey = event.key === ' ' || event.key === 'Spacebar' || event.key === 'Enter';
  if (isActivationKey && target.closest(ACTIVATABLE)) return false;
  // Accordion headers move between themselves with the arrows.
  if (target.closest('[data-accordion-control]')) return false;
  return true;
}
