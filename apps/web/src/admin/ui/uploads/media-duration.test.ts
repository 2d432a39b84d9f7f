// Reading a chosen file's duration with a media element: its metadata's duration, or null when the
// element fails, says nothing usable, or never answers; the file is let go either way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMediaDuration } from './media-duration';

/** A media element the test drives: it answers once its src is set. */
function fakeElement(answer: (element: FakeMedia) => void) {
  const element = new FakeMedia(answer);
  return { element, create: () => element };
}

class FakeMedia extends EventTarget {
  preload = '';
  duration = Number.NaN;
  loads = 0;
  private source = '';
  constructor(private readonly answer: (element: FakeMedia) => void) {
    super();
  }
  get src() {
    return this.source;
  }
  set src(url: string) {
    this.source = url;
    this.answer(this);
  }
  removeAttribute(name: string) {
    if (name === 'src') this.source = '';
  }
  load() {
    this.loads += 1;
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const file = new File([new Uint8Array(8)], 'take.wav', { type: 'audio/wav' });

describe('readMediaDuration', () => {
  it('answers the duration of the metadata, and lets go of the file', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { element, create } = fakeElement((media) => {
      media.duration = 62.4;
      media.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(await readMediaDuration(file, 'audio', create)).toBe(62.4);
    expect(element.preload).toBe('metadata');
    expect(element.src).toBe('');
    expect(element.loads).toBe(1);
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an error', (media: FakeMedia) => media.dispatchEvent(new Event('error'))],
    [
      'an endless stream',
      (media: FakeMedia) => {
        media.duration = Number.POSITIVE_INFINITY;
        media.dispatchEvent(new Event('loadedmetadata'));
      },
    ],
    [
      'no length',
      (media: FakeMedia) => {
        media.duration = 0;
        media.dispatchEvent(new Event('loadedmetadata'));
      },
    ],
  ])('answers null on %s', async (_case, answer) => {
    expect(await readMediaDuration(file, 'video', fakeElement(answer).create)).toBeNull();
  });

  it('gives up on a file that never answers', async () => {
    vi.useFakeTimers();
    const reading = readMediaDuration(file, 'audio', fakeElement(() => {}).create);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await reading).toBeNull();
  });
});
