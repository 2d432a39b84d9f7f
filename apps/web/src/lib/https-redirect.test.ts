import { describe, expect, it } from 'vitest';
import { getHttpsRedirectUrl } from './https-redirect';

describe('getHttpsRedirectUrl', () => {
  it('moves production http to https, keeping path, query and hash', () => {
    expect(getHttpsRedirectUrl(new URL('http://bandbook.example/faq?x=1#enter-code'), true)).toBe(
      'https://bandbook.example/faq?x=1#enter-code',
    );
  });

  it('stays on https, on localhost and in development builds', () => {
    expect(getHttpsRedirectUrl(new URL('https://bandbook.example/'), true)).toBeNull();
    expect(getHttpsRedirectUrl(new URL('http://localhost:3000/'), true)).toBeNull();
    expect(getHttpsRedirectUrl(new URL('http://127.0.0.1:3000/'), true)).toBeNull();
    expect(getHttpsRedirectUrl(new URL('http://bandbook.example/'), false)).toBeNull();
  });
});
