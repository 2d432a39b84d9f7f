// The profile a learner edits at /profile and during onboarding (PUT /api/users/me).
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { emailSchema, PASSWORD_MAX, usernameSchema } from './user.js';

export const PICTURE_MAX_BYTES = 3 * 1024 * 1024;
export const PICTURE_MAX_HEIGHT = 1000;

const addressFields = {
  line1: z.string().trim().max(120),
  line2: z.string().trim().max(120),
  city: z.string().trim().max(80),
  zip: z.string().trim().max(20),
  state: z.string().trim().max(80),
  countryCode: z.string().trim().max(2),
};

export const addressSchema = z.object(addressFields);
/** An address update names only the lines it changes. */
export const addressUpdateSchema = z.object(addressFields).partial();
export type Address = z.infer<typeof addressSchema>;

/** Every field is optional: the call updates what it is given. */
export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  firstname: z.string().trim().max(60).optional(),
  lastname: z.string().trim().max(60).optional(),
  age: z.number().int().min(0).max(130).nullable().optional(),
  musicianType: z.string().max(60).nullable().optional(),
  profilePictureUrl: z
    .string()
    .max(1_500_000)
    .refine(
      (v) =>
        v === '' || /^https?:\/\//.test(v) || /^data:image\/(png|jpeg|gif|webp);base64,/.test(v),
      MESSAGES.pictureNotImage,
    )
    .nullable()
    .optional(),
  languageCode: z.string().min(1, MESSAGES.languageRequired).max(10).optional(),
  currencyCode: z.string().min(1, MESSAGES.regionRequired).max(10).optional(),
  timeZone: z.string().max(64).nullable().optional(),
  address: addressUpdateSchema.optional(),
  instruments: z.array(z.string().max(64)).max(50).optional(),
  genres: z.array(z.string().max(64)).max(50).optional(),
  newsletterOptIn: z.boolean().optional(),
  /** Required to change the username or email of an account that has a password. */
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
