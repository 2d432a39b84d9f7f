import { describe, expect, it } from 'vitest';
import { soundCheckCommandFor, soundCheckCommandForKey } from './soundcheck-keys';

const press = (key: string, target: EventTarget | null, extra: Partial<KeyboardEvent> = {}) => ({
  key,
  target,
  defaultPrevented: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});

describe('SoundCheck keys', () => {
  it('maps the spec keys: space, up/down track, left/right audio, enter', () => {
    expect(soundCheckCommandForKey(' ')).toEqual({ type: 'toggle' });
    expect(soundCheckCommandForKey('ArrowUp')).toEqual({ type: 'track', direction: -1 });
    expect(soundCheckCommandForKey('ArrowDown')).toEqual({ type: 'track', direction: 1 });
    expect(soundCheckCommandForKey('ArrowLeft')).toEqual({ type: 'audio', direction: -1 });
    expect(soundCheckCommandForKey('ArrowRight')).toEqual({ type: 'audio', direction: 1 });
    expect(soundCheckCommandForKey('Enter')).toEqual({ type: 'restart' });
    expect(soundCheckCommandForKey('x')).toBeNull();
  });

  it('leaves keys to sliders, radios, text fields and a focused button', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div role="slider" id="s"></div><input id="i"><div role="radio" id="r"></div><button id="b">B</button>';
    expect(soundCheckCommandFor(press('ArrowLeft', root.querySelector('#s')))).toBeNull();
    expect(soundCheckCommandFor(press(' ', root.querySelector('#i')))).toBeNull();
    expect(soundCheckCommandFor(press('ArrowRight', root.querySelector('#r')))).toBeNull();
    expect(soundCheckCommandFor(press(' ', root.querySelector('#b')))).toBeNull();
    expect(soundCheckCommandFor(press('ArrowRight', root.querySelector('#b')))).toEqual({
      type: 'audio',
      direction: 1,
    });
    expect(soundCheckCommandFor(press(' ', root))).toEqual({ type: 'toggle' });
    expect(soundCheckCommandFor(press(' ', root, { ctrlKey: true }))).toBeNull();
  });
});
