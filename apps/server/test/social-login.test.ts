// Social login end to end over real HTTP: the app and an in-process OpenID provider, a scripted
// browser going through the provider's login and consent pages.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { startOidcProvider, type TestOidcProvider } from './support/oidc-provider.js';
import { BrowserClient } from './support/browser-client.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let provider: TestOidcProvider;
let appUrl: string;

beforeAll(async () => {
  const [appPort, providerPort] = [await freePort(), await freePort()];
  appUrl = `http://localhost:${appPort}`;
  provider = await startOidcProvider({
    port: providerPort,
    redirectUris: [`${appUrl}/auth/testid/callback`],
  });
  t = await createTestApp({
    PUBLIC_URL: appUrl,
    OIDC_PROVIDERS: 'testid',
    OIDC_TESTID_ISSUER: provider.issuer,
    OIDC_TESTID_CLIENT_ID: provider.clientId,
    OIDC_TESTID_CLIENT_SECRET: provider.clientSecret,
    OIDC_TESTID_LABEL: 'Test ID',
  });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.close();
  await provider.close();
});

const leftAuth = (url: URL) => url.origin === appUrl && !url.pathname.startsWith('/auth/');

describe('social login with OpenID Connect', () => {
  it('sends PKCE and state to the provider', async () => {
    const response = await new BrowserClient().request(`${appUrl}/auth/testid`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
  });

  it('a new identity goes to social signup, then signs in directly the next time', async () => {
    const browser = new BrowserClient();
    const subject = `alice${Date.now()}`;
    const landed = await browser.navigate(`${appUrl}/auth/testid`, leftAuth, {
      login: subject,
      password: 'x',
    });
    expect(landed.pathname).toBe('/social-signup');
    // The signup ticket is in an httpOnly cookie, never in the URL (logs, history, Referer).
    expect([...landed.searchParams.keys()].sort()).toEqual(['email', 'provider', 'username']);
    expect(landed.searchParams.get('email')).toBe(`${subject}@oidc.test`);
    const ticketCookie = browser.cookieHeader(new URL(appUrl));
    expect(ticketCookie).toContain('bandbook_social_ticket=');

    const profile = {
      username: subject,
      email: `${subject}@oidc.test`,
      currencyCode: 'EUR',
      languageCode: 'fr-fr',
    };
    const signup = await browser.request(`${appUrl}/api/users/social`, {
      method: 'POST',
      json: profile,
    });
    expect(signup.status).toBe(201);
    const { token: signupToken } = (await signup.json()) as { token: string };
    const me = json(await t.app.inject({ url: '/api/users/me', headers: auth(signupToken) }));
    // The provider verified this address, so no email round trip is needed.
    expect(me).toMatchObject({ username: subject, provider: 'testid', status: 1 });

    // The ticket worked once: the same cookie again is refused.
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/users/social',
      headers: { cookie: ticketCookie },
      payload: { ...profile, username: `${subject}x`, email: `x${subject}@oidc.test` },
    });
    expect(reused.statusCode).toBe(400);

    const returning = new BrowserClient();
    const again = await returning.navigate(`${appUrl}/auth/testid`, leftAuth, {
      login: subject,
      password: 'x',
    });
    expect(again.pathname).toBe('/social-login');
    expect(again.search).toBe('');
    const exchange = await returning.request(`${appUrl}/api/users/me/autologin`, {
      method: 'POST',
      json: {},
    });
    expect(exchange.status).toBe(200);
    const { token } = (await exchange.json()) as { token: string };
    expect(json(await t.app.inject({ url: '/api/users/me', headers: auth(token) })).username).toBe(
      subject,
    );
    // Used once: the cookie is gone, and a second exchange has no token.
    const second = await returning.request(`${appUrl}/api/users/me/autologin`, {
      method: 'POST',
      json: {},
    });
    expect(second.status).toBe(400);
    expect(((await second.json()) as { message: string }).message).toBe('Token does not exist');
  });

  it('refuses a callback without the browser that started the flow', async () => {
    const response = await new BrowserClient().request(
      `${appUrl}/auth/testid/callback?code=x&state=y`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?social=failed');
  });
});
