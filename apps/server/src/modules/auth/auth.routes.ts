// Sign-in calls: POST /auth/local, POST /api/users/me/autologin, token refresh and logout.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autologinBodySchema,
  errorResponseSchema,
  loginSchema,
  MESSAGES,
  tokenPairSchema,
  tokenResponseSchema,
} from '@bandbook/domain';
import { signedInUser } from '../../plugins/authenticate.js';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../lib/http-error.js';
import { LIMITS } from '../../plugins/rate-limits.js';
import { AUTOLOGIN_COOKIE, autologinCookiePath } from './autologin-cookie.js';
import {
  createLoginThrottle,
  createRedisLoginThrottle,
  noLoginThrottle,
  type LoginThrottle,
} from './login-throttle.js';
import { logInWithAutoLoginToken, logInWithPassword, logOut } from './sessions.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export async function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const throttle = loginThrottleFor(fastify, ctx);

  app.post(
    '/auth/local',
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or email and a password',
        body: loginSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    (request) => logInWithPassword(ctx, throttle, request.body.username, request.body.password),
  );

  app.post(
    '/api/users/me/autologin',
    {
      config: { rateLimit: LIMITS.tokenExchange },
      schema: {
        tags: ['auth'],
        summary:
          'Exchange a single-use auto-login token for a bearer token (from the body, or the cookie a social sign-in left)',
        body: autologinBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const fromCookie = request.unsignCookie(request.cookies[AUTOLOGIN_COOKIE] ?? '');
      if (request.cookies[AUTOLOGIN_COOKIE] !== undefined) {
        reply.clearCookie(AUTOLOGIN_COOKIE, { path: autologinCookiePath });
      }
      const token =
        request.body.autoLoginToken || (fromCookie.valid ? fromCookie.value : null) || '';
      if (!token) throw fieldError('autoLoginToken', MESSAGES.autologinTokenMissing);
      return logInWithAutoLoginToken(ctx, token);
    },
  );

  app.post(
    '/api/users/me/token',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'A fresh bearer token for a valid one (sliding session)',
        security: [{ bearer: [] }],
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
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
      await logOut(ctx, signedInUser(request).id);
      return reply.status(204).send(null);
    },
  );
}

/** Shared by every process through Redis when there is one; per process otherwise. */
function loginThrottleFor(fastify: FastifyInstance, ctx: AppContext): LoginThrottle {
  if (!ctx.config.rateLimits) return noLoginThrottle;
  if (!ctx.redis) return createLoginThrottle();
  return createRedisLoginThrottle(ctx.redis, {
    prefix: ctx.config.redisPrefix,
    onError: (error) =>
      fastify.log.warn({ err: error }, 'login backoff unavailable (Redis): failing open'),
  });
}
