// Signup, availability checks, the current user and profile edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import {
  auth,
  createTestApp,
  json,
  linkToken,
  uniqueName,
  type TestApp,
} from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validSignup = () => {
  const username = uniqueName();
  return {
    username,
    email: `${username}@example.com`,
    password: 'Secret123',
    languageCode: 'en-gb',
    currencyCode: 'GBP',
    domainUrl: 'http://bandbook.test',
    newsletterOptIn: true,
    contentChannelIdList: [],
  };
};

describe('POST /api/users', () => {
  it('creates an unverified user, answers tokens and mails a verification link', async () => {
    const body = validSignup();
    const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: body });
    expect(response.statusCode).toBe(201);
    const { token, autoLoginToken } = json<{ token: string; autoLoginToken: string }>(response);
    expect(token.split('.')).toHaveLength(3);
    expect(autoLoginToken.length).toBeGreaterThanOrEqual(40);

    const me = json(await t.app.inject({ url: '/api/users/me', headers: auth(token) }));
    expect(me).toMatchObject({
      username: body.username,
      email: body.email,
      status: 0,
      role: 'user',
      provider: 'local',
      languageCode: 'en-gb',
      currencyCode: 'GBP',
      newsletterOptIn: true,
      notificationList: [expect.objectContaining({ type: 'emailValidation' })],
    });
    expect(me).not.toHaveProperty('password');
    expect(me).not.toHaveProperty('passwordHash');

    const mail = (await t.outbox()).find((m) => m.to === body.email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.links.some((l) => l.startsWith('http://bandbook.test/verify-email/'))).toBe(true);
  });

  it.each([
    ['username', { username: '' }, MESSAGES.usernameRequired],
    ['username', { username: 'ab' }, MESSAGES.usernameTooShort],
    ['username', { username: 'a'.repeat(25) }, MESSAGES.usernameTooLong],
    ['username', { username: 'has space' }, MESSAGES.usernameCharacters],
    ['username', { username: 'bad$name' }, MESSAGES.usernameCharacters],
    ['username', { username: 'shitlord' }, MESSAGES.usernameProfanity],
    ['email', { email: '' }, MESSAGES.emailRequired],
    ['email', { email: 'not-an-email' }, MESSAGES.emailInvalid],
    ['password', { password: 'abc' }, MESSAGES.signupPasswordMin],
    ['currencyCode', { currencyCode: '' }, MESSAGES.regionRequired],
    ['languageCode', { languageCode: '' }, MESSAGES.languageRequired],
  ])('rejects a bad %s with the spec message', async (field, override, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...validSignup(), ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(errorBody({ message, errors: { [field]: { message } } }));
  });

  it('rejects a username or email that is taken, ignoring case', async () => {
    const first = await t.signUp();
    const byName = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...validSignup(), username: first.username.toUpperCase() },
    });
    expect(byName.statusCode).toBe(400);
    expect(json(byName).errors).toEqual({ username: { message: MESSAGES.usernameTaken } });

    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...validSignup(), email: first.email.toUpperCase() },
    });
    expect(json(byEmail).errors).toEqual({ email: { message: MESSAGES.emailTaken } });
  });

  it('keeps usernames unique under concurrent signups', async () => {
    const body = validSignup();
    const attempts = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users',
          payload: { ...body, email: `race${i}-${body.email}` },
        }),
      ),
    );
    expect(attempts.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(attempts.filter((r) => r.statusCode === 400)).toHaveLength(3);
  });
});

describe('availability checks', () => {
  it('tells whether a username or email is free, counting your own as free', async () => {
    const user = await t.signUp();
    const check = (url: string, payload: object, token?: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: token ? auth(token) : {} });

    expect(json(await check('/api/users/me/check-username', { username: user.username }))).toEqual({
      available: false,
      message: MESSAGES.usernameTaken,
    });
    expect(json(await check('/api/users/me/check-username', { username: uniqueName() }))).toEqual({
      available: true,
    });
    expect(
      json(await check('/api/users/me/check-username', { username: user.username }, user.token)),
    ).toEqual({ available: true });
    expect(json(await check('/api/users/me/check-email', { email: user.email }))).toEqual({
      available: false,
      message: MESSAGES.emailTaken,
    });
    expect(
      json(await check('/api/users/me/check-email', { email: user.email }, user.token)),
    ).toEqual({ available: true });
    const bad = await check('/api/users/me/check-email', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ email: { message: MESSAGES.emailInvalid } });
  });
});

