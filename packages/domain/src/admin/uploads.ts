// Uploads (spec sections 5, 7 and 8; decision 014): the target dirs, the exact content types each takes
// with their size limits, the s3Policy call's query and answer, and the messages an upload can end with.
import { z } from 'zod';
import { UPLOAD_TYPE_KINDS, type FileKind } from '../files/file-signatures.js';

// The kinds of file and their first bytes, with the uploads that take them (not in index.ts).
export * from '../files/file-signatures.js';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Every content type an upload may have: the extensions it is stored with (first = default), its limit. */
export const UPLOAD_TYPES = {
  'image/png': { label: 'PNG', extensions: ['png'], maxBytes: 5 * MB },
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg'], maxBytes: 5 * MB },
  'image/webp': { label: 'WebP', extensions: ['webp'], maxBytes: 5 * MB },
  'application/pdf': { label: 'PDF', extensions: ['pdf'], maxBytes: 200 * MB },
  'audio/mpeg': { label: 'MP3', extensions: ['mp3'], maxBytes: 500 * MB },
  'audio/aac': { label: 'AAC', extensions: ['aac'], maxBytes: 500 * MB },
  'audio/mp4': { label: 'M4A', extensions: ['m4a', 'mp4'], maxBytes: 500 * MB },
  'audio/x-m4a': { label: 'M4A', extensions: ['m4a'], maxBytes: 500 * MB },
  'audio/wav': { label: 'WAV', extensions: ['wav'], maxBytes: 500 * MB },
  'audio/x-wav': { label: 'WAV', extensions: ['wav'], maxBytes: 500 * MB },
  'audio/wave': { label: 'WAV', extensions: ['wav'], maxBytes: 500 * MB },
  'audio/midi': { label: 'MIDI', extensions: ['mid', 'midi'], maxBytes: 5 * MB },
  'audio/mid': { label: 'MIDI', extensions: ['mid', 'midi'], maxBytes: 5 * MB },
  'audio/x-midi': { label: 'MIDI', extensions: ['mid', 'midi'], maxBytes: 5 * MB },
  'application/json': { label: 'JSON', extensions: ['json'], maxBytes: 5 * MB },
  'application/zip': { label: 'ZIP', extensions: ['zip'], maxBytes: 2 * GB },
  // What Windows browsers report for a .zip.
  'application/x-zip-compressed': { label: 'ZIP', extensions: ['zip'], maxBytes: 2 * GB },
  'video/mp4': { label: 'MP4 video', extensions: ['mp4'], maxBytes: 2 * GB },
} as const;
export type UploadContentType = keyof typeof UPLOAD_TYPES;

const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const ZIP = ['application/zip', 'application/x-zip-compressed'] as const;

/** Spec section 7's target dirs, plus SoundCheck exercise files (ours); each with what it takes. */
export const UPLOAD_DIR_TYPES = {
  'uploads/app-icon/': IMAGES,
  'uploads/audio/': [...ZIP, 'audio/mpeg', 'audio/aac', 'audio/mp4', 'audio/x-m4a'],
  'uploads/ebook/': ['application/pdf'],
  'uploads/thumbnail/': IMAGES,
  'uploads/video/': ['video/mp4'],
  'uploads/video-preview/': IMAGES,
  'uploads/soundcheck/': [
    ...ZIP,
    'application/json',
    'audio/midi',
    'audio/mid',
    'audio/x-midi',
    'audio/mpeg',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
  ],
} as const satisfies Record<string, readonly UploadContentType[]>;
export type UploadTargetDir = keyof typeof UPLOAD_DIR_TYPES;
export const UPLOAD_TARGET_DIRS = Object.keys(UPLOAD_DIR_TYPES) as UploadTargetDir[];

/** How long a policy may be used to start an upload. */
export const UPLOAD_POLICY_MINUTES = 15;

/** The kinds of file an upload folder takes (what a chosen file's first bytes must show). */
export const kindsOfDir = (dir: UploadTargetDir): FileKind[] => [
  ...new Set(UPLOAD_DIR_TYPES[dir].map((type: UploadContentType) => UPLOAD_TYPE_KINDS[type])),
];

export const isUploadContentType = (type: string): type is UploadContentType =>
  Object.hasOwn(UPLOAD_TYPES, type);

export const isAllowedUpload = (dir: UploadTargetDir, type: string) =>
  (UPLOAD_DIR_TYPES[dir] as readonly string[]).includes(type);

export const formatUploadLimit = (bytes: number) =>
  bytes >= GB ? `${bytes / GB} GB` : `${Math.round(bytes / MB)} MB`;

const labelsOf = (types: readonly UploadContentType[]) =>
  [...new Set(types.map((type) => UPLOAD_TYPES[type].label))].join(', ');

