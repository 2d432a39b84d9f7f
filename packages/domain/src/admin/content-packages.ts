// Long because: one resource's contract (decision 013): its messages, input schemas, list and
// answer, read by the server and the forms together.
// Content packages in the back office (spec sections 2, 3, 5 and 9; decision 013): the bodies the admin
// API takes and the forms validate with, the paged list, and the full package it answers. Files are
// storage keys (uploads/<dir>/...); the answer adds a signed URL per key for previews.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import {
  ebookSchema,
  priceSchema,
  soundCheckItemSchema,
  trackSchema,
  videoSchema,
} from '../catalogue/content.js';
import { pagedSchema, pageQuerySchema, versionedFields, versionSchema } from './common.js';

export const CONTENT_PACKAGE_MESSAGES = {
  titleRequired: 'A Title is required.',
  author: 'The author must be 3 to 50 characters long.',
  publisher: 'The publisher must be 3 to 50 characters long.',
  skillRequired: 'Required at least one skill.',
  channelRequired: 'Please select a Content Channel.',
  channelNotYours: 'You may only put packages in your own content channels.',
  channelUnknown: 'This content channel does not exist.',
  priceRequired: 'Enter a price of 0 or more.',
  hours: 'Enter whole hours, from 0 to 99.',
  minutes: 'Enter whole minutes, from 0 to 59.',
  seconds: 'Enter whole seconds, from 0 to 59.',
  releaseDate: 'Enter a valid date.',
  trialPeriod: 'Enter a whole number of days, 0 or more.',
  file: 'Upload this file again.',
  fileMissing: 'This file was not found. Upload it again.',
  mmsId: 'An mmsId may only hold letters, digits, dots, dashes and underscores.',
  mmsIdTwice: 'Each SoundCheck item needs its own mmsId.',
  mmsIdMoved: 'Upload the exercise again after changing the mmsId.',
  mmsIdShared:
    'Another content package uses this mmsId: give the item its own mmsId to upload a new exercise.',
  genreUnknown: 'Unknown genre.',
  instrumentUnknown: 'Unknown instrument.',
  skillUnknown: 'Unknown skill level.',
  currencyUnknown: 'Unknown currency.',
  currencyTwice: 'Each currency may be priced once.',
  tooLong: 'This value is too long.',
  notFound: 'This content package does not exist.',
  live: 'The package is now Live.',
  draft: 'The package is now a Draft.',
  deleted: 'The package has been deleted.',
} as const;

/** Where each kind of file is uploaded (spec section 7, target dirs; SoundCheck files are ours). */
export const PACKAGE_FILE_DIRS = {
  thumbnail: 'uploads/thumbnail/',
  ebook: 'uploads/ebook/',
  video: 'uploads/video/',
  videoPreview: 'uploads/video-preview/',
  audio: 'uploads/audio/',
  soundcheck: 'uploads/soundcheck/',
} as const;

/** Spec section 9: what an untitled list or item is called (N counts from 1). */
export const DEFAULT_TITLES = {
  audioList: (n: number) => `Track List ${n}`,
  track: (n: number) => `Audio Track ${n}`,
  mmsList: (n: number) => `Track List ${n}`,
  mmsItem: (n: number) => `Item ${n}`,
  video: (n: number) => `Video ${n}`,
} as const;

const KEY = /^uploads\/[A-Za-z0-9._\-/]+$/;
const isKeyIn = (dir: string) => (key: string) =>
  key.startsWith(dir) &&
  KEY.test(key) &&
  !key.split('/').some((part) => ['', '.', '..'].includes(part));
/** A storage key under `dir`, or null when there is no file. */
const fileKey = (dir: string) =>
  z
    .string()
    .max(500, CONTENT_PACKAGE_MESSAGES.file)
    .refine(isKeyIn(dir), CONTENT_PACKAGE_MESSAGES.file);

const text = (max: number) => z.string().max(max, CONTENT_PACKAGE_MESSAGES.tooLong);
const idList = z.array(z.string().max(64)).max(100);

