// The content checks of the file-type allow-list (decision 051): each kind knows its own first bytes
// and refuses a page, a script or another kind dressed in its name.
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FILE_TYPES, kindOf, servedTypeOf, type FileKind } from '../../src/storage/file-types.js';

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...text(v)] : [v])));

/** A real beginning of each kind. */
const SAMPLES: Record<FileKind, Uint8Array[]> = {
  midi: [bytes('MThd', 0, 0, 0, 6)],
  mp3: [bytes('ID3', 4, 0), bytes(0xff, 0xfb, 0x90, 0x64), bytes(0xff, 0xf3, 0x48, 0xc4)],
  aac: [bytes(0xff, 0xf1, 0x50, 0x80), bytes('ID3', 4, 0)],
  m4a: [bytes(0, 0, 0, 0x20, 'ftypM4A ')],
  wav: [bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
  ogg: [bytes('OggS', 0)],
  png: [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)],
  jpeg: [bytes(0xff, 0xd8, 0xff, 0xe0)],
  webp: [bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
  pdf: [bytes('%PDF-1.7\n')],
  mp4: [bytes(0, 0, 0, 0x18, 'ftypisom')],
  musicxml: [
    text('<score-partwise version="4.0"><part-list/></score-partwise>'),
    text(
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- a score -->\n<!DOCTYPE score-timewise PUBLIC "-//Recordare//DTD MusicXML 4.0 Timewise//EN" "http://www.musicxml.org/dtds/timewise.dtd">\n<score-timewise>',
    ),
  ],
  mxl: [zipSync({ 'META-INF/container.xml': text('<container/>') })],
  json: [text('{"version":1}'), text('  [1]')],
  zip: [zipSync({ 'a.txt': text('a') })],
};

const PAGE = text('<!doctype html><html><script>alert(document.domain)</script></html>');

describe('file types', () => {
  it('knows each kind by its first bytes, and no kind takes a page', () => {
    for (const [kind, samples] of Object.entries(SAMPLES) as [FileKind, Uint8Array[]][]) {
      for (const sample of samples)
        expect([kind, FILE_TYPES[kind].matches(sample)]).toEqual([kind, true]);
      expect([kind, FILE_TYPES[kind].matches(PAGE)]).toEqual([kind, false]);
      expect([kind, FILE_TYPES[kind].matches(new Uint8Array())]).toEqual([kind, false]);
    }
  });

  it('tells kinds apart that share a container', () => {
    expect(FILE_TYPES.wav.matches(SAMPLES.webp[0]!)).toBe(false);
    expect(FILE_TYPES.webp.matches(SAMPLES.wav[0]!)).toBe(false);
    expect(FILE_TYPES.mp3.matches(bytes(0xff, 0xfb, 0xf0))).toBe(false); // bitrate index 15
    expect(FILE_TYPES.mp3.matches(bytes(0xff, 0xf9, 0x90))).toBe(false); // layer 0 is ADTS
  });

  it('takes as MusicXML only a score root, whatever comes before it', () => {
    const notScores = [
      '<score-partwise-evil/>',
      '<html><score-partwise/></html>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<!DOCTYPE x [<!ENTITY a "b">]><score-partwise/>',
    ];
    for (const sample of notScores)
      expect([sample, FILE_TYPES.musicxml.matches(text(sample))]).toEqual([sample, false]);
  });

  it('finds a kind by extension among those a field takes, and what /media may show', () => {
    expect(kindOf('a/b/Take.MP3', ['mp3', 'wav'])).toBe('mp3');
    expect(kindOf('take.mp3.xhtml', ['mp3', 'wav'])).toBeUndefined();
    expect(kindOf('.mp3', ['mp3'])).toBeUndefined();
    expect(servedTypeOf('x.png')?.isInline).toBe(true);
    expect(servedTypeOf('x.xml')?.isInline).toBe(false);
    expect(servedTypeOf('x.xhtml')).toBeUndefined();
  });
});
