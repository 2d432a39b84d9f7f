// Validation rules of spec section 5 for accounts: one zod schema per form or request body,
// shared by the API (request validation) and the web forms (react-hook-form resolver).
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { confirmationMatches, confirmPasswordField } from './password-confirmation.js';
import { containsProfanity } from './profanity.js';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const LOGIN_IDENTITY_MIN = 3;
export const LOGIN_IDENTITY_MAX = 60;
export const PASSWORD_MIN = 6;
/** Argon2 work grows with input; no real password is longer than this. */
export const PASSWORD_MAX = 200;

export const usernameSchema = z
  .string({ error: MESSAGES.usernameRequired })
  .trim()
  .min(1, MESSAGES.usernameRequired)
  .min(USERNAME_MIN, MESSAGES.usernameTooShort)
  .max(USERNAME_MAX, MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9_.-]+$/, MESSAGES.usernameCharacters)
  .refine((value) => !containsProfanity(value), MESSAGES.usernameProfanity);

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

const loginIdentity = z
  .string({ error: MESSAGES.loginRequired })
  .trim()
  .min(LOGIN_IDENTITY_MIN, MESSAGES.loginRequired)
  .max(LOGIN_IDENTITY_MAX, MESSAGES.loginRequired);

export const loginSchema = z.object({
  username: loginIdentity,
  password: z
    .string({ error: MESSAGES.loginRequired })
    .min(1, MESSAGES.loginRequired)
    .max(PASSWORD_MAX, MESSAGES.loginRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

const newPassword = (message: string) =>
  z.string({ error: message }).min(PASSWORD_MIN, message).max(PASSWORD_MAX, message);

/** Longest language id or currency code a reference list holds (en-us, USD); the server checks the lists. */
export const REFERENCE_CODE_MAX = 10;
/** A list of picked instruments or genres, and the length of one id. */
export const PICKED_IDS_MAX = 50;
export const REFERENCE_ID_MAX = 64;

/** A region (store) code: required, short; one of the regions is the server's check (decision 054). */
export const regionCodeSchema = z
  .string({ error: MESSAGES.regionRequired })
  .min(1, MESSAGES.regionRequired)
  .max(REFERENCE_CODE_MAX, MESSAGES.regionUnknown);
/** A language id: required, short; one of the languages is the server's check. */
export const languageCodeSchema = z
  .string({ error: MESSAGES.languageRequired })
  .min(1, MESSAGES.languageRequired)
  .max(REFERENCE_CODE_MAX, MESSAGES.languageUnknown);
const regionSchema = regionCodeSchema;
const languageSchema = languageCodeSchema;

/** Picked instrument or genre ids; that each is on its list is the server's check. */
export const pickedIdsSchema = (unknownMessage: string) =>
  z.array(z.string().max(REFERENCE_ID_MAX, unknownMessage)).max(PICKED_IDS_MAX, MESSAGES.tooMany);

/** Body of the create-user call (POST /api/users). */
export const createUserSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPassword(MESSAGES.signupPasswordMin),
  languageCode: languageSchema,
  currencyCode: regionSchema,
  domainUrl: z.string().max(300, MESSAGES.tooLong).optional(),
  newsletterOptIn: z.boolean().default(false),
  contentChannelIdList: z
    .array(z.string().max(64, MESSAGES.tooLong))
    .max(50, MESSAGES.tooMany)
    .default([]),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The signup form: the create-user body plus the confirmation field. */
export const signupFormSchema = createUserSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine(...confirmationMatches('password', MESSAGES.passwordsDoNotMatch));
export type SignupFormInput = z.input<typeof signupFormSchema>;

/** Social signup: the provider vouched for the identity, the user picks the rest. */
export const socialSignupSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  currencyCode: regionSchema,
  languageCode: languageSchema,
  newsletterOptIn: z.boolean().default(false),
});
export type SocialSignupInput = z.infer<typeof socialSignupSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

const resetPassword = newPassword(MESSAGES.resetPasswordRule).regex(
  /[A-Z]/,
  MESSAGES.resetPasswordRule,
);

/** Body of PUT /api/users/password/reset. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: resetPassword,
});

export const resetPasswordFormSchema = z
  .object({ password: resetPassword, confirmPassword: confirmPasswordField })
  .refine(...confirmationMatches('password', MESSAGES.passwordsDoNotMatch));

/** Body of PUT /api/users/me/password. */
export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX, MESSAGES.incorrectPassword),
    newPassword: newPassword(MESSAGES.changePasswordMin),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    message: MESSAGES.newPasswordSameAsOld,
    path: ['newPassword'],
  });

/**
 * Body of DELETE /api/users/me: the account's password, or, for an account without one (social
 * sign-in only), its email address or username typed out. Which one is needed is the server's to say.
 */
export const deleteOwnAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX, MESSAGES.incorrectPassword).optional(),
  confirm: z.string().max(320, MESSAGES.accountDeletionConfirm).optional(),
});
export type DeleteOwnAccount = z.infer<typeof deleteOwnAccountSchema>;

export const changePasswordFormSchema = z
  .object({
    oldPassword: z
      .string()
      .min(1, MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX, MESSAGES.incorrectPassword),
    newPassword: newPassword(MESSAGES.changePasswordMin),
    // A confirmation that matches a valid new password is long enough (the spec's "confirm min 6").
    confirmPassword: confirmPasswordField,
  })
  .refine(...confirmationMatches('newPassword', MESSAGES.passwordsDoNotMatch))
  .refine((v) => v.oldPassword !== v.newPassword, {
    message: MESSAGES.newPasswordSameAsOld,
    path: ['newPassword'],
  });

export const instrumentPickSchema = z.object({
  instruments: pickedIdsSchema(MESSAGES.instrumentUnknown).min(1, MESSAGES.instrumentRequired),
});
export const genrePickSchema = z.object({
  genres: pickedIdsSchema(MESSAGES.genreUnknown).min(1, MESSAGES.genreRequired),
});