/** A part of a duration: a whole number within its range, refused on its field (never wrapped). */
const durationPart = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/** Spec section 5: durations are typed as hours, minutes and seconds and stored as seconds. */
export const durationInputSchema = z.object({
  hours: durationPart(99, CONTENT_PACKAGE_MESSAGES.hours),
  minutes: durationPart(59, CONTENT_PACKAGE_MESSAGES.minutes),
  seconds: durationPart(59, CONTENT_PACKAGE_MESSAGES.seconds),
});
export type DurationInput = z.infer<typeof durationInputSchema>;

export const toSeconds = ({ hours, minutes, seconds }: DurationInput) =>
  hours * 3600 + minutes * 60 + seconds;
export const toDurationInput = (total: number): DurationInput => {
  const rounded = Math.max(0, Math.round(total));
  return {
    hours: Math.floor(rounded / 3600),
    minutes: Math.floor(rounded / 60) % 60,
    seconds: rounded % 60,
  };
};

/** A date the database can hold and a person would type (years 1000-9999). */
const isPlausibleDate = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1000 && year <= 9999;
};

/** Settings tab: everything but price and content. */
export const packageSettingsSchema = z.object({
  title: z
    .string({ error: CONTENT_PACKAGE_MESSAGES.titleRequired })
    .trim()
    .min(1, CONTENT_PACKAGE_MESSAGES.titleRequired)
    .max(200, CONTENT_PACKAGE_MESSAGES.tooLong),
  subtitle: text(200),
  description: text(20_000),
  thumbnailImage: fileKey(PACKAGE_FILE_DIRS.thumbnail).nullable(),
  author: z
    .string({ error: CONTENT_PACKAGE_MESSAGES.author })
    .trim()
    .min(3, CONTENT_PACKAGE_MESSAGES.author)
    .max(50, CONTENT_PACKAGE_MESSAGES.author),
  publisher: z
    .string({ error: CONTENT_PACKAGE_MESSAGES.publisher })
    .trim()
    .min(3, CONTENT_PACKAGE_MESSAGES.publisher)
    .max(50, CONTENT_PACKAGE_MESSAGES.publisher),
  /** A date (YYYY-MM-DD or ISO); empty or null when not set. */
  releaseDate: z
    .string()
    .max(40, CONTENT_PACKAGE_MESSAGES.releaseDate)
    .refine((value) => value === '' || isPlausibleDate(value), CONTENT_PACKAGE_MESSAGES.releaseDate)
    .nullable(),
  trialPeriodInDays: z
    .number({ error: CONTENT_PACKAGE_MESSAGES.trialPeriod })
    .int(CONTENT_PACKAGE_MESSAGES.trialPeriod)
    .min(0, CONTENT_PACKAGE_MESSAGES.trialPeriod)
    .max(3650, CONTENT_PACKAGE_MESSAGES.trialPeriod),
  catalogueNumber: text(100).nullable(),
  genreIdList: idList,
  instrumentIdList: idList,
  skillLevelIdList: idList.min(1, CONTENT_PACKAGE_MESSAGES.skillRequired),
  contentChannelIdList: idList,
});
export type PackageSettingsInput = z.infer<typeof packageSettingsSchema>;

/** Pricing tab: amounts are required (a number, 0 or more) only when the package is not free. */
export const packagePriceInputSchema = z
  .object({
    isFree: z.boolean(),
    points: z
      .number({ error: CONTENT_PACKAGE_MESSAGES.priceRequired })
      .min(0, CONTENT_PACKAGE_MESSAGES.priceRequired),
    list: z
      .array(
        z.object({
          currencyCode: z.string().max(10),
          amount: z
            .number({ error: CONTENT_PACKAGE_MESSAGES.priceRequired })
            .min(0, CONTENT_PACKAGE_MESSAGES.priceRequired)
            .nullable(),
        }),
      )
      .max(50),
  })
  .superRefine((price, issues) => {
    if (price.isFree) return;
    price.list.forEach((entry, i) => {
      if (entry.amount === null) {
        issues.addIssue({
          code: 'custom',
          path: ['list', i, 'amount'],
          message: CONTENT_PACKAGE_MESSAGES.priceRequired,
        });
      }
    });
  });

const titleField = text(200);
const item = { title: titleField, trialVersion: z.boolean(), durationInput: durationInputSchema };

export const adminVideoInputSchema = z.object({
  ...item,
  description: text(2000),
  previewImageFilePath: fileKey(PACKAGE_FILE_DIRS.videoPreview).nullable(),
  videoFilePath: fileKey(PACKAGE_FILE_DIRS.video).nullable(),
});

