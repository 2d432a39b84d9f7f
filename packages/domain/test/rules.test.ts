// The validation rules of spec section 5, as the forms and the API both apply them.
import { describe, expect, it } from 'vitest';
import {
  adminChangePasswordFormSchema,
  adminUserCreateFormSchema,
  changePasswordFormSchema,
  containsProfanity,
  genrePickSchema,
  instrumentPickSchema,
  loginSchema,
  MESSAGES,
  resetPasswordFormSchema,
  signupFormSchema,
  usernameSchema,
} from '../src/index.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('username', () => {
  it.each([
    ['', MESSAGES.usernameRequired],
    ['ab', MESSAGES.usernameTooShort],
    ['x'.repeat(25), MESSAGES.usernameTooLong],
    ['two words', MESSAGES.usernameCharacters],
    ['semi;colon', MESSAGES.usernameCharacters],
    ['FuckThis', MESSAGES.usernameProfanity],
  ])('%j gives %j', (value, message) => {
    expect(firstMessage(usernameSchema.safeParse(value))).toBe(message);
  });

  it('accepts letters, digits, dots, dashes and underscores from 3 to 24 characters', () => {
    for (const ok of ['abc', 'jazz_cat.99', 'x'.repeat(24), 'Mary-Lou']) {
      expect(usernameSchema.safeParse(ok).success).toBe(true);
    }
  });

  it('sees through digit-for-letter swaps but not innocent words', () => {
    expect(containsProfanity('sh1tstorm')).toBe(true);
    expect(containsProfanity('B4stard')).toBe(true);
    expect(containsProfanity('classical')).toBe(false);
    expect(containsProfanity('scunthorpe')).toBe(true); // the list errs on the side of caution
  });
});

describe('forms', () => {
  it('login needs a 3-60 character identity and a password', () => {
    expect(firstMessage(loginSchema.safeParse({ username: 'ab', password: 'x' }))).toBe(
      MESSAGES.loginRequired,
    );
    expect(firstMessage(loginSchema.safeParse({ username: 'abc', password: '' }))).toBe(
      MESSAGES.loginRequired,
    );
    expect(loginSchema.safeParse({ username: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('signup checks the password length, the confirmation, region and language', () => {
    const base = {
      username: 'player1',
      email: 'p@example.com',
      password: 'Secret1',
      confirmPassword: 'Secret1',
      currencyCode: 'USD',
      languageCode: 'en-us',
    };
    expect(signupFormSchema.safeParse(base).success).toBe(true);
    const mismatch = signupFormSchema.safeParse({ ...base, confirmPassword: 'Other12' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });
    expect(
      firstMessage(
        signupFormSchema.safeParse({ ...base, password: 'abc', confirmPassword: 'abc' }),
      ),
    ).toBe(MESSAGES.signupPasswordMin);
    expect(firstMessage(signupFormSchema.safeParse({ ...base, currencyCode: '' }))).toBe(
      MESSAGES.regionRequired,
    );
    expect(firstMessage(signupFormSchema.safeParse({ ...base, languageCode: '' }))).toBe(
      MESSAGES.languageRequired,
    );
    expect(firstMessage(signupFormSchema.safeParse({ ...base, email: 'nope' }))).toBe(
      MESSAGES.emailInvalid,
    );
  });

  it('reset needs 6 characters with an uppercase letter and a matching confirmation', () => {
    expect(
      firstMessage(
        resetPasswordFormSchema.safeParse({ password: 'abcdefg', confirmPassword: 'abcdefg' }),
      ),
    ).toBe(MESSAGES.resetPasswordRule);
    expect(
      firstMessage(
        resetPasswordFormSchema.safeParse({ password: 'Abcdefg', confirmPassword: 'Abcdefx' }),
      ),
    ).toBe(MESSAGES.passwordsDoNotMatch);
    expect(
      resetPasswordFormSchema.safeParse({ password: 'Abcdefg', confirmPassword: 'Abcdefg' })
        .success,
    ).toBe(true);
  });

  it('change password needs the current one and a different new one of 6+ characters', () => {
    const parse = (v: object) => changePasswordFormSchema.safeParse(v);
    expect(
      firstMessage(parse({ oldPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' })),
    ).toBe(MESSAGES.currentPasswordRequired);
    expect(
      firstMessage(parse({ oldPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' })),
    ).toBe(MESSAGES.changePasswordMin);
    expect(
      firstMessage(parse({ oldPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdeg' })),
    ).toBe(MESSAGES.passwordsDoNotMatch);
    expect(
      firstMessage(
        parse({ oldPassword: 'abcdef', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
      ),
    ).toBe(MESSAGES.newPasswordSameAsOld);
  });

  it('every password form requires the confirmation and reports a mismatch beside a length error', () => {
    const messagesOf = (result: {
      success: boolean;
      error?: { issues: { message: string; path: PropertyKey[] }[] };
    }) =>
      Object.fromEntries(
        (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      );
    const signup = {
      username: 'player1',
      email: 'p@example.com',
      currencyCode: 'USD',
      languageCode: 'en-us',
    };
    // Empty: the confirmation is missing, whatever the password.
    expect(
      messagesOf(
        signupFormSchema.safeParse({ ...signup, password: 'Secret1', confirmPassword: '' }),
      ),
    ).toEqual({ confirmPassword: MESSAGES.confirmPasswordRequired });
    expect(
      messagesOf(resetPasswordFormSchema.safeParse({ password: 'Secret1', confirmPassword: '' })),
    ).toEqual({ confirmPassword: MESSAGES.confirmPasswordRequired });
    // Short and different: both messages, not only the length.
    expect(
      messagesOf(
        signupFormSchema.safeParse({ ...signup, password: 'abc', confirmPassword: 'abd' }),
      ),
    ).toEqual({
      password: MESSAGES.signupPasswordMin,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
    expect(
      messagesOf(
        changePasswordFormSchema.safeParse({
          oldPassword: 'old',
          newPassword: 'abc',
          confirmPassword: 'abd',
        }),
      ),
    ).toEqual({
      newPassword: MESSAGES.changePasswordMin,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
    expect(
      messagesOf(
        adminChangePasswordFormSchema.safeParse({ newPassword: 'ab', confirmPassword: '' }),
      ),
    ).toMatchObject({ confirmPassword: MESSAGES.confirmPasswordRequired });
    expect(
      messagesOf(
        adminUserCreateFormSchema.safeParse({
          username: 'ab',
          password: 'ab',
          confirmPassword: 'abc',
        }),
      ),
    ).toMatchObject({ confirmPassword: MESSAGES.passwordsDoNotMatch });
  });

  it('onboarding pickers need at least one choice', () => {
    expect(firstMessage(instrumentPickSchema.safeParse({ instruments: [] }))).toBe(
      MESSAGES.instrumentRequired,
    );
    expect(firstMessage(genrePickSchema.safeParse({ genres: [] }))).toBe(MESSAGES.genreRequired);
  });
});
