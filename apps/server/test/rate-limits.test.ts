// Rate limits on login (per IP and per account), signup, availability, forgot-password and
// verification resend, on an app built with limits on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { auth, createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(() => t.close());

const fromIp = (ip: string) => ({ remoteAddress: ip });

describe('rate limits', () => {
  it('limits login attempts per account, whatever the address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: { username: 'victim-account', password: 'Guess123' },
        ...fromIp(`10.0.1.${i}`),
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { username: 'other-account', password: 'Guess123' },
      ...fromIp('10.0.1.99'),
    });
    expect(other.statusCode).toBe(401);
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
    expect(json(limited)).toEqual({ message: MESSAGES.tooManyRequests });

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