export const adminTrackInputSchema = z.object({
  /** Absent on a new track: the server gives it one. */
  _id: z.string().max(100).optional(),
  ...item,
  audioFilePath: fileKey(PACKAGE_FILE_DIRS.audio).nullable(),
});

/**
 * A SoundCheck item. `exerciseFiles` are the keys of a new upload (a zip of the exercise folder, or the
 * exercise JSON, its MIDI file and stems); empty keeps the item's current exercise. An empty mmsId gets one.
 */
export const adminSoundCheckItemInputSchema = z.object({
  _id: z.string().max(100).optional(),
  ...item,
  mmsId: z
    .string()
    .trim()
    .max(100, CONTENT_PACKAGE_MESSAGES.tooLong)
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*)?$/, CONTENT_PACKAGE_MESSAGES.mmsId),
  exerciseFiles: z.array(fileKey(PACKAGE_FILE_DIRS.soundcheck)).max(40),
});

export const packageContentInputSchema = z.object({
  ebook: z.object({
    title: titleField,
    pdfFilePath: fileKey(PACKAGE_FILE_DIRS.ebook).nullable(),
    trialVersionPdfFilePath: fileKey(PACKAGE_FILE_DIRS.ebook).nullable(),
  }),
  videoList: z.array(adminVideoInputSchema).max(200),
  audioList: z
    .array(z.object({ title: titleField, trackList: z.array(adminTrackInputSchema).max(500) }))
    .max(100),
  audioListZipFilePath: fileKey(PACKAGE_FILE_DIRS.audio).nullable(),
  mmsList: z
    .array(
      z.object({
        title: titleField,
        contentList: z.array(adminSoundCheckItemInputSchema).max(500),
      }),
    )
    .max(100),
});
export type PackageContentInput = z.infer<typeof packageContentInputSchema>;

/** The whole edit form (every tab). */
export const packageFormSchema = packageSettingsSchema.extend({
  price: packagePriceInputSchema,
  content: packageContentInputSchema,
});
export type PackageFormInput = z.infer<typeof packageFormSchema>;

/** POST: the Settings tab; price and content start empty (the price list at 0 per currency). */
export const contentPackageCreateSchema = packageSettingsSchema.extend({
  price: packagePriceInputSchema.optional(),
  content: packageContentInputSchema.optional(),
});
export type ContentPackageCreateInput = z.infer<typeof contentPackageCreateSchema>;

/** PUT: the whole package at the version read. */
export const contentPackageUpdateSchema = packageFormSchema.extend({ version: versionSchema });
export type ContentPackageUpdateInput = z.infer<typeof contentPackageUpdateSchema>;

/** PUT .../active: the Live/Draft toggle; with a version it is refused when stale. */
export const contentPackageActiveSchema = z.object({
  active: z.boolean(),
  version: versionSchema.optional(),
});

/**
 * Spec section 5: a package must name a channel when the caller is restricted to channels (one of its
 * own) or, unrestricted, when there are several channels to choose from.
 */
export const isChannelChoiceRequired = (
  scope: 'all' | readonly string[],
  availableChannels: number,
) => scope !== 'all' || availableChannels > 1;

/** The channel rule as the form applies it: required when the selector is shown (spec section 5). */
export const withChannelRule = <T extends z.ZodType<{ contentChannelIdList: string[] }>>(
  schema: T,
  isRequired: boolean,
) =>
  schema.refine((value) => !isRequired || value.contentChannelIdList.length > 0, {
    message: CONTENT_PACKAGE_MESSAGES.channelRequired,
    path: ['contentChannelIdList'],
  });

export const CONTENT_PACKAGE_SORTS = ['title', '-title', 'releaseDate', '-releaseDate'] as const;
export type ContentPackageSort = (typeof CONTENT_PACKAGE_SORTS)[number];

export const contentPackageListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(CONTENT_PACKAGE_SORTS).default('title'),
  active: z.enum(['true', 'false']).optional(),
  channelId: recordIdSchema().optional(),
});
export type ContentPackageListQuery = z.input<typeof contentPackageListQuerySchema>;

