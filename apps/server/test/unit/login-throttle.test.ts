// The per-account login backoff with a fake clock: free failures, doubling waits, the one-minute cap,
// forgetting after an hour, and a success clearing the slate. The same rules hold for the in-memory
// throttle (one process) and the Redis one (every process), the latter on the machine's Redis.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  createRedisLoginThrottle,
  delayAfter,
  LOGIN_THROTTLE,
  type LoginThrottle,
} from '../../src/modules/auth/login-throttle.js';
import { closeRedis, type Redis } from '../../src/shared-state/redis.js';
import { connectTestRedis } from '../support/test-redis.js';

// The machine's Redis (CI makes sure one runs); without one the Redis half is skipped, saying so.
const redis: Redis | undefined = await connectTestRedis().catch((error: Error) => {
  console.warn(`login-throttle.test.ts: Redis tests skipped (${error.message})`);
  return undefined;
});
afterAll(async () => {
  if (redis) await closeRedis(redis);
});

const rethrow = (error: unknown) => {
  throw error;
};

type Make = (now: () => number) => LoginThrottle;
const kinds: [string, Make][] = [['in memory', (now) => createLoginThrottle(now)]];
if (redis) {
  kinds.push([
    'in Redis',
    (now) => createRedisLoginThrottle(redis, { prefix: 'bandbook-test:', onError: rethrow }, now),
  ]);
}

function throttleAt(make: Make, start = 1_000_000) {
  let now = start;
  const throttle = make(() => now);
  // Keys of their own, so runs (and the two kinds) never share counts in Redis.
  const key = (name: string) => `${name}-${randomUUID()}`;
  return { throttle, key, advance: (ms: number) => (now += ms) };
}

it('doubles the wait after the free failures, up to one minute', () => {
  expect([4, 5, 6, 7, 10, 11, 20].map(delayAfter)).toEqual([
    0, 1_000, 2_000, 4_000, 32_000, 60_000, 60_000,
  ]);
});

describe.each(kinds)('login throttle %s', (_kind, make) => {
  it('lets the first failures through, then makes the account wait', async () => {
    const { throttle, key, advance } = throttleAt(make);
    const [a, b] = [key('a'), key('b')];
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i++) await throttle.recordFailure(a);
    expect(await throttle.retryAfterMs(a)).toBe(0);
    await throttle.recordFailure(a);
    expect(await throttle.retryAfterMs(a)).toBe(1_000);
    advance(400);
    expect(await throttle.retryAfterMs(a)).toBe(600);
    advance(600);
    expect(await throttle.retryAfterMs(a)).toBe(0);
    expect(await throttle.retryAfterMs(b)).toBe(0);
  });

  it('caps what a stranger can do to the owner at one minute, and at under 100 guesses an hour', async () => {
    const { throttle, key, advance } = throttleAt(make);
    const victim = key('victim');
    let guesses = 0;
    for (let elapsed = 0; elapsed < 3600_000;) {
      const wait = await throttle.retryAfterMs(victim);
      expect(wait).toBeLessThanOrEqual(LOGIN_THROTTLE.maxDelayMs);
      advance(wait);
      elapsed += wait;
      await throttle.recordFailure(victim);
      guesses += 1;
    }
    // OWASP ASVS 2.2.1: no more than 100 failed attempts per hour on one account.
    expect(guesses).toBeLessThan(100);
  });

  it('forgets failures on a successful login', async () => {
    const { throttle, key } = throttleAt(make);
    const b = key('b');
    for (let i = 0; i < 8; i++) await throttle.recordFailure(b);
    expect(await throttle.retryAfterMs(b)).toBeGreaterThan(0);
    await throttle.recordSuccess(b);
    expect(await throttle.retryAfterMs(b)).toBe(0);
  });
});

it('in memory, forgets failures an hour after the last one', async () => {
  const { throttle, key, advance } = throttleAt(createLoginThrottle);
  const a = key('a');
  for (let i = 0; i < 8; i++) await throttle.recordFailure(a);
  expect(await throttle.retryAfterMs(a)).toBeGreaterThan(0);
  advance(LOGIN_THROTTLE.forgetAfterMs + 1);
  expect(await throttle.retryAfterMs(a)).toBe(0);
  await throttle.recordFailure(a);
  expect(await throttle.retryAfterMs(a)).toBe(0);
});

it.skipIf(!redis)(
  'in Redis, lets Redis forget an account an hour after its last failure',
  async () => {
    const throttle = createRedisLoginThrottle(redis!, {
      prefix: 'bandbook-test:',
      onError: rethrow,
    });
    const account = `ttl-${randomUUID()}`;
    await throttle.recordFailure(account);
    const ttl = await redis!.pttl(`bandbook-test:login-failures:${account}`);
    expect(ttl).toBeGreaterThan(LOGIN_THROTTLE.forgetAfterMs - 60_000);
    expect(ttl).toBeLessThanOrEqual(LOGIN_THROTTLE.forgetAfterMs);
  },
);

it.skipIf(!redis)('in Redis, fails open and reports it when Redis is away', async () => {
  const errors: unknown[] = [];
  const gone = await connectTestRedis();
  gone.disconnect();
  const throttle = createRedisLoginThrottle(gone, {
    prefix: 'bandbook-test:',
    onError: (error) => errors.push(error),
  });
  await throttle.recordFailure('x');
  expect(await throttle.retryAfterMs('x')).toBe(0);
  expect(errors.length).toBe(2);
});