describe('GET and PUT /api/users/me', () => {
  it('needs a token', async () => {
    const response = await t.app.inject({ url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(errorBody({ message: MESSAGES.unauthorized }));
    const forged = await t.app.inject({ url: '/api/users/me', headers: auth('a.b.c') });
    expect(forged.statusCode).toBe(401);
  });

  it('updates the profile fields it is given, with age as a number and a merged address', async () => {
    const user = await t.signUp();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth(user.token),
      payload: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        age: 36,
        musicianType: 'Hobbyist',
        instruments: ['guitar', 'voice'],
        genres: ['jazz'],
        address: { city: 'London', countryCode: 'GB' },
        newsletterOptIn: true,
        profilePictureUrl: 'data:image/png;base64,iVBORw0KGgo=',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      firstname: 'Ada',
      age: 36,
      instruments: ['guitar', 'voice'],
      genres: ['jazz'],
      address: { city: 'London', countryCode: 'GB', line1: '' },
      newsletterOptIn: true,
    });
    const second = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth(user.token),
      payload: { address: { zip: 'N1' } },
    });
    expect(json(second)).toMatchObject({
      address: { city: 'London', zip: 'N1' },
      firstname: 'Ada',
    });
  });

  it('refuses a non-image picture and a non-numeric age with per-field errors', async () => {
    const user = await t.signUp();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth(user.token),
      payload: { profilePictureUrl: 'data:text/html;base64,PHNjcmlwdD4=', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ errors: Record<string, { message: string }> }>(response);
    expect(body.errors.profilePictureUrl).toEqual({ message: MESSAGES.pictureNotImage });
    expect(body.errors.age).toBeDefined();
  });

  it('a taken email is refused', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth(user.token),
      payload: { email: other.email, currentPassword: user.password },
    });
    expect(json(taken).errors).toEqual({ email: { message: MESSAGES.emailTaken } });
  });

  it('changing the username or email needs the current password', async () => {
    const user = await t.signUp();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/me', headers: auth(user.token), payload });
    for (const change of [{ email: `x-${user.email}` }, { username: `${user.username}x` }]) {
      const missing = await put(change);
      expect(missing.statusCode).toBe(400);
      expect(json(missing).errors).toEqual({
        currentPassword: { message: MESSAGES.currentPasswordForAccountChange },
      });
      const wrong = await put({ ...change, currentPassword: 'Wrong123' });
      expect(json(wrong).errors).toEqual({
        currentPassword: { message: MESSAGES.incorrectPassword },
      });
    }
    // Sending the unchanged values (as the profile form does) needs no password.
    const unchanged = await put({ username: user.username, email: user.email, firstname: 'Al' });
    expect(unchanged.statusCode).toBe(200);
    const renamed = await put({ username: `${user.username}x`, currentPassword: user.password });
    expect(json(renamed).username).toBe(`${user.username}x`);
  });

  it('a new email waits for its link, reset links never go to it before, and the old address is told', async () => {
    const user = await t.signUp();
    const newEmail = `new-${user.email}`;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth(user.token),
      payload: { email: newEmail, currentPassword: user.password },
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const mails = await t.outbox();
    expect(mails.some((m) => m.to === user.email && /being changed/.test(m.subject))).toBe(true);
    expect(mails.some((m) => m.to === newEmail && /Confirm your new/.test(m.subject))).toBe(true);

    // The takeover path of the review: a reset asked for the new, unproven address sends nothing.
    const forgot = (email: string) =>
      t.app.inject({ method: 'PUT', url: '/api/users/password/forgot', payload: { email } });
    await forgot(newEmail);
    expect((await t.outbox()).some((m) => m.to === newEmail && /Reset/.test(m.subject))).toBe(
      false,
    );
    // The account still logs in, and resets, with the old address.
    const byOld = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { username: user.email, password: user.password },
    });
    expect(byOld.statusCode).toBe(200);

    const token = linkToken(await t.outbox(), newEmail, '/verify-email/');
    const verified = await t.app.inject({
      method: 'PUT',
      url: '/api/users/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    const after = json(await t.app.inject({ url: '/api/users/me', headers: auth(user.token) }));
    expect(after).toMatchObject({ email: newEmail, pendingEmail: null, status: 1 });
    await forgot(newEmail);
    expect((await t.outbox()).some((m) => m.to === newEmail && /Reset/.test(m.subject))).toBe(true);
  });
});
