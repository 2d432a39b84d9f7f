// Slows password guessing on one account without letting a stranger lock its owner out: failed logins
// (only failures) are counted per account, whichever identifier was typed; after a few free ones each
// further attempt waits an exponentially growing delay, capped at one minute. Policy: docs/decisions/010.

import type { Redis } from '../../shared-state/redis.js';

export const LOGIN_THROTTLE = {
  /** Failures allowed without any wait (typos, a forgotten password). */
  freeFailures: 5,
  /** The first wait; it doubles with each further failure. */
  baseDelayMs: 1_000,
  /** The longest wait: a stranger can delay the owner by at most this much. */
  maxDelayMs: 60_000,
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: 60 * 60_000,
  /** Accounts tracked at once; the oldest entries go first beyond it. */
  maxEntries: 100_000,
} as const;

interface Failures {
  count: number;
  lastAt: number;
}

export interface LoginThrottle {
  /** Milliseconds before this account may try again (0: now). */
  retryAfterMs(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  recordSuccess(key: string): Promise<void>;
}

export function delayAfter(failures: number): number {
  const beyond = failures - LOGIN_THROTTLE.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_THROTTLE.baseDelayMs * 2 ** beyond, LOGIN_THROTTLE.maxDelayMs);
}

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const entries = new Map<string, Failures>();

  const current = (key: string): Failures | undefined => {
    const entry = entries.get(key);
    if (entry && now() - entry.lastAt > LOGIN_THROTTLE.forgetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    async retryAfterMs(key) {
      const entry = current(key);
      if (!entry) return 0;
      return Math.max(0, entry.lastAt + delayAfter(entry.count) - now());
    },
    async recordFailure(key) {
      const entry = current(key);
      // Re-inserting keeps the Map in order of last failure, so the oldest is evicted first.
      entries.delete(key);
      entries.set(key, { count: (entry?.count ?? 0) + 1, lastAt: now() });
      if (entries.size > LOGIN_THROTTLE.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    async recordSuccess(key) {
      entries.delete(key);
    },
  };
}

/**
 * The same policy with its counts in Redis, so every API process sees every failure. Each account's
 * entry is a hash (count, lastAt) that Redis forgets on its own after `forgetAfterMs`. If Redis is
 * away the throttle fails open (the per-IP rate limit still stands) and says so through `onError`.
 */
export function createRedisLoginThrottle(
  redis: Redis,
  options: { prefix: string; onError: (error: unknown) => void },
  now: () => number = Date.now,
): LoginThrottle {
  const { prefix, onError } = options;
  const keyOf = (key: string) => `${prefix}login-failures:${key}`;
  return {
    async retryAfterMs(key) {
      try {
        const [count, lastAt] = await redis.hmget(keyOf(key), 'count', 'lastAt');
        if (!count || !lastAt) return 0;
        return Math.max(0, Number(lastAt) + delayAfter(Number(count)) - now());
      } catch (error) {
        onError(error);
        return 0;
      }
    },
    async recordFailure(key) {
      try {
        await redis
          .multi()
          .hincrby(keyOf(key), 'count', 1)
          .hset(keyOf(key), 'lastAt', now())
          .pexpire(keyOf(key), LOGIN_THROTTLE.forgetAfterMs)
          .exec();
      } catch (error) {
        onError(error);
      }
    },
    async recordSuccess(key) {
      try {
        await redis.del(keyOf(key));
      } catch (error) {
        onError(error);
      }
    },
  };
}

/** A throttle that never slows anyone (RATE_LIMITS=off outside production). */
export const noLoginThrottle: LoginThrottle = {
  retryAfterMs: async () => 0,
  recordFailure: async () => {},
  recordSuccess: async () => {},
};
