// Contracts of the session and account calls whose shapes are not a form: token answers, the
// auto-login body, availability checks, the email-link body, download tokens.
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { emailSchema, usernameSchema } from '../rules/user.js';

/** A fresh bearer token (auto-login, refresh). */
export const tokenResponseSchema = z.object({ token: z.string() });

/** PUT /api/users/me/password answers the message and a token for the session that made the change. */
export const passwordChangedResponseSchema = z.object({ message: z.string(), token: z.string() });

/** POST /api/users/me/autologin: the token in the body, or the cookie a social sign-in left. */
export const autologinBodySchema = z
  .object({
    autoLoginToken: z.string({ error: MESSAGES.autologinTokenMissing }).max(200).optional(),
  })
  .default({});

export const usernameCheckBodySchema = z.object({ username: usernameSchema });
export const emailCheckBodySchema = z.object({ email: emailSchema });

/** PUT /api/users/verify-email. */
export const verifyEmailBodySchema = z.object({
  token: z.string().min(1, MESSAGES.verifyInvalidCode).max(200),
});

/** POST /api/content-packages/{id}/download-token. */
export const downloadTokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresInSeconds: z.number(),
});
export type DownloadTokenResponse = z.infer<typeof downloadTokenResponseSchema>;
