// Contracts of the learner's writes: saving a SoundCheck result and unlocking a book with a code.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import { learnerPackageSchema } from '../catalogue/learner-package.js';
import { progressSchema, resultSchema } from './user.js';

export const PROGRESS_MESSAGES = {
  unknownBook: 'Unknown book.',
} as const;

/** POST /api/users/me/progress. */
export const progressBodySchema = z.object({
  contentPackageId: recordIdSchema(PROGRESS_MESSAGES.unknownBook),
  contentId: z.string().min(1).max(100),
  result: resultSchema,
});
export type ProgressBody = z.infer<typeof progressBodySchema>;

export const progressResponseSchema = z.object({
  progressList: z.array(progressSchema),
  userStars: z.number(),
});

/** POST /api/coupons/check and /activate. */
export const codeResponseSchema = z.object({
  message: z.string(),
  contentPackage: learnerPackageSchema,
});