export const contentPackageRowSchema = z.object({
  _id: z.string(),
  active: z.boolean(),
  title: z.string(),
  /** The cover's URL. */
  thumbnailImage: z.string().nullable(),
  author: z.string(),
  publisher: z.string(),
  releaseDate: z.string().nullable(),
  contentChannelIdList: z.array(z.string()),
  version: z.number().int(),
});
export type ContentPackageRow = z.infer<typeof contentPackageRowSchema>;

export const contentPackagePageSchema = pagedSchema(contentPackageRowSchema);
export type ContentPackagePage = z.infer<typeof contentPackagePageSchema>;

const durationAnswer = { durationInput: durationInputSchema, durationInSeconds: z.number() };

export const adminPackageContentSchema = z.object({
  ebook: ebookSchema,
  videoList: z.array(videoSchema.extend(durationAnswer)),
  audioList: z.array(
    z.object({ title: z.string(), trackList: z.array(trackSchema.extend(durationAnswer)) }),
  ),
  audioListZipFilePath: z.string().nullable(),
  mmsList: z.array(
    z.object({
      title: z.string(),
      contentList: z.array(
        soundCheckItemSchema.omit({ exerciseUrl: true }).extend({
          ...durationAnswer,
          /** The item's exercise definition (uploads/soundcheck/<mmsId>/exercise.json), null when none. */
          exerciseFilePath: z.string().nullable(),
          /** Always empty in an answer: only a new upload is sent. */
          exerciseFiles: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type AdminPackageContent = z.infer<typeof adminPackageContentSchema>;

export const adminContentPackageSchema = z.object({
  _id: z.string(),
  active: z.boolean(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  /** Storage key. */
  thumbnailImage: z.string().nullable(),
  author: z.string(),
  publisher: z.string(),
  releaseDate: z.string().nullable(),
  trialPeriodInDays: z.number().int(),
  catalogueNumber: z.string().nullable(),
  genreIdList: z.array(z.string()),
  instrumentIdList: z.array(z.string()),
  skillLevelIdList: z.array(z.string()),
  contentChannelIdList: z.array(z.string()),
  price: priceSchema,
  content: adminPackageContentSchema,
  /** A URL per storage key of the package, for previews (signed where the file is not public). */
  fileUrls: z.record(z.string(), z.string()),
  createdAt: z.string(),
  ...versionedFields,
});
export type AdminContentPackage = z.infer<typeof adminContentPackageSchema>;

/** A package as answered, as the form (and an update) holds it: dates as YYYY-MM-DD, no answer-only fields. */
export function toPackageForm(pkg: AdminContentPackage): PackageFormInput {
  const { content } = pkg;
  const item = (entry: { title: string; trialVersion: boolean; durationInput: DurationInput }) => ({
    title: entry.title,
    trialVersion: entry.trialVersion,
    durationInput: entry.durationInput,
  });
  return {
    title: pkg.title,
    subtitle: pkg.subtitle,
    description: pkg.description,
    thumbnailImage: pkg.thumbnailImage,
    author: pkg.author,
    publisher: pkg.publisher,
    releaseDate: pkg.releaseDate?.slice(0, 10) ?? null,
    trialPeriodInDays: pkg.trialPeriodInDays,
    catalogueNumber: pkg.catalogueNumber,
    genreIdList: pkg.genreIdList,
    instrumentIdList: pkg.instrumentIdList,
    skillLevelIdList: pkg.skillLevelIdList,
    contentChannelIdList: pkg.contentChannelIdList,
    price: pkg.price,
    content: {
      ebook: content.ebook,
      videoList: content.videoList.map((video) => ({
        ...item(video),
        description: video.description,
        previewImageFilePath: video.previewImageFilePath,
        videoFilePath: video.videoFilePath,
      })),
      audioList: content.audioList.map((list) => ({
        title: list.title,
        trackList: list.trackList.map((track) => ({
          _id: track._id,
          ...item(track),
          audioFilePath: track.audioFilePath,
        })),
      })),
      audioListZipFilePath: content.audioListZipFilePath,
      mmsList: content.mmsList.map((list) => ({
        title: list.title,
        contentList: list.contentList.map((entry) => ({
          _id: entry._id,
          ...item(entry),
          mmsId: entry.mmsId,
          exerciseFiles: [],
        })),
      })),
    },
  };
}
