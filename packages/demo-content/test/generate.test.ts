// Generates part of the catalogue into a temporary folder once, then checks every file the catalogue
// names: it exists, and MP3, MIDI, PDF, MP4, PNG, WebP, zip and exercise.json are what they claim to be.
// Set DEMO_CONTENT_ALL=1 to generate every book (slower; the benchmark does the same).

import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import tonejsMidi from '@tonejs/midi';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeDemoCatalogue,
  generateDemoContent,
  type DemoBook,
  type DemoCatalogue,
} from '../src/index.js';
import { ALL_BOOKS } from '../src/catalogue/all-books.js';
import { readFrames } from '../src/media/mp3-frames.js';
import { ebookPageCount, trialEbookPageCount } from '../src/pdf/ebook-pdf.js';
import { midiHasChords } from './midi-chords.js';
import { checkMp4 } from './mp4-check.js';

const { Midi } = tonejsMidi;
const SUBSET = [
  'drum-kit-day-one',
  'blues-guitar-licks',
  'jazz-sax-phrasebook',
  'sing-pop-warmups',
];
const onlySlugs = process.env.DEMO_CONTENT_ALL === '1' ? undefined : SUBSET;

let outDir = '';
let catalogue: DemoCatalogue;
const progress: string[] = [];

const read = (key: string) => readFile(join(outDir, ...key.split('/')));
const spec = (book: DemoBook) => {
  const found = ALL_BOOKS.find((b) => b.slug === book.slug);
  if (!found) throw new Error(book.slug);
  return found;
};

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'demo-content-'));
  catalogue = await generateDemoContent({
    outDir,
    ...(onlySlugs ? { onlySlugs } : {}),
    onProgress: (m) => progress.push(m),
  });
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('generateDemoContent', () => {
  it('returns the described catalogue for the generated books and reports progress', () => {
    const described = describeDemoCatalogue();
    expect(catalogue.genres).toEqual(described.genres);
    expect(catalogue.books).toEqual(
      described.books.filter((b) => !onlySlugs || onlySlugs.includes(b.slug)),
    );
    expect(progress.at(-1)).toMatch(/demo content ready/);
  });

  it('writes every file the catalogue refers to', async () => {
    for (const book of catalogue.books) {
      const { content } = book;
      const keys = [
        book.thumbnailImage,
        content.ebook.pdfFilePath,
        content.ebook.trialVersionPdfFilePath,
        content.audioListZipFilePath,
        ...content.videoList.flatMap((v) => [v.videoFilePath, v.previewImageFilePath]),
        ...content.audioList.flatMap((l) => l.trackList.map((t) => t.audioFilePath)),
        ...content.mmsList.flatMap((l) => l.contentList.map((c) => c.audioFilePath)),
      ];
      for (const key of keys) expect((await stat(join(outDir, key))).size, key).toBeGreaterThan(0);
    }
  });

  it('writes SoundCheck exercises in the engine format with every stem present', async () => {
    const items = catalogue.books.flatMap((b) => b.content.mmsList.flatMap((l) => l.contentList));
    let drumParts = 0;
    const multiple = { true: 0, false: 0 };
    for (const item of items) {
      const folder = `uploads/soundcheck/${item.mmsId}`;
      const json = JSON.parse((await read(`${folder}/exercise.json`)).toString('utf8'));
      const midi = new Midi(await read(`${folder}/${String(json.midi)}`));
      expect(Object.keys(json).sort()).toEqual(
        ['countInBars', 'midi', 'parts', 'tempo', 'timeSignature', 'title', 'version'].sort(),
      );
      expect(json).toMatchObject({
        version: 1,
        title: item.title,
        countInBars: 1,
        midi: 'reference.mid',
      });
      expect(json.timeSignature).toHaveLength(2);
      expect(json.parts.length).toBeGreaterThanOrEqual(2);
      expect(item.audioFilePath).toBe(`${folder}/full.mp3`);
      json.parts.forEach((part: Record<string, unknown>, track: number) => {
        expect(Object.keys(part).sort()).toEqual(
          [
            'audio',
            'can_record',
            'default_bpm',
            'fmax',
            'fmin',
            'has_backing',
            'has_full',
            'instrument',
            'multiple',
            'name',
            'non_pitched',
            'notation',
            'track',
          ].sort(),
        );
        expect(part).toMatchObject({
          track,
          default_bpm: json.tempo,
          has_backing: true,
          has_full: true,
        });
        // `multiple` says whether the part's MIDI track has notes sounding together (chords).
        const notes = midi.tracks[track]?.notes ?? [];
        expect(part.multiple, `${item.mmsId} ${String(part.name)}`).toBe(midiHasChords(notes));
        multiple[part.multiple ? 'true' : 'false'] += 1;
        if (part.non_pitched) {
          drumParts += 1;
          expect(part).toMatchObject({ instrument: 'drums', can_record: true });
        }
      });
      expect(
        json.parts.filter((p: { can_record: boolean }) => p.can_record).length,
      ).toBeGreaterThanOrEqual(1);
      const files = new Set(
        json.parts.flatMap((p: { audio: Record<string, string> }) => Object.values(p.audio)),
      );
      for (const file of files)
        expect((await stat(join(outDir, folder, String(file)))).size).toBeGreaterThan(1000);
      // Each part's notation is written beside it, as part-wise MusicXML.
      for (const part of json.parts as { notation: string }[]) {
        expect(part.notation).toMatch(/\.musicxml$/);
        const xml = (await read(`${folder}/${part.notation}`)).toString('utf8');
        expect(xml).toContain('<score-partwise');
      }
    }
    expect(drumParts).toBeGreaterThan(0);
    expect(multiple.true).toBeGreaterThan(0);
    expect(multiple.false).toBeGreaterThan(0);
  });

  it('writes a reference MIDI that parses back with the exercise notes, tempo and metre', async () => {
    const book = catalogue.books.find((b) => b.slug === 'drum-kit-day-one') ?? catalogue.books[0];
    if (!book) throw new Error('no book');
    const item = book.content.mmsList[0]?.contentList[0];
    const exercise = spec(book).exercises[0];
    if (!item || !exercise) throw new Error('no SoundCheck item');
    const midi = new Midi(await read(`uploads/soundcheck/${item.mmsId}/reference.mid`));
    expect(midi.header.tempos[0]?.bpm).toBeCloseTo(exercise.tempo, 3);
    expect(midi.header.timeSignatures[0]?.timeSignature).toEqual(exercise.timeSignature);
    expect(midi.tracks.map((t) => t.name)).toEqual(exercise.parts.map((p) => p.name));
    exercise.parts.forEach((part, i) => {
      const track = midi.tracks[i];
      if (!track) throw new Error(`no track ${i}`);
      expect(track.notes.length).toBe(part.notes.length);
      if (part.instrument === 'drums') expect(track.channel).toBe(9);
      const countIn = exercise.countInBars * exercise.timeSignature[0];
      const first = part.notes[0];
      const firstMidi = [...track.notes].sort((a, b) => a.ticks - b.ticks || a.midi - b.midi)[0];
      expect(firstMidi?.midi).toBe(first?.midi);
      expect(firstMidi?.ticks).toBe(Math.round((countIn + (first?.start ?? 0)) * midi.header.ppq));
      // No note sounds during the count-in.
      expect(Math.min(...track.notes.map((n) => n.ticks))).toBeGreaterThanOrEqual(
        countIn * midi.header.ppq,
      );
    });
  });

  it('encodes tracks as valid MPEG Layer III frames as long as the catalogue says', async () => {
    for (const book of catalogue.books) {
      for (const track of book.content.audioList.flatMap((l) => l.trackList)) {
        const frames = readFrames(await read(track.audioFilePath));
        expect(frames.length).toBeGreaterThan(100);
        for (const frame of frames)
          expect(frame).toMatchObject({ sampleRate: 22050, bitrateKbps: 48, version: 2 });
        const seconds = (frames.length * 576) / 22050;
        expect(Math.abs(seconds - track.durationInSeconds)).toBeLessThan(1);
      }
    }
  });

  it('writes e-books with the expected page counts', async () => {
    for (const book of catalogue.books) {
      const full = await PDFDocument.load(await read(book.content.ebook.pdfFilePath));
      const trial = await PDFDocument.load(await read(book.content.ebook.trialVersionPdfFilePath));
      expect(full.getPageCount()).toBe(ebookPageCount(spec(book)));
      expect(trial.getPageCount()).toBe(trialEbookPageCount(spec(book)));
      expect(trial.getPageCount()).toBeLessThan(full.getPageCount());
    }
  });

  it('writes MP4 videos with an H.264 video track and an MP3 audio track', async () => {
    const videos = catalogue.books.flatMap((b) => b.content.videoList);
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      const summary = checkMp4(await read(video.videoFilePath));
      expect(summary.brand).toBe('isom');
      expect(summary.handlers).toEqual(['vide', 'soun']);
      expect(summary.sampleEntries).toEqual(['avc1', 'mp4a']);
      expect(Math.abs(summary.videoSeconds - video.durationInSeconds)).toBeLessThan(1);
      expect(summary.syncSamples).toBeGreaterThan(1);
      const preview = await read(video.previewImageFilePath);
      expect(preview.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it('zips all of a book’s tracks and draws a WebP cover', async () => {
    for (const book of catalogue.books) {
      const zip = unzipSync(new Uint8Array(await read(book.content.audioListZipFilePath)));
      const tracks = book.content.audioList.flatMap((l) => l.trackList);
      expect(Object.keys(zip)).toHaveLength(tracks.length);
      const cover = await read(book.thumbnailImage);
      expect(cover.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(cover.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const image = await loadImage(cover);
      expect([image.width, image.height]).toEqual([480, 640]);
    }
  });
});
