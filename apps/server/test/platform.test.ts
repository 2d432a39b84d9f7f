// Long because: one file for the platform-wide behaviour every route shares (headers, errors, docs, storage origins), each case short.
// Cross-cutting behaviour: public config, liveness and readiness, OpenAPI, security headers, the error format,
// the dev routes (demo/development only) and production's https redirect.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENRES, INSTRUMENTS } from '@bandbook/domain';
import { eq } from 'drizzle-orm';
import { createAppContext } from '../src/context.js';
import { genres } from '../src/db/schema/index.js';
import { seedReferenceImages } from '../src/seed/reference-images.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    OIDC_PROVIDERS: 'acme',
    OIDC_ACME_ISSUER: 'http://localhost:1',
    OIDC_ACME_CLIENT_ID: 'c',
    OIDC_ACME_CLIENT_SECRET: 's',
    OIDC_ACME_LABEL: 'Acme ID',
  });
});
afterAll(() => t.close());

describe('GET /api/config/public', () => {
  it('returns the version, providers and every reference and static list', async () => {
    const response = await t.app.inject({ url: '/api/config/public' });
    expect(response.statusCode).toBe(200);
    const config = json<Record<string, unknown[]> & { version: string }>(response);
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(config.socialProviders).toEqual([{ id: 'acme', label: 'Acme ID' }]);
    expect(config.instruments).toHaveLength(INSTRUMENTS.length);
    expect(config.genres).toHaveLength(GENRES.length);
    expect(config.skillLevels).toHaveLength(3);
    expect(config.regions).toContainEqual(expect.objectContaining({ code: 'USD' }));
    expect(config.languages).toContainEqual({ id: 'en-gb', label: 'English (UK)' });
    expect(config.countries).toContainEqual({ code: 'FR', name: 'France' });
    expect(config.usStates).toContainEqual({ code: 'NY', name: 'New York' });
    expect(config.timeZones).toContain('Europe/London');
    expect(config.ageOptions).toContain(30);
    expect(config.musicianTypes?.length).toBeGreaterThan(3);
  });

  it("gives every instrument and genre the pickers' on and off images, drawn and stored on the first start", async () => {
    const ctx = createAppContext(t.config, t.database);
    await seedReferenceImages(ctx);
    const config = json<{
      instruments: { id: string; onImage: string; offImage: string }[];
      genres: { id: string; onImage: string; offImage: string }[];
    }>(await t.app.inject({ url: '/api/config/public' }));
    for (const [kind, items] of [
      ['instruments', config.instruments],
      ['genres', config.genres],
    ] as const) {
      for (const item of items) {
        expect(item.onImage).toBe(`/media/uploads/public/reference/${kind}/${item.id}-on.webp`);
        expect(item.offImage).toBe(`/media/uploads/public/reference/${kind}/${item.id}-off.webp`);
      }
    }
    const guitar = config.instruments.find((item) => item.id === 'guitar')!;
    const [on, off] = await Promise.all(
      [guitar.onImage, guitar.offImage].map((url) => t.app.inject({ url })),
    );
    for (const image of [on!, off!]) {
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(on!.rawPayload.equals(off!.rawPayload)).toBe(false);

    // A later start draws only what is missing: an image set by hand stays.
    await t.database.db
      .update(genres)
      .set({ onImage: 'uploads/public/custom/rock.webp' })
      .where(eq(genres.id, 'rock'));
    await seedReferenceImages(ctx);
    const again = json<{ genres: { id: string; onImage: string }[] }>(
      await t.app.inject({ url: '/api/config/public' }),
    );
    expect(again.genres.find((item) => item.id === 'rock')!.onImage).toBe(
      '/media/uploads/public/custom/rock.webp',
    );
  });
});

describe('platform', () => {
  it('reports liveness with the database kind, and readiness of the database and storage', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(json(response)).toEqual({ status: 'ok', database: t.database.kind });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('is not ready while its storage folder is gone (an unmounted volume), and ready again after', async () => {
    const root = join(t.config.dataDir, 'storage');
    renameSync(root, `${root}.away`);
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(json(ready)).toEqual(
        errorBody({
          status: 'unavailable',
          message: 'storage unreachable',
          database: 'ok',
          storage: 'unreachable',
        }),
      );
    } finally {
      renameSync(`${root}.away`, root);
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('serves the OpenAPI document with every account call', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys(json<{ paths: object }>(response).paths);
    for (const path of [
      '/api/users',
      '/auth/local',
      '/api/users/me',
      '/api/users/me/password',
      '/api/users/me/autologin',
      '/api/users/me/check-username',
      '/api/users/me/check-email',
      '/api/users/{id}/send-verification-email',
      '/api/users/verify-email',
      '/api/users/password/forgot',
      '/api/users/password/reset',
      '/api/config/public',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('sends security headers with a strict CSP and no caching of API answers', async () => {
    const response = await t.app.inject({ url: '/api/config/public' });
    const csp = String(response.headers['content-security-policy']);
    // WebAssembly (the SoundCheck time-stretcher) may compile; eval stays forbidden.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the same security headers on every answer, an error or a page', async () => {
    // Written from what the app wants of helmet (plugins/security.ts), not read from it.
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/config/public', '/api/nope', '/api/users/me', '/books/x/preview']) {
      const response = await t.app.inject({ url });
      expect(response.headers, url).toMatchObject(expected);
      expect(String(response.headers['content-security-policy']), url).toContain(
        "default-src 'self'",
      );
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('answers unknown API paths and malformed JSON in the error format', async () => {
    const missing = await t.app.inject({ url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toMatch(/not found/i);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(typeof json(malformed).message).toBe('string');
  });

  it('starts a social login with PKCE only for configured providers', async () => {
    const unknown = await t.app.inject({ url: '/auth/nobody' });
    expect(unknown.statusCode).toBe(404);
    // 'acme' is configured, but nothing answers at its issuer.
    const unreachable = await t.app.inject({ url: '/auth/acme' });
    expect(unreachable.statusCode).toBe(503);
    expect(json(unreachable).message).toMatch(/cannot be reached/);
  });

  it('shows the outbox as JSON and as a page outside production', async () => {
    await t.signUp();
    const asJson = await t.app.inject({ url: '/dev/outbox' });
    const messages = json<{ to: string; links: string[]; createdAt: string }[]>(asJson);
    expect(messages[0]).toEqual(
      expect.objectContaining({
        subject: expect.any(String),
        text: expect.any(String),
        html: expect.any(String),
      }),
    );
    const page = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(messages[0]!.to);
    const demo = json<{ accounts: { role: string }[] }>(await t.app.inject({ url: '/dev/demo' }));
    expect(demo.accounts.map((a) => a.role)).toEqual(['user', 'superadmin', 'admin']);
  });

  it('answers the dev routes only to this machine (the outbox holds reset links)', async () => {
    for (const url of ['/dev/outbox', '/dev/demo']) {
      const remote = await t.app.inject({ url, remoteAddress: '192.168.1.20' });
      expect(remote.statusCode).toBe(404);
      const mapped = await t.app.inject({ url, remoteAddress: '::ffff:127.0.0.1' });
      expect(mapped.statusCode).toBe(200);
      const local6 = await t.app.inject({ url, remoteAddress: '::1' });
      expect(local6.statusCode).toBe(200);
    }
  });
});

describe('S3 storage', () => {
  it('lets the browser reach the bucket: its origin is in connect-src and media-src', async () => {
    const s3 = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'bandbook-media',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.bandbook.example/media',
    });
    try {
      const csp = String(
        (await s3.app.inject({ url: '/api/config/public' })).headers['content-security-policy'],
      );
      const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(name));
      for (const name of ['connect-src', 'media-src']) {
        expect(directive(name)).toContain('https://bandbook-media.s3.eu-west-1.amazonaws.com');
        expect(directive(name)).toContain('https://cdn.bandbook.example');
      }
    } finally {
      await s3.close();
    }
  });
});

describe('production mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://bandbook.example',
      DEMO: '1',
      RATE_LIMITS: 'off',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(() => prod.close());

  it('has no dev routes, no demo mode, and redirects http to https behind a trusted proxy', async () => {
    expect(prod.config.demo).toBe(false);
    expect(prod.config.rateLimits).toBe(true);
    const outbox = await prod.app.inject({
      url: '/dev/outbox',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(outbox.statusCode).toBe(404);
    const http = await prod.app.inject({
      url: '/api/config/public',
      headers: { 'x-forwarded-proto': 'http', host: 'bandbook.example' },
    });
    expect(http.statusCode).toBe(301);
    expect(http.headers.location).toBe('https://bandbook.example/api/config/public');
    const https = await prod.app.inject({
      url: '/api/config/public',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.statusCode).toBe(200);
    expect(https.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('answers health probes over plain http (load balancers and orchestrators probe the process)', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const probe = await prod.app.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
      expect(probe.statusCode, url).toBe(200);
    }
    // Only those two paths: a look-alike is redirected like any other.
    const other = await prod.app.inject({
      url: '/api/health/readyz',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(other.statusCode).toBe(301);
  });
});
