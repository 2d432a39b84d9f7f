// Turns a book file into the catalogue entry the server seeds: metadata, price, storage keys of every
// medium and stable ids. Pure: the generator writes the files at exactly these keys.

import type { BookSpec } from './book-spec.js';
import { SOUNDCHECK_ITEMS } from './book-spec.js';
import { storageKeys, stableIds } from './storage-keys.js';
import { INSTRUMENT_PROFILES } from '../music/instrument-profiles.js';
import { stemDurationSeconds } from '../synth/render-settings.js';
import type { DemoBook, DemoPrice } from '../types.js';
import { FULL_STEM } from '../media/exercise-json.js';

const PAID_PRICE: DemoPrice = {
  isFree: false,
  points: 0,
  list: [
    { currencyCode: 'USD', amount: 14.99 },
    { currencyCode: 'EUR', amount: 13.99 },
    { currencyCode: 'GBP', amount: 11.99 },
  ],
};

export function describeBook(book: BookSpec): DemoBook {
  const { slug } = book;
  const isTrial = book.access === 'trial';
  // Trial books flag the first item of every list, which is what a trial user may open.
  const trialFlag = (index: number) => isTrial && index === 0;
  const instrumentLabel = INSTRUMENT_PROFILES[book.instrument].label.toLowerCase();
  return {
    slug,
    title: book.title,
    subtitle: book.subtitle,
    author: book.author,
    publisher: book.publisher,
    catalogueNumber: book.catalogueNumber,
    description: book.description,
    releaseDate: book.releaseDate,
    trialPeriodInDays: isTrial ? 1 : 0,
    access: book.access,
    price: book.access === 'free' ? { isFree: true, points: 0, list: [] } : PAID_PRICE,
    genreIds: book.genreIds,
    instrumentIds: book.instrumentIds,
    skillLevelIds: book.skillLevelIds,
    thumbnailImage: storageKeys.cover(slug),
    content: {
      ebook: {
        title: `${book.title} (e-book)`,
        pdfFilePath: storageKeys.ebook(slug),
        trialVersionPdfFilePath: storageKeys.trialEbook(slug),
      },
      videoList: book.videoExercises.map((exerciseIndex, i) => {
        const exercise = book.exercises[exerciseIndex];
        if (!exercise) throw new Error(`${slug}: no exercise ${exerciseIndex} for a video`);
        return {
          title: `${exercise.title}: Play-Along Video`,
          description: exercise.tip,
          trialVersion: trialFlag(i),
          durationInSeconds: stemDurationSeconds(exercise),
          previewImageFilePath: storageKeys.videoPreview(slug, i + 1),
          videoFilePath: storageKeys.video(slug, i + 1),
        };
      }),
      audioList: [
        { title: 'Demonstration Tracks', suffix: '' },
        { title: `Play-Along Tracks (without ${instrumentLabel})`, suffix: ' (play-along)' },
      ].map(({ title, suffix }, listIndex) => ({
        title,
        trackList: book.exercises.map((exercise, trackIndex) => ({
          _id: stableIds.track(slug, listIndex + 1, trackIndex + 1),
          title: `${exercise.title}${suffix}`,
          trialVersion: trialFlag(trackIndex),
          audioFilePath: storageKeys.track(slug, listIndex + 1, trackIndex + 1),
          durationInSeconds: stemDurationSeconds(exercise),
        })),
      })),
      audioListZipFilePath: storageKeys.audioZip(slug),
      mmsList: [
        {
          title: 'SoundCheck Exercises',
          contentList: book.exercises.slice(0, SOUNDCHECK_ITEMS).map((exercise, i) => {
            const mmsId = stableIds.mms(slug, 1, i + 1);
            return {
              _id: stableIds.soundcheckItem(slug, 1, i + 1),
              title: exercise.title,
              mmsId,
              trialVersion: trialFlag(i),
              audioFilePath: storageKeys.soundcheckFile(mmsId, FULL_STEM),
              durationInSeconds: stemDurationSeconds(exercise),
            };
          }),
        },
      ],
    },
  };
}
