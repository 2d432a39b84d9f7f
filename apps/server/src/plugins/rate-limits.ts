// Rate limits against brute force and abuse. Routes opt in with `config.rateLimit` (per IP) and,
// for login, a second per-account limiter. RATE_LIMITS=off (outside production) disables them.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@bandbook/domain';

export async function registerRateLimits(app: FastifyInstance, enabled: boolean) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: MESSAGES.tooManyRequests,
      retryAfterMs: context.ttl,
    }),
  });
  if (!enabled) {
    // Keep the routes' declarations, but let everything through.
    app.addHook('onRoute', (route) => {
      if (route.config && 'rateLimit' in route.config) route.config.rateLimit = false;
    });
  }
}

/** A per-key limiter for use as a preHandler (after the body is parsed), e.g. per login account. */
export function limitPerKey(
  app: FastifyInstance,
  enabled: boolean,
  options: { max: number; timeWindow: string; key: (request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  if (!enabled) return async () => {};
  return app.rateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: options.key,
  }) as preHandlerAsyncHookHandler;
}

/** Per-IP limits, per minute. */
export const LIMITS = {
  login: { max: 30, timeWindow: '1 minute' },
  loginPerAccount: { max: 10, timeWindow: '15 minutes' },
  signup: { max: 10, timeWindow: '1 hour' },
  availability: { max: 60, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  verificationEmail: { max: 5, timeWindow: '15 minutes' },
  tokenExchange: { max: 30, timeWindow: '1 minute' },
} as const;
