// Contracts of the SoundCheck launch (decision 017): a short-lived token scoped to one learner and one
// item, the player page's URL that carries it, and what the player asks the API with it.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import { CATALOGUE_MESSAGES } from './catalogue-requests.js';
import { resultSchema } from './user.js';

/**
 * Lifetime of a launch token: two hours is long enough for a practice session on one exercise, and
 * short enough for a credential that travels in a URL (history, logs) to be worth little once leaked.
 */
export const SOUNDCHECK_LAUNCH_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** The player page (spec: /launch/soundcheck?contentPackageId&mmsId&accessToken). */
export const SOUNDCHECK_LAUNCH_PAGE = '/launch/soundcheck';

export const SOUNDCHECK_LAUNCH_MESSAGES = {
  unknownItem: 'This SoundCheck item is not part of this book.',
  notOwned: 'Open this book with a code, or start its trial, to play its SoundCheck exercises.',
  trialEnded: 'Your trial of this book has ended. Open the book with a code to keep playing.',
  notInTrial:
    'This SoundCheck exercise is not part of the trial. Open the book with a code to play it.',
  linkInvalid:
    'This SoundCheck link has expired or is no longer valid. Open the exercise again from its book.',
  otherItem: 'This SoundCheck link is for another exercise.',
  previewNotSaved: 'Results are not saved in a preview.',
} as const;

/** The player page's path with its query, the token included. */
export function soundCheckLaunchPath(query: {
  contentPackageId: string;
  mmsId: string;
  accessToken: string;
}): string {
  return `${SOUNDCHECK_LAUNCH_PAGE}?${new URLSearchParams(query).toString()}`;
}

/** POST /api/content-packages/{id}/soundcheck/{contentId}/launch and its admin (preview) twin. */
export const soundCheckLaunchParamsSchema = z.object({
  id: recordIdSchema(CATALOGUE_MESSAGES.bookNotFound),
  contentId: z
    .string({ error: SOUNDCHECK_LAUNCH_MESSAGES.unknownItem })
    .min(1, SOUNDCHECK_LAUNCH_MESSAGES.unknownItem)
    .max(100, SOUNDCHECK_LAUNCH_MESSAGES.unknownItem),
});

export const soundCheckLaunchTokenSchema = z.object({
  /** The launch token: a bearer for GET /api/soundcheck/launch and for saving this item's result. */
  accessToken: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  /** /launch/soundcheck?contentPackageId&mmsId&accessToken */
  launchPath: z.string(),
});
export type SoundCheckLaunchToken = z.infer<typeof soundCheckLaunchTokenSchema>;

/** GET /api/soundcheck/launch (bearer: the launch token, never a session token). */
export const soundCheckLaunchQuerySchema = z.object({
  contentPackageId: recordIdSchema(CATALOGUE_MESSAGES.bookNotFound),
  mmsId: z
    .string({ error: SOUNDCHECK_LAUNCH_MESSAGES.unknownItem })
    .min(1, SOUNDCHECK_LAUNCH_MESSAGES.unknownItem)
    .max(100, SOUNDCHECK_LAUNCH_MESSAGES.unknownItem),
});
export type SoundCheckLaunchQuery = z.infer<typeof soundCheckLaunchQuerySchema>;

export const soundCheckLaunchSchema = z.object({
  contentPackageId: z.string(),
  contentId: z.string(),
  mmsId: z.string(),
  /** The item's title. */
  title: z.string(),
  /** The title of the SoundCheck list (mmsList entry) holding the item. */
  sectionTitle: z.string(),
  bookTitle: z.string(),
  /**
   * The signed URL of the exercise JSON; its signature covers the item's folder, so the MIDI file and
   * stems it names load with the same query. Null when the item has no exercise yet.
   */
  exerciseUrl: z.string().nullable(),
  trialVersion: z.boolean(),
  isActiveTrial: z.boolean(),
  /** Owned, not a trial and not a preview: POST /api/users/me/progress with this token keeps results. */
  canSaveResult: z.boolean(),
  /** A staff preview (draft packages too): nothing is saved. */
  preview: z.boolean(),
  /** The learner's best saved result for this item, or null. */
  bestResult: resultSchema.nullable(),
  /** Stars of the best saved result (0 when none). */
  stars: z.number(),
  /** When the launch token expires (ISO 8601). */
  expiresAt: z.string(),
});
export type SoundCheckLaunch = z.infer<typeof soundCheckLaunchSchema>;
