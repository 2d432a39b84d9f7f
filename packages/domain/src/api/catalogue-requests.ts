// The learner catalogue's request contracts: path parameters, the discover page query, the trial
// body, the media queries, and their messages.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';

export const CATALOGUE_MESSAGES = {
  bookNotFound: 'This book does not exist or is not available.',
  unknownChannel: 'Unknown channel.',
  unknownGroup: 'Unknown group.',
  listNotFound: 'This list does not exist.',
} as const;

/** /api/content-packages/{id} and the like. */
export const bookIdParamsSchema = z.object({
  id: recordIdSchema(CATALOGUE_MESSAGES.bookNotFound),
});
export const channelParamsSchema = z.object({
  channelId: recordIdSchema(CATALOGUE_MESSAGES.unknownChannel),
});
export const groupParamsSchema = z.object({
  id: z.enum(['library', 'discover'], { error: CATALOGUE_MESSAGES.unknownGroup }),
});
export const listParamsSchema = z.object({
  id: recordIdSchema(CATALOGUE_MESSAGES.listNotFound),
});
export const discoverParamsSchema = z.object({
  category: z.enum(['genres', 'instruments']),
  id: z.string().max(64),
});
export const discoverQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});

/** POST /api/users/me/trial. */
export const trialBodySchema = z.object({
  contentPackageId: recordIdSchema(CATALOGUE_MESSAGES.bookNotFound),
});

/** GET /media/<key>: a signed URL's expiry, signature and folder scope. */
export const mediaQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(200).optional(),
  scope: z.string().max(500).optional(),
});

/** GET /download/audio: `path` is the storage key or the /media/ URL a book answer gives. */
export const downloadQuerySchema = z.object({
  path: z.string().min(1).max(2000),
  filename: z.string().max(200).default(''),
  accessToken: z.string().max(2000).optional(),
});
