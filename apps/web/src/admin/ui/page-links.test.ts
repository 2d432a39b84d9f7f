// The window of page links: at most the number displayed, centred on the current page where the ends
// allow.
import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-links';

describe('pageWindow', () => {
  it('shows every page when there are fewer than displayed', () => {
    expect(pageWindow(2, 4, 10)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the current page central, then stops at the ends', () => {
    expect(pageWindow(10, 30, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(1, 30, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(30, 30, 10)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
});
