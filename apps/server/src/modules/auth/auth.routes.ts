// Sign-in calls: POST /auth/local, POST /api/users/me/autologin, token refresh and logout.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, loginSchema, MESSAGES, tokenPairSchema } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { LIMITS, limitPerKey } from '../../plugins/rate-limits.js';
import { logInWithAutoLoginToken, logInWithPassword, logOut } from './sessions.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export async function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimits = ctx.config.rateLimits;

  app.post(
    '/auth/local',
    {
      config: { rateLimit: LIMITS.login },
      preHandler: limitPerKey(fastify, rateLimits, {
        ...LIMITS.loginPerAccount,
        key: (request) =>
          `login:${String((request.body as { username?: string }).username ?? '').toLowerCase()}`,
      }),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or email and a password',
        body: loginSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    (request) => logInWithPassword(ctx, request.body.username, request.body.password),
  );

  app.post(
    '/api/users/me/autologin',
    {
      config: { rateLimit: LIMITS.tokenExchange },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a single-use auto-login token for a bearer token',
        body: z.object({
          autoLoginToken: z
            .string({ error: MESSAGES.autologinTokenMissing })
            .min(1, MESSAGES.autologinTokenMissing)
            .max(200),
        }),
        response: { 200: z.object({ token: z.string() }), ...errors },
      },
    },
    (request) => logInWithAutoLoginToken(ctx, request.body.autoLoginToken),
  );

  app.post(
    '/api/users/me/token',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'A fresh bearer token for a valid one (sliding session)',
        security: [{ bearer: [] }],
        response: { 200: z.object({ token: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = request.authUser!;
      return { token: await ctx.jwt.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
    },
  );

  app.post(
    '/api/users/me/logout',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every token issued so far stops working',
        security: [{ bearer: [] }],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await logOut(ctx, request.authUser!.id);
      return reply.status(204).send(null);
    },
  );
}
