import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { fitsLimits, getDataUrlBytes, getScaledSize, preparePicture } from './prepare-picture';

describe('profile picture limits', () => {
  it('scales pictures taller than 1000 px to 1000 px, keeping the ratio', () => {
    expect(getScaledSize(3000, 4000)).toEqual({ width: 750, height: 1000 });
    expect(getScaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('measures the bytes behind a data URL', () => {
    const dataUrl = `data:image/png;base64,${btoa('hello')}`;
    expect(getDataUrlBytes(dataUrl)).toBe(5);
  });

  it('accepts small pictures and refuses tall or huge ones', () => {
    const small = `data:image/png;base64,${btoa('x'.repeat(1000))}`;
    expect(fitsLimits(small, 500)).toBe(true);
    expect(fitsLimits(small, 1001)).toBe(false);
    expect(fitsLimits(`data:image/png;base64,${'A'.repeat(1_600_000)}`, 500)).toBe(false);
  });

  it('refuses files that are not images', async () => {
    const file = new File(['%PDF-1.7'], 'book.pdf', { type: 'application/pdf' });
    await expect(preparePicture(file)).rejects.toThrow(MESSAGES.pictureNotImage);
  });
});
