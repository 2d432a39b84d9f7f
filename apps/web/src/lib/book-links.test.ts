import { describe, expect, it } from 'vitest';
import type { PackageContent } from '@bandbook/domain';
import { describeContents, resolveContentTab } from './book-contents';
import {
  getBookHref,
  getDefaultOrigin,
  readBookOrigin,
  readExpiredTrialTitle,
  truncateTitle,
} from './book-links';

const emptyContent: PackageContent = {
  ebook: { title: '', pdfFilePath: null, trialVersionPdfFilePath: null },
  videoList: [],
  audioList: [],
  audioListZipFilePath: null,
  mmsList: [],
};

describe('book links', () => {
  it('open books the user can launch, and preview the others', () => {
    expect(getBookHref({ title: 'Funk Bass Grooves', canLaunch: true })).toBe(
      '/books/funk-bass-grooves/content',
    );
    expect(getBookHref({ title: 'Funk Bass Grooves', canLaunch: false })).toBe(
      '/books/funk-bass-grooves/preview',
    );
  });

  it('remember which dashboard tab the book came from', () => {
    expect(readBookOrigin({ origin: 'discover' })).toBe('discover');
    expect(readBookOrigin({ origin: 'elsewhere' })).toBeUndefined();
    expect(readBookOrigin(null)).toBeUndefined();
    expect(getDefaultOrigin({ isOwned: false, isActiveTrial: true })).toBe('library');
    expect(getDefaultOrigin({ isOwned: false, isActiveTrial: false })).toBe('discover');
    expect(readExpiredTrialTitle({ expiredTrialTitle: 'A Book' })).toBe('A Book');
    expect(readExpiredTrialTitle({})).toBeUndefined();
  });

  it('cut titles at 40 characters', () => {
    expect(truncateTitle('Short')).toBe('Short');
    const long = 'A Very Long Title For A Music Method Book Indeed';
    expect(truncateTitle(long)).toHaveLength(40);
    expect(truncateTitle(long).endsWith('…')).toBe(true);
  });
});

describe('book contents', () => {
  it('see content by titles even when its files are not usable', () => {
    const contents = describeContents({
      ...emptyContent,
      ebook: { title: 'The e-book', pdfFilePath: null, trialVersionPdfFilePath: null },
      audioList: [
        {
          title: 'Tracks',
          trackList: [
            {
              _id: 't',
              title: 'T',
              trialVersion: false,
              audioFilePath: null,
              durationInSeconds: 5,
            },
          ],
        },
      ],
      mmsList: [{ title: 'Empty', contentList: [] }],
    });
    expect(contents).toEqual({
      hasEbook: true,
      hasAudio: true,
      hasVideo: false,
      hasSoundCheck: false,
    });
  });

  it('pick the tab asked for when the book has it, else the first it has', () => {
    const contents = { hasEbook: true, hasAudio: false, hasVideo: true, hasSoundCheck: false };
    expect(resolveContentTab('ebook', contents)).toBe('ebook');
    expect(resolveContentTab('audio', contents)).toBe('video');
    expect(resolveContentTab(null, contents)).toBe('video');
    expect(
      resolveContentTab('audio', {
        hasEbook: false,
        hasAudio: false,
        hasVideo: false,
        hasSoundCheck: true,
      }),
    ).toBeNull();
  });
});
