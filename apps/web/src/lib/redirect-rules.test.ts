import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/catalogue-fixtures';
import { getIncompleteAccountRedirect, getPostLoginPath, isSafeRedirect } from './redirect-rules';

describe('getPostLoginPath', () => {
  it('uses the saved redirect first', () => {
    expect(getPostLoginPath(makeUser({ instruments: [] }), '/profile')).toBe('/profile');
  });

  it('sends users without instruments to the instrument picker', () => {
    expect(getPostLoginPath(makeUser({ instruments: [] }))).toBe('/welcome/my-instruments');
  });

  it('sends staff of the admin area to /admin, never the instrument picker (issue 44)', () => {
    expect(getPostLoginPath(makeUser({ role: 'admin', instruments: [] }))).toBe('/admin');
    expect(getPostLoginPath(makeUser({ role: 'superadmin', instruments: ['guitar'] }))).toBe(
      '/admin',
    );
    expect(getPostLoginPath(makeUser({ role: 'admin', instruments: [] }), '/profile')).toBe(
      '/profile',
    );
    // Sales staff do not enter the admin area: they are learners here.
    expect(getPostLoginPath(makeUser({ role: 'sales', instruments: [] }))).toBe(
      '/welcome/my-instruments',
    );
  });

  it('sends everyone else to the library', () => {
    expect(getPostLoginPath(makeUser())).toBe('/dashboard/library');
  });

  it('ignores redirects to other sites or back to the auth modals', () => {
    expect(getPostLoginPath(makeUser(), 'https://evil.example')).toBe('/dashboard/library');
    expect(getPostLoginPath(makeUser(), '//evil.example/x')).toBe('/dashboard/library');
    expect(getPostLoginPath(makeUser(), '/login')).toBe('/dashboard/library');
    expect(getPostLoginPath(makeUser(), '/reset-password/abc')).toBe('/dashboard/library');
  });

  it('sends a basic social user without a username to social signup, even with a redirect', () => {
    const user = makeUser({ username: null, provider: 'test' });
    expect(getPostLoginPath(user, '/profile')).toBe('/social-signup');
  });
});

describe('getIncompleteAccountRedirect', () => {
  it('sends a basic local user without an email home', () => {
    expect(getIncompleteAccountRedirect(makeUser({ email: null }))).toBe('/');
  });

  it('leaves staff alone', () => {
    expect(getIncompleteAccountRedirect(makeUser({ role: 'admin', username: null }))).toBeNull();
  });

  it('leaves complete accounts alone', () => {
    expect(getIncompleteAccountRedirect(makeUser())).toBeNull();
  });
});

describe('isSafeRedirect', () => {
  it('accepts app paths with query and hash', () => {
    expect(isSafeRedirect('/faq#enter-code')).toBe(true);
    expect(isSafeRedirect('/enter-code')).toBe(true);
  });

  it('refuses empty values', () => {
    expect(isSafeRedirect('')).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
  });
});
