// A content package's nested content (e-book, videos, audio lists, SoundCheck lists) and price, as
// stored (JSONB validated by these schemas) and as the API returns them.
import { z } from 'zod';

const filePath = z.string().max(500);

export const ebookSchema = z.object({
  title: z.string().max(200).default(''),
  pdfFilePath: filePath.nullable().default(null),
  trialVersionPdfFilePath: filePath.nullable().default(null),
});

export const videoSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(2000).default(''),
  trialVersion: z.boolean().default(false),
  durationInput: z
    .object({
      hours: z.number().int().min(0),
      minutes: z.number().int().min(0).max(59),
      seconds: z.number().int().min(0).max(59),
    })
    .optional(),
  durationInSeconds: z.number().min(0),
  previewImageFilePath: filePath.nullable(),
  videoFilePath: filePath.nullable(),
});

export const trackSchema = z.object({
  _id: z.string().max(100),
  title: z.string().max(200),
  trialVersion: z.boolean().default(false),
  audioFilePath: filePath.nullable(),
  durationInSeconds: z.number().min(0),
});

export const audioListSchema = z.object({
  title: z.string().max(200),
  trackList: z.array(trackSchema),
});

export const soundCheckItemSchema = z.object({
  _id: z.string().max(100),
  title: z.string().max(200),
  mmsId: z.string().max(100),
  trialVersion: z.boolean().default(false),
  audioFilePath: filePath.nullable(),
  durationInSeconds: z.number().min(0),
  /** Where the exercise definition (docs/scoring.md) and its files are; signed for entitled users. */
  exerciseUrl: z.string().max(800).nullable().optional(),
});

export const soundCheckListSchema = z.object({
  title: z.string().max(200),
  contentList: z.array(soundCheckItemSchema),
});

export const packageContentSchema = z.object({
  ebook: ebookSchema.default({ title: '', pdfFilePath: null, trialVersionPdfFilePath: null }),
  videoList: z.array(videoSchema).default([]),
  audioList: z.array(audioListSchema).default([]),
  audioListZipFilePath: filePath.nullable().default(null),
  mmsList: z.array(soundCheckListSchema).default([]),
});
export type PackageContent = z.infer<typeof packageContentSchema>;

export const priceSchema = z.object({
  isFree: z.boolean().default(false),
  points: z.number().min(0).default(0),
  list: z
    .array(z.object({ currencyCode: z.string().max(10), amount: z.number().min(0) }))
    .default([]),
});
export type Price = z.infer<typeof priceSchema>;

/** Whether a package has anything to open (any media at all). */
export function hasAnyContent(content: PackageContent): boolean {
  return Boolean(
    content.ebook.pdfFilePath ||
    content.videoList.length ||
    content.audioList.some((list) => list.trackList.length) ||
    content.mmsList.some((list) => list.contentList.length),
  );
}
