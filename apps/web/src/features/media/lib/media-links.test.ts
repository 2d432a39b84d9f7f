import { describe, expect, it } from 'vitest';
import { buildDownloadUrl, downloadName } from './download-url';
import { toSafeMediaSrc } from './media-src';
import { clampPage, formatZoom, stepZoom } from './pdf-view';

describe('download links', () => {
  it('pass the storage key of the media URL, a file name and the token', () => {
    const href = buildDownloadUrl(
      '/media/uploads/audio/my%20book.zip?exp=1&sig=abc',
      'My Book - Audio.zip',
      'token-1',
    );
    const url = new URL(href, 'http://app');
    expect(url.pathname).toBe('/download/audio');
    expect(url.searchParams.get('path')).toBe('uploads/audio/my book.zip');
    expect(url.searchParams.get('filename')).toBe('My Book - Audio.zip');
    expect(url.searchParams.get('accessToken')).toBe('token-1');
  });

  it('name the file after the title with the extension of the media', () => {
    expect(downloadName('Minuet', '/media/uploads/audio/b/list1-track1.mp3?sig=x')).toBe(
      'Minuet.mp3',
    );
    expect(downloadName('Minuet', '/media/uploads/audio/noext')).toBe('Minuet');
  });
});

describe('toSafeMediaSrc', () => {
  it('keeps this origin’s /media/ URLs', () => {
    expect(toSafeMediaSrc('/media/uploads/video/a.mp4?sig=1')).toBe(
      '/media/uploads/video/a.mp4?sig=1',
    );
    expect(toSafeMediaSrc(`${window.location.origin}/media/x.mp4`)).toBe('/media/x.mp4');
  });

  it('refuses anything else', () => {
    expect(toSafeMediaSrc('https://evil.example/media/x.mp4')).toBeNull();
    expect(toSafeMediaSrc('//evil.example/media/x.mp4')).toBeNull();
    expect(toSafeMediaSrc('/api/users/me')).toBeNull();
    expect(toSafeMediaSrc('javascript:alert(1)')).toBeNull();
    expect(toSafeMediaSrc(null)).toBeNull();
  });
});

describe('e-book view', () => {
  it('keeps the page within the document', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('zooms through fixed levels and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(stepZoom(1.1, 1)).toBe(1.25);
    expect(formatZoom(1.25)).toBe('125 %');
  });
});
