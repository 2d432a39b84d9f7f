// Signing in and out: password login, auto-login tokens, token refresh, logout and password change
// revoking old tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { desc, eq } from 'drizzle-orm';
import { oneTimeTokens } from '../src/db/schema/index.js';
import { auth, createTestApp, json, linkToken, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/local', payload: { username, password } });
const me = (token: string) => t.app.inject({ url: '/api/users/me', headers: auth(token) });

describe('POST /auth/local', () => {
  it('signs in with the username or the email, in any case', async () => {
    const user = await t.signUp();
    for (const identity of [user.username, user.email, user.email.toUpperCase()]) {
      const response = await login(identity, user.password);
      expect(response.statusCode).toBe(200);
      const { token } = json<{ token: string }>(response);
      expect(json(await me(token)).username).toBe(user.username);
    }
  });

  it('gives the same message for a wrong password and an unknown account', async () => {
    const user = await t.signUp();
    const wrong = await login(user.username, 'Wrong123');
    const unknown = await login('nobody-here', 'Wrong123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(errorBody({ message: MESSAGES.loginFailed }));
    expect(json(unknown)).toEqual(errorBody({ message: MESSAGES.loginFailed }));
  });

  it('validates the identity length and the password presence', async () => {
    for (const payload of [
      { username: 'ab', password: 'x' },
      { username: 'a'.repeat(61), password: 'x' },
      { username: 'someone', password: '' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/local', payload });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(MESSAGES.loginRequired);
    }
  });
});

describe('POST /api/users/me/autologin', () => {
  it('exchanges an auto-login token once', async () => {
    const user = await t.signUp();
    const exchange = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/autologin',
        payload: { autoLoginToken: user.autoLoginToken },
      });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect(json(await me(json<{ token: string }>(first).token)).username).toBe(user.username);

    const again = await exchange();
    expect(again.statusCode).toBe(401);
    expect(json(again)).toEqual(errorBody({ message: MESSAGES.autologinTokenMissing }));

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/autologin',
      payload: { autoLoginToken: 'made-up' },
    });
    expect(json(unknown)).toEqual(errorBody({ message: MESSAGES.autologinTokenMissing }));
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/autologin',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(MESSAGES.autologinTokenMissing);
  });

  const exchange = (autoLoginToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/me/autologin', payload: { autoLoginToken } });

  it('a kept auto-login token dies with the sessions: logout, password change, password reset', async () => {
    const loggedOut = await t.signUp();
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/logout',
      headers: auth(loggedOut.token),
    });
    expect((await exchange(loggedOut.autoLoginToken)).statusCode).toBe(401);

    const changed = await t.signUp();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: auth(changed.token),
      payload: { oldPassword: changed.password, newPassword: 'Another123' },
    });
    expect((await exchange(changed.autoLoginToken)).statusCode).toBe(401);

    const reset = await t.signUp();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/password/forgot',
      payload: { email: reset.email },
    });
    const token = linkToken(await t.outbox(), reset.email, '/reset-password/');
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/password/reset',
      payload: { token, password: 'Another123' },
    });
    expect((await exchange(reset.autoLoginToken)).statusCode).toBe(401);
  });

  it('lives minutes, not an hour', async () => {
    await t.signUp();
    const [row] = await t.database.db
      .select({ createdAt: oneTimeTokens.createdAt, expiresAt: oneTimeTokens.expiresAt })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.purpose, 'autologin'))
      .orderBy(desc(oneTimeTokens.createdAt))
      .limit(1);
    const lifetimeMs = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetimeMs).toBeLessThanOrEqual(5 * 60_000);
  });
});

describe('token lifetime', () => {
  it('a refreshed token works; after logout neither old nor refreshed tokens do', async () => {
    const user = await t.signUp();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/token',
      headers: auth(user.token),
    });
    const newToken = json<{ token: string }>(refreshed).token;
    expect((await me(newToken)).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/logout',
      headers: auth(user.token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(newToken)).statusCode).toBe(401);
    // Signing in again works as usual.
    const again = await login(user.username, user.password);
    expect((await me(json<{ token: string }>(again).token)).statusCode).toBe(200);
  });
});

describe('PUT /api/users/me/password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: auth(token), payload });

  it('refuses a wrong current password, a short one and an unchanged one', async () => {
    const user = await t.signUp();
    const wrong = await change(user.token, { oldPassword: 'Nope1234', newPassword: 'Other123' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual(
      errorBody({
        message: MESSAGES.incorrectPassword,
        errors: { oldPassword: { message: MESSAGES.incorrectPassword } },
      }),
    );
    const short = await change(user.token, { oldPassword: user.password, newPassword: 'abc' });
    expect(json(short).errors).toEqual({ newPassword: { message: MESSAGES.changePasswordMin } });
    const same = await change(user.token, {
      oldPassword: user.password,
      newPassword: user.password,
    });
    expect(json(same).errors).toEqual({ newPassword: { message: MESSAGES.newPasswordSameAsOld } });
  });

  it('changes it, ends older tokens and returns a fresh one', async () => {
    const user = await t.signUp();
    const other = await login(user.username, user.password);
    const otherToken = json<{ token: string }>(other).token;
    const response = await change(user.token, {
      oldPassword: user.password,
      newPassword: 'Brand-new9',
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; token: string }>(response);
    expect(body.message).toBe(MESSAGES.passwordUpdated);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(otherToken)).statusCode).toBe(401);
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, 'Brand-new9')).statusCode).toBe(200);
  });
});
