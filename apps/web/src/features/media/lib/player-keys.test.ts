import { afterEach, describe, expect, it } from 'vitest';
import { commandForKey, isPlayerKeyEvent } from './player-keys';

const press = (
  key: string,
  target: EventTarget | null,
  extra: Partial<KeyboardEventInit> = {},
) => ({
  key,
  target,
  defaultPrevented: false,
  altKey: extra.altKey ?? false,
  ctrlKey: extra.ctrlKey ?? false,
  metaKey: extra.metaKey ?? false,
});

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('player keys', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('maps the keys of spec section 9', () => {
    expect(commandForKey(' ')).toEqual({ type: 'toggle' });
    expect(commandForKey('ArrowLeft')).toEqual({ type: 'audio', direction: -1 });
    expect(commandForKey('ArrowRight')).toEqual({ type: 'audio', direction: 1 });
    expect(commandForKey('ArrowUp')).toEqual({ type: 'track', direction: -1 });
    expect(commandForKey('ArrowDown')).toEqual({ type: 'track', direction: 1 });
    expect(commandForKey('Enter')).toEqual({ type: 'restart' });
    expect(commandForKey('a')).toBeNull();
  });

  it('takes keys pressed on the page itself', () => {
    expect(isPlayerKeyEvent(press(' ', document.body))).toBe(true);
    expect(isPlayerKeyEvent(press('ArrowRight', null))).toBe(true);
  });

  it('leaves text fields, sliders and dialogs their keys', () => {
    const root = mount(
      '<input id="field" /><div role="slider" id="slider" tabindex="0"></div>' +
        '<div role="dialog"><p id="inside">x</p></div>',
    );
    for (const id of ['field', 'slider', 'inside']) {
      expect(isPlayerKeyEvent(press('ArrowLeft', root.querySelector(`#${id}`)))).toBe(false);
    }
  });

  it('lets a focused button take space and Enter, but not the arrows', () => {
    const button = mount('<button>Play</button>').querySelector('button');
    expect(isPlayerKeyEvent(press(' ', button))).toBe(false);
    expect(isPlayerKeyEvent(press('Enter', button))).toBe(false);
    expect(isPlayerKeyEvent(press('ArrowRight', button))).toBe(true);
  });

  it('ignores modified and already handled keys', () => {
    expect(isPlayerKeyEvent(press(' ', document.body, { ctrlKey: true }))).toBe(false);
    expect(isPlayerKeyEvent({ ...press(' ', document.body), defaultPrevented: true })).toBe(false);
  });
});
