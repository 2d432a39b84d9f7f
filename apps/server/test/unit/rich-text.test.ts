// Descriptions keep their formatting and lose anything that could run.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/lib/rich-text.js';
import { safeFilename } from '../../src/modules/media/media.routes.js';
import { createMediaSigner } from '../../src/storage/media-urls.js';
import { isValidKey } from '../../src/storage/storage.js';

describe('sanitizeRichText', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    expect(sanitizeRichText('<p>Play <strong>loud</strong><script>alert(1)</script></p>')).toBe(
      '<p>Play <strong>loud</strong></p>',
    );
    expect(sanitizeRichText('<img src=x onerror=alert(1)><em>ok</em>')).toBe('<em>ok</em>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});

describe('storage keys and media URLs', () => {
  it('accepts only keys under uploads/ without dot segments', () => {
    expect(isValidKey('uploads/audio/book/t1.mp3')).toBe(true);
    for (const bad of [
      'uploads/../jwt-secret',
      '/etc/passwd',
      'uploads//x',
      'uploads/a/./b',
      'pglite/base',
    ]) {
      expect(isValidKey(bad)).toBe(false);
    }
  });

  it('signs files and folders, expires, and refuses a key outside the signed folder', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const signer = createMediaSigner('secret', () => now);
    const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
    const file = signer.url('uploads/audio/a.mp3')!;
    expect(signer.allows('uploads/audio/a.mp3', query(file))).toBe(true);
    expect(signer.allows('uploads/audio/b.mp3', query(file))).toBe(false);
    const folder = signer.scopedUrl('uploads/soundcheck/x/exercise.json', 'uploads/soundcheck/x/');
    expect(signer.allows('uploads/soundcheck/x/reference.mid', query(folder))).toBe(true);
    expect(signer.allows('uploads/soundcheck/y/reference.mid', query(folder))).toBe(false);
    expect(signer.url('uploads/thumbnail/c.png')).toBe('/media/uploads/thumbnail/c.png');
    now += 7 * 3600_000;
    expect(signer.allows('uploads/audio/a.mp3', query(file))).toBe(false);
  });

  it('makes safe download names', () => {
    expect(safeFilename('Track 1: "Intro".mp3', 'x.mp3')).toBe('Track 1 Intro.mp3');
    expect(safeFilename('../..', 'download.zip')).toBe('download.zip');
  });
});
