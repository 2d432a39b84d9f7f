// The current user as GET /api/users/me returns it (the spec's field names, never the password).
import { z } from 'zod';
import { ROLES } from '../roles.js';
import { addressSchema } from '../rules/profile.js';
import { TEMPO_MESSAGES, TEMPO_PERCENT } from '../catalogue/tempo-bands.js';

export const permissionSchema = z.object({
  resource: z.string(),
  actions: z.array(z.enum(['read', 'create', 'update', 'delete'])),
});

export const notificationSchema = z.object({
  label: z.string(),
  labelType: z.string(),
  type: z.string(),
});

export const subscriptionSchema = z.object({
  contentPackageId: z.string(),
  subscriptionStartDate: z.string(),
  subscriptionEndDate: z.string(),
});

export const trialSchema = z.object({
  contentPackageId: z.string(),
  trialStartDate: z.string(),
  trialEndDate: z.string(),
});

export const resultSchema = z.object({
  percent_played: z.number().min(0).max(100),
  score: z.number().min(0).max(100),
  // null for non-pitched (drum) parts, which are scored on rhythm alone.
  pitch_score: z.number().min(0).max(100).nullable(),
  rhythm_score: z.number().min(0).max(100),
  complete: z.boolean(),
  pass: z.boolean(),
  /**
   * The percent of the exercise's tempo the take was played at (decision 059). Optional on input for
   * the spec's other clients (absent is full tempo), always present in answers.
   */
  tempo: z
    .number(TEMPO_MESSAGES.outOfRange)
    .int(TEMPO_MESSAGES.outOfRange)
    .min(TEMPO_PERCENT.min, TEMPO_MESSAGES.outOfRange)
    .max(TEMPO_PERCENT.max, TEMPO_MESSAGES.outOfRange)
    .default(TEMPO_PERCENT.full),
});
export type Result = z.infer<typeof resultSchema>;

export const progressSchema = z.object({
  contentPackageId: z.string(),
  contentList: z.array(
    z.object({
      id: z.string(),
      /** The item's full-tempo best when there is one, else its slower best: the one whose stars count. */
      result: resultSchema,
      /** The slower best beside a full-tempo one; null when the item has results in one band only. */
      slowerResult: resultSchema.nullable(),
    }),
  ),
});

export const currentUserSchema = z.object({
  _id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  /** A new address waiting for the user to open its verification link. */
  pendingEmail: z.string().nullable(),
  /** False for accounts made through a social provider that never chose a password. */
  hasPassword: z.boolean(),
  role: z.enum(ROLES),
  status: z.number().int(),
  provider: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  age: z.number().nullable(),
  musicianType: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  languageCode: z.string().nullable(),
  currencyCode: z.string().nullable(),
  domainUrl: z.string().nullable(),
  timeZone: z.string().nullable(),
  address: addressSchema,
  stars: z.number(),
  userStars: z.number(),
  instruments: z.array(z.string()),
  genres: z.array(z.string()),
  newsletterOptIn: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  permissions: z.array(permissionSchema),
  contentChannelIdList: z.array(z.string()),
  notificationList: z.array(notificationSchema),
  subscriptionList: z.array(subscriptionSchema),
  trialList: z.array(trialSchema),
  progressList: z.array(progressSchema),
  adminAccess: z.object({ canEditAllUsers: z.boolean() }),
  school: z.object({ logoUrl: z.string() }).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const tokenPairSchema = z.object({ token: z.string(), autoLoginToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
