// Email verification and password reset through the links the app mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { auth, createTestApp, json, linkToken, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string) =>
  t.app.inject({ method: 'PUT', url: '/api/users/verify-email', payload: { token } });

describe('email verification', () => {
  it('verifies once with the mailed link; the link cannot be reused or guessed', async () => {
    const user = await t.signUp();
    const token = linkToken(await t.outbox(), user.email, '/verify-email/');
    expect((await verify('wrong-token')).statusCode).toBe(400);
    expect(json(await verify('wrong-token'))).toEqual(
      errorBody({ message: MESSAGES.verifyInvalidCode }),
    );

    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    const me = json(await t.app.inject({ url: '/api/users/me', headers: auth(user.token) }));
    expect(me).toMatchObject({ status: 1, notificationList: [] });

    expect(json(await verify(token))).toEqual(errorBody({ message: MESSAGES.verifyInvalidCode }));
  });

  it('resends a link on request, which replaces the old one', async () => {
    const user = await t.signUp();
    const meBefore = json<{ _id: string }>(
      await t.app.inject({ url: '/api/users/me', headers: auth(user.token) }),
    );
    const first = linkToken(await t.outbox(), user.email, '/verify-email/');
    const resend = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${meBefore._id}/send-verification-email`,
      headers: auth(user.token),
    });
    expect(resend.statusCode).toBe(200);
    expect(json(resend)).toEqual({ message: MESSAGES.verificationEmailSent });
    const second = linkToken(await t.outbox(), user.email, '/verify-email/');
    expect(second).not.toBe(first);
    expect(json(await verify(first))).toEqual(errorBody({ message: MESSAGES.verifyInvalidCode }));
    expect((await verify(second)).statusCode).toBe(200);
  });

  it("refuses to send for someone else's account", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const otherMe = json<{ _id: string }>(
      await t.app.inject({ url: '/api/users/me', headers: auth(other.token) }),
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${otherMe._id}/send-verification-email`,
      headers: auth(user.token),
    });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual(errorBody({ message: MESSAGES.forbidden }));
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'PUT', url: '/api/users/password/forgot', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'PUT', url: '/api/users/password/reset', payload: { token, password } });

  it('answers the same whether or not the account exists', async () => {
    const user = await t.signUp();
    const known = await forgot(user.email);
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(json(known)).toEqual(json(unknown));
    expect(json(known)).toEqual({ message: MESSAGES.forgotPasswordSent });
    expect((await t.outbox()).some((m) => m.to === 'nobody@example.com')).toBe(false);
    const invalid = await forgot('not-an-email');
    expect(json(invalid).errors).toEqual({ email: { message: MESSAGES.emailInvalid } });
  });

  it('resets once with the mailed link, with the reset password rule, and ends sessions', async () => {
    const user = await t.signUp();
    await forgot(user.email);
    const token = linkToken(await t.outbox(), user.email, '/reset-password/');

    const weak = await reset(token, 'alllowercase');
    expect(json(weak).errors).toEqual({ password: { message: MESSAGES.resetPasswordRule } });
    expect(json(await reset('bogus', 'Newpass1'))).toEqual(
      errorBody({
        message: MESSAGES.resetPasswordInvalid,
      }),
    );

    const ok = await reset(token, 'Newpass1');
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ message: MESSAGES.resetPasswordSuccess });
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: auth(user.token) })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { username: user.username, password: 'Newpass1' },
    });
    expect(login.statusCode).toBe(200);
    expect(json(await reset(token, 'Another1'))).toEqual(
      errorBody({
        message: MESSAGES.resetPasswordInvalid,
      }),
    );
  });
});
