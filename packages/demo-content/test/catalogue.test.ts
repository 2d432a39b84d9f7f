// Invariants of the demo catalogue (no media generated): counts, reference lists, access kinds,
// stable unique ids, storage keys, and the note data every medium is generated from.

import { describe, expect, it } from 'vitest';
import { describeDemoCatalogue } from '../src/index.js';
import { ALL_BOOKS } from '../src/catalogue/all-books.js';
import { validateExercise } from '../src/music/build-exercise.js';
import { exerciseLengthSeconds } from '../src/music/note-data.js';

const catalogue = describeDemoCatalogue();
const REQUIRED_INSTRUMENTS = ['guitar', 'bass', 'drums', 'keys', 'voice'];

describe('demo catalogue', () => {
  it('has at least 12 books over 7 instruments and 6 genres', () => {
    expect(catalogue.books.length).toBeGreaterThanOrEqual(12);
    const instruments = new Set(catalogue.books.flatMap((b) => b.instrumentIds));
    const genres = new Set(catalogue.books.flatMap((b) => b.genreIds));
    expect(instruments.size).toBeGreaterThanOrEqual(7);
    expect(genres.size).toBeGreaterThanOrEqual(6);
    for (const id of REQUIRED_INSTRUMENTS) expect(instruments).toContain(id);
    expect([...instruments].some((id) => id === 'saxophone' || id === 'trumpet')).toBe(true);
    expect([...instruments].some((id) => id === 'violin' || id === 'flute')).toBe(true);
  });

  it('has descriptions about the music, not about unlocking (owners read them too)', () => {
    for (const book of catalogue.books)
      expect(book.description, book.title).not.toMatch(
        /unlock|code printed|enter (your|the) code/i,
      );
  });

  it('lists the reference data the books use, with kebab-case ids', () => {
    expect(catalogue.genres.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.instruments.length).toBeGreaterThanOrEqual(7);
    expect(catalogue.skillLevels.map((s) => s.id)).toEqual([
      'beginner',
      'intermediate',
      'advanced',
    ]);
    for (const item of [...catalogue.genres, ...catalogue.instruments, ...catalogue.skillLevels]) {
      expect(item.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    const ids = (list: { id: string }[]) => new Set(list.map((item) => item.id));
    for (const book of catalogue.books) {
      for (const id of book.genreIds) expect(ids(catalogue.genres)).toContain(id);
      for (const id of book.instrumentIds) expect(ids(catalogue.instruments)).toContain(id);
      for (const id of book.skillLevelIds) expect(ids(catalogue.skillLevels)).toContain(id);
      expect(book.skillLevelIds.length).toBeGreaterThan(0);
    }
  });

  it('has several free, trial and code-only books with consistent price and trial period', () => {
    for (const access of ['free', 'trial', 'code'] as const) {
      expect(catalogue.books.filter((b) => b.access === access).length).toBeGreaterThanOrEqual(3);
    }
    for (const book of catalogue.books) {
      expect(book.price.isFree).toBe(book.access === 'free');
      expect(book.trialPeriodInDays).toBe(book.access === 'trial' ? 1 : 0);
    }
  });

  it('keeps metadata within the spec limits', () => {
    for (const book of catalogue.books) {
      expect(book.author.length).toBeGreaterThanOrEqual(3);
      expect(book.author.length).toBeLessThanOrEqual(50);
      expect(book.publisher.length).toBeGreaterThanOrEqual(3);
      expect(book.publisher.length).toBeLessThanOrEqual(50);
      expect(new Date(book.releaseDate).toISOString().slice(0, 10)).toBe(book.releaseDate);
      const tags = [...book.description.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((m) => m[1]);
      for (const tag of tags) expect(['p', 'strong', 'em', 'ul', 'li']).toContain(tag);
    }
  });

  it('gives every book two audio lists, a zip, a SoundCheck list, an e-book and cover', () => {
    for (const { content, slug, thumbnailImage } of catalogue.books) {
      expect(content.audioList.length).toBeGreaterThanOrEqual(2);
      for (const list of content.audioList) expect(list.trackList.length).toBeGreaterThanOrEqual(2);
      expect(content.mmsList[0]?.contentList.length).toBeGreaterThanOrEqual(2);
      expect(content.audioListZipFilePath).toBe(`uploads/audio/${slug}.zip`);
      expect(content.ebook.pdfFilePath).toBe(`uploads/ebook/${slug}.pdf`);
      expect(content.ebook.trialVersionPdfFilePath).toBe(`uploads/ebook/${slug}-trial.pdf`);
      expect(thumbnailImage).toBe(`uploads/thumbnail/${slug}.webp`);
    }
    expect(
      catalogue.books.filter((b) => b.content.videoList.length > 0).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('flags at least one item of every list on trial books', () => {
    for (const book of catalogue.books.filter((b) => b.access === 'trial')) {
      const lists = [
        ...book.content.audioList.map((l) => l.trackList),
        ...book.content.mmsList.map((l) => l.contentList),
        ...(book.content.videoList.length > 0 ? [book.content.videoList] : []),
      ];
      for (const list of lists) expect(list.some((item) => item.trialVersion)).toBe(true);
    }
  });

  it('uses unique ids that are the same on every call', () => {
    const ids = catalogue.books.flatMap((b) => [
      ...b.content.audioList.flatMap((l) => l.trackList.map((t) => t._id)),
      ...b.content.mmsList.flatMap((l) => l.contentList.flatMap((c) => [c._id, c.mmsId])),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalogue.books.map((b) => b.slug)).size).toBe(catalogue.books.length);
    expect(describeDemoCatalogue()).toEqual(catalogue);
    expect(catalogue.books[0]?.content.audioList[0]?.trackList[1]?._id).toBe(
      'rock-guitar-foundations-a1-t2',
    );
  });

  it('uses relative forward-slash storage keys under uploads/', () => {
    const keys = catalogue.books.flatMap((b) => [
      b.thumbnailImage,
      b.content.audioListZipFilePath,
      ...b.content.videoList.flatMap((v) => [v.videoFilePath, v.previewImageFilePath]),
      ...b.content.audioList.flatMap((l) => l.trackList.map((t) => t.audioFilePath)),
      ...b.content.mmsList.flatMap((l) => l.contentList.map((c) => c.audioFilePath)),
    ]);
    for (const key of keys) expect(key).toMatch(/^uploads\/[a-z0-9/.-]+$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps tracks between 15 and 40 seconds', () => {
    const durations = catalogue.books.flatMap((b) =>
      b.content.audioList.flatMap((l) => l.trackList.map((t) => t.durationInSeconds)),
    );
    for (const seconds of durations) {
      expect(seconds).toBeGreaterThanOrEqual(15);
      expect(seconds).toBeLessThanOrEqual(40);
    }
  });
});

describe('note data', () => {
  it('is valid for every exercise, with two or more uniquely named parts', () => {
    for (const book of ALL_BOOKS) {
      for (const exercise of book.exercises) {
        expect(() => validateExercise(exercise)).not.toThrow();
        const names = exercise.parts.map((p) => p.name);
        expect(new Set(names).size).toBe(names.length);
        expect(exerciseLengthSeconds(exercise)).toBeGreaterThan(14);
      }
    }
  });

  it('includes recordable non-pitched drum parts in SoundCheck exercises', () => {
    const drumParts = ALL_BOOKS.flatMap((b) =>
      b.exercises.slice(0, 3).flatMap((e) => e.parts),
    ).filter((p) => p.instrument === 'drums');
    expect(drumParts.some((p) => p.isLearnerPart)).toBe(true);
    for (const part of drumParts) expect(part.canRecord).toBe(true);
  });
});
