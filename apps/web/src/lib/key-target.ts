// Whether a key press belongs to the control that has the focus (a text field, a slider, a focused
// button's Space/Enter, an accordion's arrows) rather than to a player's page-level keys. Used by the
// audio player and the SoundCheck player.
const TEXT_FIELDS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const OWN_KEY_ROLES =
  '[role="slider"], [role="tab"], [role="menuitem"], [role="option"], [role="listbox"], [role="radio"]';
const ACTIVATABLE = 'button, a[href], summary, [role="button"], [role="link"]';

export interface KeyEventLike {
  key: string;
  target: EventTarget | null;
  defaultPrevented: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** Modified, already handled, or aimed at the focused control: not a player key. */
export function isKeyForFocusedControl(event: KeyEventLike): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  if (target.closest(TEXT_FIELDS) || target.closest(OWN_KEY_ROLES)) return true;
  // Space and Enter press a focused button or follow a focused link; arrows do not.
  const isActivationKey = event.key === ' ' || event.key === 'Spacebar' || event.key === 'Enter';
  if (isActivationKey && target.closest(ACTIVATABLE)) return true;
  // Accordion headers move between themselves with the arrows.
  return target.closest('[data-accordion-control]') !== null;
}
