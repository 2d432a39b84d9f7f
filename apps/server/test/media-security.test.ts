// What /media answers with (decision 051): only inert allow-listed types open in the browser, with
// their own Content-Type; anything else is a download; every answer, errors included, is sandboxed
// and nosniff. With MEDIA_ORIGIN, user files are served from that origin only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/config.js';
import { createAppContext, type AppContext } from '../src/context.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let ctx: AppContext;

const PAGE = '<html><body><script src="steal.js"></script><svg onload="alert(1)"/></body></html>';

beforeAll(async () => {
  t = await createTestApp();
  ctx = createAppContext(t.config, t.database);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function expectSandboxed(response: LightMyRequestResponse) {
  expect(response.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe('/media', () => {
  it('sends every type that could run script as a download, never as a page', async () => {
    const extensions = ['xhtml', 'shtml', 'svgz', 'xht', 'xsl', 'mjs', 'htc', 'rdf'];
    for (const extension of [...extensions, 'html', 'htm', 'svg', 'xml', 'js', 'txt', 'css']) {
      const key = `uploads/thumbnail/evil.${extension}`;
      await ctx.storage.write(key, PAGE);
      const response = await get(`/media/${key}`);
      expect([extension, response.statusCode]).toEqual([extension, 200]);
      expect([extension, response.headers['content-disposition']]).toEqual([
        extension,
        'attachment',
      ]);
      expect(response.headers['content-type']).not.toMatch(/html|xml|svg|javascript|css/);
      expectSandboxed(response);
    }
  });

  it('never serves an export file, even with a valid signature', async () => {
    const key = 'uploads/exports/sul/00000000-0000-4000-8000-000000000000.csv';
    await ctx.storage.write(key, 'username,email\nann,ann@example.com\n');
    const response = await get(ctx.media.url(key)!);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('ann@example.com');
    expectSandboxed(response);
  });

  it('shows images, audio, video and PDF inline with their own type, sandboxed', async () => {
    const inline: [string, string][] = [
      ['uploads/thumbnail/cover.png', 'image/png'],
      ['uploads/thumbnail/cover.webp', 'image/webp'],
      ['uploads/video-preview/still.jpg', 'image/jpeg'],
      ['uploads/audio/a/track.mp3', 'audio/mpeg'],
      ['uploads/audio/a/track.m4a', 'audio/mp4'],
      ['uploads/video/clip.mp4', 'video/mp4'],
      ['uploads/soundcheck/m1/reference.mid', 'audio/midi'],
    ];
    for (const [key, type] of inline) {
      await ctx.storage.write(key, PAGE);
      const response = await get(ctx.media.url(key)!);
      expect([key, response.statusCode, response.headers['content-type']]).toEqual([
        key,
        200,
        type,
      ]);
      expect(response.headers['content-disposition']).toBeUndefined();
      expectSandboxed(response);
    }
    // Browsers will not start their PDF viewer in a sandbox: a PDF gets default-src 'none' alone.
    await ctx.storage.write('uploads/ebook/book.pdf', '%PDF-1.4\n');
    const pdf = await get(ctx.media.url('uploads/ebook/book.pdf')!);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toContain("default-src 'none'");
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends an exercise definition as JSON to download, readable by fetch', async () => {
    const key = 'uploads/soundcheck/m1/exercise.json';
    await ctx.storage.write(key, '{"version":1}');
    const response = await get(ctx.media.url(key)!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.body).toBe('{"version":1}');
    expectSandboxed(response);
  });

  it('sandboxes its refusals too, and the downloads of /download/audio', async () => {
    expectSandboxed(await get('/media/uploads/thumbnail/missing.png'));
    await ctx.storage.write('uploads/audio/private.mp3', 'x');
    const forbidden = await get('/media/uploads/audio/private.mp3');
    expect(forbidden.statusCode).toBe(403);
    expectSandboxed(forbidden);
    const download = await get('/download/audio?filename=a&path=uploads%2Faudio%2Fprivate.mp3');
    expect(download.statusCode).toBe(401);
    expectSandboxed(download);
  });

  it('shows a static-site page inline under a script-free, sandboxed CSP', async () => {
    const key = 'uploads/public/site/build-1/index.html';
    await ctx.storage.write(key, '<!doctype html><title>Books</title>');
    const response = await get(`/media/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    expectSandboxed(response);
  });
});

describe('MEDIA_ORIGIN', () => {
  let media: TestApp;
  const ORIGIN = 'http://media.bandbook.test';

  beforeAll(async () => {
    media = await createTestApp({ MEDIA_ORIGIN: ORIGIN });
    await createAppContext(media.config, media.database).storage.write(
      'uploads/thumbnail/cover.png',
      'png',
    );
  });
  afterAll(() => media.close());

  it("sends the app origin's /media requests there, query and all", async () => {
    const url = '/media/uploads/thumbnail/cover.png?exp=1&sig=abc';
    const response = await media.app.inject({ url, headers: { host: 'bandbook.test' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${ORIGIN}${url}`);
  });

  it('serves the files on the media origin, readable by the app with fetch', async () => {
    const response = await media.app.inject({
      url: '/media/uploads/thumbnail/cover.png',
      headers: { host: 'media.bandbook.test', origin: 'http://bandbook.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('png');
    expect(response.headers['access-control-allow-origin']).toBe('http://bandbook.test');
    expectSandboxed(response);
  });

  it("lets the app's pages load media from it", async () => {
    const csp = String(
      (await media.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(csp.split(/;\s*/).find((part) => part.startsWith(directive))).toContain(ORIGIN);
    }
  });

  it('must be an origin alone, on another host name than the app', () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: '/tmp',
      PUBLIC_URL: 'https://bandbook.test',
      JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    };
    expect(() => loadConfig({ ...env, MEDIA_ORIGIN: 'https://bandbook.test:8443' })).toThrow(
      /MEDIA_ORIGIN/,
    );
    expect(() => loadConfig({ ...env, MEDIA_ORIGIN: 'https://media.bandbook.test/files' })).toThrow(
      /MEDIA_ORIGIN/,
    );
    expect(loadConfig({ ...env, MEDIA_ORIGIN: 'https://media.bandbook.test/' }).mediaOrigin).toBe(
      'https://media.bandbook.test',
    );
  });
});
