// Rate limits on login (per IP, and the per-account failure backoff), signup, availability, forgot-password and
// verification resend, on an app built with limits on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { LOGIN_THROTTLE } from '../src/modules/auth/login-throttle.js';
import { auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(() => t.close());

const fromIp = (ip: string) => ({ remoteAddress: ip });

describe('rate limits', () => {
  it('slows guessing on one account, whichever identifier is typed, counting failures only', async () => {
    const user = await t.signUp();
    // Successful logins never count.
    for (let i = 0; i < 12; i++) {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: { username: user.username, password: user.password },
        ...fromIp(`10.0.1.${i}`),
      });
      expect(ok.statusCode).toBe(200);
    }
    // Five free failures, from anywhere; then the account waits, by username or by email.
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: { username: i % 2 ? user.email : user.username, password: 'Guess123' },
        ...fromIp(`10.0.5.${i}`),
      });
      expect(wrong.statusCode).toBe(401);
    }
    for (const identity of [user.username, user.email.toUpperCase()]) {
      const slowed = await t.app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: { username: identity, password: user.password },
        ...fromIp('10.0.5.99'),
      });
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(json(slowed)).toEqual(errorBody({ message: MESSAGES.tooManyRequests }));
    }
    // Another account is not affected.
    const other = await t.signUp();
    const fine = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { username: other.username, password: other.password },
      ...fromIp('10.0.5.98'),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('limits login attempts per address across accounts', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: { username: `spray-${i}`, password: 'Guess123' },
        ...fromIp('10.0.2.1'),
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });

  it('limits forgot-password, availability checks and signups per address', async () => {
    const hit = async (count: number, request: () => Promise<{ statusCode: number }>) => {
      let status = 0;
      for (let i = 0; i < count; i++) status = (await request()).statusCode;
      return status;
    };
    const forgot = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/password/forgot',
        payload: { email: 'x@example.com' },
        ...fromIp('10.0.3.1'),
      });
    expect(await hit(5, forgot)).toBe(200);
    const limited = await forgot();
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual(errorBody({ message: MESSAGES.tooManyRequests }));

    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/check-username',
        payload: { username: 'someone' },
        ...fromIp('10.0.3.2'),
      });
    expect(await hit(61, check)).toBe(429);

    const signup = () =>
      t.app.inject({ method: 'POST', url: '/api/users', payload: {}, ...fromIp('10.0.3.3') });
    expect(await hit(11, signup)).toBe(429);
  });

  it('limits verification email resends', async () => {
    const user = await t.signUp({}).catch(() => undefined);
    // Signup shares the per-address limit with the test above only if on the same address.
    expect(user).toBeDefined();
    const me = json<{ _id: string }>(
      await t.app.inject({ url: '/api/users/me', headers: auth(user!.token) }),
    );
    let status = 0;
    for (let i = 0; i < 6; i++) {
      status = (
        await t.app.inject({
          method: 'PUT',
          url: `/api/users/${me._id}/send-verification-email`,
          headers: auth(user!.token),
          ...fromIp('10.0.4.1'),
        })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});
