// public/boot.js: what a signed-in learner's page asks for before the app's scripts arrive, run as the
// browser runs it (a plain script) against a stubbed network.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeEarlyResponses } from './lib/early-responses';

const here = dirname(fileURLToPath(import.meta.url));
const source = readFileSync(join(here, '../public/boot.js'), 'utf8');

let fetchMock: ReturnType<typeof vi.fn>;

/** Runs boot.js on `url`, signed in with `token` (or not), and lists the paths it asked for. */
function boot(url: string, token: string | null = 'tok') {
  window.history.replaceState(null, '', url);
  if (token) sessionStorage.setItem('bandbook.token', token);
  new Function(source)();
  return fetchMock.mock.calls.map(([path]) => path as string);
}

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  delete window.__bandbookEarly;
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__bandbookEarly;
  window.history.replaceState(null, '', '/');
});

describe('boot.js', () => {
  it.each([
    ['/dashboard/library', ['/api/users/me', '/api/dashboard/dynamic']],
    ['/dashboard/discover/', ['/api/users/me', '/api/dashboard/dynamic']],
    ['/books/funk-bass-grooves', ['/api/users/me', '/api/dashboard/dynamic']],
    ['/books/funk-bass-grooves/audio', ['/api/users/me', '/api/dashboard/dynamic']],
    ['/profile', ['/api/users/me']],
    ['/books/funk-bass-grooves/audio/extra', ['/api/users/me']],
  ])('on %s asks for %o, with the token, for the app to take', (url, paths) => {
    expect(boot(url)).toEqual(paths);
    for (const [, init] of fetchMock.mock.calls) {
      expect((init as RequestInit).headers).toMatchObject({ Authorization: 'Bearer tok' });
    }
    expect(window.__bandbookEarly?.token).toBe('tok');
    expect(Object.keys(window.__bandbookEarly?.responses ?? {})).toEqual(paths);
  });

  it("on a book page asks for the book the URL's ?id= or the HTML's meta tag names", () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const named = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const meta = document.createElement('meta');
    meta.name = 'bandbook-book';
    meta.content = named;
    document.head.append(meta);
    try {
      const both = ['/api/users/me', '/api/dashboard/dynamic'];
      expect(boot('/books/funk-bass-grooves/content')).toEqual([
        ...both,
        `/api/content-packages/${named}`,
      ]);
      delete window.__bandbookEarly;
      fetchMock.mockClear();
      // The URL's id wins: the page opens that package.
      expect(boot(`/books/funk-bass-grooves?id=${id}`)).toEqual([
        ...both,
        `/api/content-packages/${id}`,
      ]);
      delete window.__bandbookEarly;
      fetchMock.mockClear();
      // An empty ?id= names nothing: the HTML's book, as start-early reads it.
      expect(boot('/books/funk-bass-grooves/content?id=')).toEqual([
        ...both,
        `/api/content-packages/${named}`,
      ]);
      delete window.__bandbookEarly;
      fetchMock.mockClear();
      // Not a book page, or not a package id: no book.
      expect(boot('/dashboard/library')).toEqual(both);
      delete window.__bandbookEarly;
      fetchMock.mockClear();
      meta.content = '../users/me';
      expect(boot('/books/funk-bass-grooves?id=x')).toEqual(both);
    } finally {
      meta.remove();
    }
  });

  it('asks for nothing when nobody is signed in, or when the app started first', () => {
    expect(boot('/dashboard/library', null)).toEqual([]);
    expect(window.__bandbookEarly).toBeUndefined();
    closeEarlyResponses();
    expect(boot('/dashboard/library')).toEqual([]);
    expect(window.__bandbookEarly).toBeNull();
  });
});
