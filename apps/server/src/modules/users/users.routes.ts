// Account calls: signup, the current user's profile and password, availability checks, email
// verification and password reset.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilitySchema,
  canEnterAdminArea,
  changePasswordSchema,
  createUserSchema,
  currentUserSchema,
  emailCheckBodySchema,
  errorResponseSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  MESSAGES,
  profileUpdateSchema,
  recordIdSchema,
  resetPasswordSchema,
  passwordChangedResponseSchema,
  tokenPairSchema,
  usernameCheckBodySchema,
  verifyEmailBodySchema,
} from '@bandbook/domain';
import { signedInUser } from '../../plugins/authenticate.js';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { LIMITS } from '../../plugins/rate-limits.js';
import { sendPreparedJson, trustedJson } from '../../plugins/serializer.js';
import { issueTokenPair } from '../../security/token-pair.js';
import { changePassword } from './change-password.js';
import { createUser } from './create-user.js';
import { sendVerificationEmail, verifyEmail } from './email-verification.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { presentWithHoldings, readCurrentUserJson } from './current-user.js';
import { findUserById, isEmailTaken, isUsernameTaken } from './users.queries.js';
import { updateProfile } from './update-profile.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};
const bearer = [{ bearer: [] }];

export async function usersRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/api/users',
    {
      config: { rateLimit: LIMITS.signup },
      schema: {
        tags: ['users'],
        summary: 'Sign up: create a learner account and send the verification email',
        body: createUserSchema,
        response: { 201: tokenPairSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await createUser(ctx, request.body);
      return reply.status(201).send(await issueTokenPair(ctx, user));
    },
  );

  app.get(
    '/api/users/me',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: trustedJson(currentUserSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendPreparedJson(
        reply as FastifyReply,
        await readCurrentUserJson(ctx, signedInUser(request).id),
      ),
  );

  app.put(
    '/api/users/me',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Update the profile (only the fields given); a new username or email needs currentPassword, a new email is pending until verified',
        security: bearer,
        body: profileUpdateSchema,
        response: { 200: trustedJson(currentUserSchema), ...errors },
      },
    },
    async (request) =>
      presentWithHoldings(ctx, await updateProfile(ctx, signedInUser(request).id, request.body)),
  );

  app.put(
    '/api/users/me/password',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change the password; every other session ends, a fresh token is returned',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: passwordChangedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const { oldPassword, newPassword } = request.body;
      const tokenVersion = await changePassword(ctx, userId, oldPassword, newPassword);
      return {
        message: MESSAGES.passwordUpdated,
        token: await ctx.jwt.sign({ userId, tokenVersion }),
      };
    },
  );

  app.post(
    '/api/users/me/check-username',
    {
      preHandler: fastify.optionalUser,
      config: { rateLimit: LIMITS.availability },
      schema: {
        tags: ['users'],
        summary: 'Is this username free? (your own counts as free)',
        body: usernameCheckBodySchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => {
      const taken = await isUsernameTaken(db, request.body.username, request.authUser?.id);
      return taken ? { available: false, message: MESSAGES.usernameTaken } : { available: true };
    },
  );

  app.post(
    '/api/users/me/check-email',
    {
      preHandler: fastify.optionalUser,
      config: { rateLimit: LIMITS.availability },
      schema: {
        tags: ['users'],
        summary: 'Is this email free? (your own counts as free)',
        body: emailCheckBodySchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => {
      const taken = await isEmailTaken(db, request.body.email, request.authUser?.id);
      return taken ? { available: false, message: MESSAGES.emailTaken } : { available: true };
    },
  );

  app.put(
    '/api/users/:id/send-verification-email',
    {
      preHandler: fastify.requireUser,
      config: { rateLimit: LIMITS.verificationEmail },
      schema: {
        tags: ['users'],
        summary: 'Send the email verification link again',
        security: bearer,
        params: z.object({ id: recordIdSchema(MESSAGES.notFound) }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = signedInUser(request);
      if (caller.id !== request.params.id && !canEnterAdminArea(caller.role)) {
        throw forbidden(MESSAGES.forbidden);
      }
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound(MESSAGES.notFound);
      if (user.status === 1 && !user.pendingEmail) {
        throw badRequest('This email address is already verified.');
      }
      await sendVerificationEmail(ctx, user);
      return { message: MESSAGES.verificationEmailSent };
    },
  );

  app.put(
    '/api/users/verify-email',
    {
      config: { rateLimit: LIMITS.tokenExchange },
      schema: {
        tags: ['users'],
        summary: 'Verify an email address with the token from the emailed link',
        body: verifyEmailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await verifyEmail(ctx, request.body.token);
      return { message: 'Thank you, your email address is verified.' };
    },
  );

  app.put(
    '/api/users/password/forgot',
    {
      config: { rateLimit: LIMITS.forgotPassword },
      schema: {
        tags: ['users'],
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: MESSAGES.forgotPasswordSent };
    },
  );

  app.put(
    '/api/users/password/reset',
    {
      config: { rateLimit: LIMITS.tokenExchange },
      schema: {
        tags: ['users'],
        summary: 'Choose a new password with the token from the emailed link',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: MESSAGES.resetPasswordSuccess };
    },
  );
}
