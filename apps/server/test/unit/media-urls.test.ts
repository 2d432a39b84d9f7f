// Signed media URLs: an expiry at least six hours away, rounded up to a ten-minute step so that a file
// keeps one URL for the step (signed once, cached once by the browser), and a new one after it.
import { describe, expect, it } from 'vitest';
import {
  createMediaSigner,
  MEDIA_URL_EXPIRY_STEP_SECONDS,
  MEDIA_URL_TTL_SECONDS,
} from '../../src/storage/media-urls.js';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('media URLs', () => {
  it('keeps one URL per file for a step, valid for at least the TTL, and a new one after', () => {
    let clock = Date.UTC(2026, 10, 25, 10, 0, 1);
    const signer = createMediaSigner('secret', () => clock);
    const first = signer.url('uploads/audio/a.mp3')!;
    const exp = Number(query(first).exp);
    expect(exp % MEDIA_URL_EXPIRY_STEP_SECONDS).toBe(0);
    expect(exp - clock / 1000).toBeGreaterThanOrEqual(MEDIA_URL_TTL_SECONDS);
    expect(exp - clock / 1000).toBeLessThan(MEDIA_URL_TTL_SECONDS + MEDIA_URL_EXPIRY_STEP_SECONDS);

    clock += 60_000;
    expect(signer.url('uploads/audio/a.mp3')).toBe(first);
    expect(signer.url('uploads/audio/b.mp3')).not.toBe(first);
    expect(signer.allows('uploads/audio/a.mp3', query(first))).toBe(true);
    expect(signer.allows('uploads/audio/b.mp3', query(first))).toBe(false);

    clock += MEDIA_URL_EXPIRY_STEP_SECONDS * 1000;
    const later = signer.url('uploads/audio/a.mp3')!;
    expect(later).not.toBe(first);
    expect(Number(query(later).exp)).toBe(exp + MEDIA_URL_EXPIRY_STEP_SECONDS);
    // The earlier URL still works until its own expiry, and not after.
    expect(signer.allows('uploads/audio/a.mp3', query(first))).toBe(true);
    clock = exp * 1000 + 1;
    expect(signer.allows('uploads/audio/a.mp3', query(first))).toBe(false);
  });

  it('keeps a folder-scoped URL per file and scope', () => {
    const clock = Date.UTC(2026, 10, 25, 10, 0, 1);
    const signer = createMediaSigner('secret', () => clock);
    const url = signer.scopedUrl('uploads/mms/x/index.json', 'uploads/mms/x/');
    expect(signer.scopedUrl('uploads/mms/x/index.json', 'uploads/mms/x/')).toBe(url);
    expect(signer.allows('uploads/mms/x/part.mid', query(url))).toBe(true);
    expect(signer.allows('uploads/mms/y/part.mid', query(url))).toBe(false);
  });
});
