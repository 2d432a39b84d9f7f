import { describe, expect, it } from 'vitest';
import { fileName, siblingUrl } from './media-url';

const signed =
  '/media/uploads/soundcheck/mms-1/exercise.json?exp=99&scope=uploads%2Fsoundcheck%2Fmms-1%2F&sig=abc';

describe('exercise sibling URLs', () => {
  it('resolves a name next to the exercise file and keeps the signed query', () => {
    expect(siblingUrl(signed, 'reference.mid')).toBe(
      '/media/uploads/soundcheck/mms-1/reference.mid?exp=99&scope=uploads%2Fsoundcheck%2Fmms-1%2F&sig=abc',
    );
    expect(siblingUrl(signed, 'stems/guitar solo.mp3')).toBe(
      '/media/uploads/soundcheck/mms-1/stems/guitar%20solo.mp3?exp=99&scope=uploads%2Fsoundcheck%2Fmms-1%2F&sig=abc',
    );
  });

  it('keeps an absolute exercise URL absolute', () => {
    expect(siblingUrl('https://cdn.example.com/a/b/exercise.json?sig=1', 'full.mp3')).toBe(
      'https://cdn.example.com/a/b/full.mp3?sig=1',
    );
  });

  it('never sends the signature to another site', () => {
    expect(() => siblingUrl(signed, 'https://elsewhere.example/full.mp3')).toThrow(
      'This exercise could not be loaded. The exercise names a file on another site',
    );
    expect(() => siblingUrl(signed, '//elsewhere.example/full.mp3')).toThrow(/another site/);
  });

  it('names the file of a URL', () => {
    expect(fileName(signed)).toBe('exercise.json');
    expect(fileName('/media/a/guitar%20solo.mp3?x=1')).toBe('guitar solo.mp3');
  });
});
