// The per-account login backoff with a fake clock: free failures, doubling waits, the one-minute cap,
// forgetting after an hour, and a success clearing the slate.
import { describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  delayAfter,
  LOGIN_THROTTLE,
} from '../../src/modules/auth/login-throttle.js';

function throttleAt(start = 1_000_000) {
  let now = start;
  const throttle = createLoginThrottle(() => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('login throttle', () => {
  it('lets the first failures through, then doubles the wait up to one minute', () => {
    expect([4, 5, 6, 7, 10, 11, 20].map(delayAfter)).toEqual([
      0, 1_000, 2_000, 4_000, 32_000, 60_000, 60_000,
    ]);
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i++) throttle.recordFailure('a');
    expect(throttle.retryAfterMs('a')).toBe(0);
    throttle.recordFailure('a');
    expect(throttle.retryAfterMs('a')).toBe(1_000);
    advance(400);
    expect(throttle.retryAfterMs('a')).toBe(600);
    advance(600);
    expect(throttle.retryAfterMs('a')).toBe(0);
    expect(throttle.retryAfterMs('b')).toBe(0);
  });

  it('caps what a stranger can do to the owner at one minute, and at under 100 guesses an hour', () => {
    const { throttle, advance } = throttleAt();
    let guesses = 0;
    for (let elapsed = 0; elapsed < 3600_000;) {
      const wait = throttle.retryAfterMs('victim');
      expect(wait).toBeLessThanOrEqual(LOGIN_THROTTLE.maxDelayMs);
      advance(wait);
      elapsed += wait;
      throttle.recordFailure('victim');
      guesses += 1;
    }
    // OWASP ASVS 2.2.1: no more than 100 failed attempts per hour on one account.
    expect(guesses).toBeLessThan(100);
  });

  it('forgets failures an hour after the last one, and on a successful login', () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 8; i++) throttle.recordFailure('a');
    expect(throttle.retryAfterMs('a')).toBeGreaterThan(0);
    advance(LOGIN_THROTTLE.forgetAfterMs + 1);
    expect(throttle.retryAfterMs('a')).toBe(0);
    throttle.recordFailure('a');
    expect(throttle.retryAfterMs('a')).toBe(0);

    for (let i = 0; i < 8; i++) throttle.recordFailure('b');
    throttle.recordSuccess('b');
    expect(throttle.retryAfterMs('b')).toBe(0);
  });
});
