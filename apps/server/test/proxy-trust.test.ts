// Trust of proxies in production: X-Forwarded-For is believed only from the proxies TRUST_PROXY names,
// so rate limits cannot be dodged with a made-up address, and the https redirect goes to PUBLIC_URL,
// never to a client-sent host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://bandbook.example',
};

const hit = async (count: number, request: (i: number) => Promise<{ statusCode: number }>) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await request(i)).statusCode);
  return statuses;
};

describe('production without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(production);
  });
  afterAll(() => t.close());

  it('keys limits on the socket address: a new X-Forwarded-For per request does not help', async () => {
    const logins = await hit(31, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/local',
        headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-forwarded-proto': 'https' },
        payload: { username: `spray-${i}`, password: 'Guess123' },
      }),
    );
    expect(logins.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(logins[30]).toBe(429);

    const forgot = await hit(6, (i) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/password/forgot',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: 'victim@example.com' },
        remoteAddress: '10.0.0.7',
      }),
    );
    expect(forgot).toEqual([200, 200, 200, 200, 200, 429]);

    const signups = await hit(11, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: {},
        remoteAddress: '10.0.0.8',
      }),
    );
    expect(signups[10]).toBe(429);
  });

  it('does not redirect (the scheme is unknown without a trusted proxy)', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('production with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...production, TRUST_PROXY: '10.0.0.1' });
  });
  afterAll(() => t.close());

  const forgotVia = (socket: string, forwardedFor: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/password/forgot',
      headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
      payload: { email: 'victim@example.com' },
      remoteAddress: socket,
    });

  it('believes the named proxy about the client, and nobody else', async () => {
    // Through the proxy, two clients have a limit each.
    expect(await hit(6, () => forgotVia('10.0.0.1', '203.0.113.1'))).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
    expect((await forgotVia('10.0.0.1', '203.0.113.2')).statusCode).toBe(200);
    // A direct client's own headers are ignored: its X-Forwarded-Proto too, so it is sent to https.
    const direct = await forgotVia('192.0.2.50', '203.0.113.100');
    expect(direct.statusCode).toBe(301);
  });

  it('redirects http to PUBLIC_URL, whatever Host or X-Forwarded-Host the client sends', async () => {
    const response = await t.app.inject({
      url: '/login?next=1',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://bandbook.example/login?next=1');
  });
});
