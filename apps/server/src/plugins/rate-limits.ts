// Rate limits against brute force and abuse. Routes opt in with `config.rateLimit` (per IP) and,
// for login, a second per-account limiter. RATE_LIMITS=off (outside production) disables them.
// With Redis (REDIS_URL) the counters are shared by every API process, so a limit holds across them;
// if Redis goes away the limits fail open (logged) rather than fail every request.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@bandbook/domain';
import { HttpError } from '../lib/http-error.js';
import type { Redis } from '../shared-state/redis.js';

export async function registerRateLimits(
  app: FastifyInstance,
  enabled: boolean,
  redis: { client: Redis; prefix: string } | undefined,
) {
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis: redis.client, nameSpace: `${redis.prefix}rate-limit:`, skipOnError: true }
      : {}),
    // Disabled (load tests, RATE_LIMITS=off): routes keep their declarations but nobody is limited.
    ...(enabled ? {} : { allowList: () => true }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: MESSAGES.tooManyRequests,
      retryAfterMs: context.ttl,
    }),
  });
}

/**
 * A second limiter keyed by something in the body (e.g. the login account), run as a preHandler
 * after the route's per-IP limit.
 */
export function limitPerKey(
  app: FastifyInstance,
  enabled: boolean,
  options: { max: number; timeWindow: string; key: (request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  if (!enabled) return async () => {};
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: options.key,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.ceil(result.ttl / 1000));
      throw new HttpError(429, MESSAGES.tooManyRequests);
    }
  };
}

/** Per-IP limits, per minute. */
export const LIMITS = {
  login: { max: 30, timeWindow: '1 minute' },
  signup: { max: 10, timeWindow: '1 hour' },
  availability: { max: 60, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  verificationEmail: { max: 5, timeWindow: '15 minutes' },
  tokenExchange: { max: 30, timeWindow: '1 minute' },
} as const;