export const UPLOAD_MESSAGES = {
  targetDir: `Choose one of the upload folders: ${UPLOAD_TARGET_DIRS.join(', ')}.`,
  mimeTypeRequired: 'The type of the file is required.',
  mimeType: `This type of file cannot be uploaded. Allowed: ${labelsOf(Object.keys(UPLOAD_TYPES) as UploadContentType[])}.`,
  mimeTypeForDir: (dir: UploadTargetDir) =>
    `This type of file cannot be uploaded to ${dir}. Allowed: ${labelsOf(UPLOAD_DIR_TYPES[dir])}.`,
  fileName: 'The file name must be at most 200 characters long.',
  notMultipart: 'An upload must be sent as a multipart/form-data form.',
  malformed: 'The upload form could not be read. Please try again.',
  missingField: (name: string) =>
    `The upload form lacks the field ${name} (every field goes before the file).`,
  noFile: 'The upload form has no file (a field named file, after the other fields).',
  algorithm: 'The upload form names an unknown signing algorithm.',
  credential: 'The upload credentials are not valid here. Ask for a new upload policy.',
  signature: 'The upload signature does not match its policy. Ask for a new upload policy.',
  expired: 'The upload policy has expired. Please upload the file again.',
  key: 'The file key does not match the upload policy.',
  contentType: 'The type of the file does not match the upload policy.',
  condition: (field: string) => `The field ${field} does not match the upload policy.`,
  extraField: (field: string) => `The upload policy does not allow the field ${field}.`,
  tooLarge: (maxBytes: number) =>
    `The file is larger than the ${formatUploadLimit(maxBytes)} allowed.`,
  empty: 'The file is empty.',
  content: (label: string) =>
    `The file is not a ${label} file: its content does not match the type it was sent as.`,
} as const;

/** Why a package's file or an exercise upload is refused (decision 051). */
export const STORED_FILE_MESSAGES = {
  fileTaken: 'This file belongs to another content package. Upload it again.',
  fileType: (labels: string) => `This field takes ${labels} files only.`,
  mmsIdTaken: 'Another content package uses this mmsId: give the item its own mmsId.',
  mmsIdYear: 'An mmsId may not be a four-digit number: uploads are kept in folders named by year.',
  uploadMissing: (key: string) => `The uploaded file ${key} was not found. Upload it again.`,
  notAnUpload: (key: string) =>
    `${key} is not an uploaded exercise file (uploads/soundcheck/<year>/<month>/<file>). Upload it again.`,
  entryType: (path: string, where: string, labels: string) =>
    `The file "${path}" (${where}) must be a ${labels} file.`,
  entryContent: (path: string, label: string) =>
    `The file "${path}" is not a ${label} file: its content does not match its name.`,
  entryTooLarge: (path: string, maxBytes: number) =>
    `The file "${path}" is larger than the ${formatUploadLimit(maxBytes)} allowed.`,
  zipTotal: (maxBytes: number) =>
    `The exercise zips of one save may unpack to ${formatUploadLimit(maxBytes)} in all. Save fewer exercises at a time.`,
  zipRatio: (zip: string, ratio: number, allowance: number) =>
    `The zip file ${zip} unpacks to more than ${ratio} times its size (beyond the first ${formatUploadLimit(allowance)}), which is not allowed.`,
  entryRatio: (zip: string, entry: string, ratio: number, allowance: number) =>
    `The file "${entry}" in the zip file ${zip} unpacks to more than ${ratio} times its packed size (beyond the first ${formatUploadLimit(allowance)}), which is not allowed.`,
  zipEntries: (zip: string, maxEntries: number) =>
    `The zip file ${zip} holds more than ${maxEntries} files.`,
  zipCorrupt: (zip: string, reason: string) => `The zip file cannot be read (${zip}: ${reason}).`,
} as const;

/** Spec section 8, spelling included: the alert a failed upload shows. */
export const uploadErrorMessage = (serverMessage: string) =>
  `The folling error occured: ${serverMessage}`;

/** GET /api/amazon/aws/s3Policy: where and what; `fileName` (optional) names the stored file. */
export const s3PolicyQuerySchema = z
  .object({
    targetDir: z.enum(UPLOAD_TARGET_DIRS as [UploadTargetDir], {
      error: UPLOAD_MESSAGES.targetDir,
    }),
    mimeType: z
      .string({ error: UPLOAD_MESSAGES.mimeTypeRequired })
      .min(1, UPLOAD_MESSAGES.mimeTypeRequired)
      .max(100, UPLOAD_MESSAGES.mimeType),
    fileName: z.string().max(200, UPLOAD_MESSAGES.fileName).optional(),
  })
  // Named for the dir, so the message lists what that dir takes.
  .superRefine((query, ctx) => {
    if (!isAllowedUpload(query.targetDir, query.mimeType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['mimeType'],
        message: UPLOAD_MESSAGES.mimeTypeForDir(query.targetDir),
      });
    }
  });
export type S3PolicyQuery = z.input<typeof s3PolicyQuerySchema>;

/** One form field of the upload, sent in this order before the file. */
export const uploadFormFieldSchema = z.object({ name: z.string(), value: z.string() });

/** The spec's fields, plus what a browser needs: where to POST, the key, every field, the limit. */
export const s3PolicyResponseSchema = z.object({
  url: z.string(),
  key: z.string(),
  fields: z.array(uploadFormFieldSchema),
  policy: z.string(),
  signature: z.string(),
  date: z.string(),
  credentials: z.string(),
  expiration: z.string(),
  maxBytes: z.number().int(),
});
export type S3Policy = z.infer<typeof s3PolicyResponseSchema>;

/** The content type to ask for: the file's own when the dir takes it, else the one its extension names. */
export function uploadContentType(file: { name: string; type: string }, dir: UploadTargetDir) {
  if (isAllowedUpload(dir, file.type)) return file.type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const byExtension = UPLOAD_DIR_TYPES[dir].find((type) =>
    (UPLOAD_TYPES[type].extensions as readonly string[]).includes(extension),
  );
  return byExtension ?? file.type;
}
