// The built web app as the server sends it: precompressed copies chosen by Accept-Encoding, hashed
// assets cached for a year, index.html for client-side routes and revalidated on every load, and the
// home page's first-screen preloads.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Showcase } from '@bandbook/domain';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { seedCatalogue } from './support/catalogue-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const script = `console.log(${JSON.stringify('bandbook '.repeat(400))});\n`;
const html = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
// What the web build writes (apps/web/route-preloads.ts): per page, the entry's files and the
// route's, for the HTML's Link header.
const shell = '</assets/index-Gh78.css>; rel=preload; as=style; crossorigin';
const homeCode = '</assets/home-page-Ab12.js>; rel=modulepreload';
const libraryShell = ['</boot.js>; rel=preload; as=script', shell];
const libraryCode = [
  '</assets/library-page-Cd34.js>; rel=modulepreload',
  '</assets/full-styles-Ef56.css>; rel=preload; as=style; crossorigin',
];
const routePreloads = [
  { path: '^/$', shell: [shell], route: [homeCode] },
  { path: '^/dashboard/library/?$', shell: libraryShell, route: libraryCode },
];

let t: TestApp;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'bandbook-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), html);
  writeFileSync(join(webDist, 'route-preloads.json'), JSON.stringify(routePreloads));
  const asset = join(webDist, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await createTestApp({}, { webDist });
});

afterAll(async () => {
  await t?.close();
});

describe('the built web app', () => {
  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers index.html, revalidated each time, for the app and its client-side routes', async () => {
    for (const url of ['/', '/dashboard/library', '/books/some-book/content?x=1']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(html);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("tells the browser to fetch the home page's showcase, first cover and code with the HTML", async () => {
    const showcasePreload =
      '</api/dashboard/showcase>; rel=preload; as=fetch; crossorigin=anonymous';
    // No books yet: the showcase alone, after the entry's files and before the route's code.
    expect((await get('/')).headers.link).toBe(`${shell}, ${showcasePreload}, ${homeCode}`);

    await seedCatalogue(t);
    const showcase = (await get('/api/dashboard/showcase')).json<Showcase>();
    const cover = showcase.books[0]!.thumbnailImage;
    expect(cover).toMatch(/^\/media\//);
    const home = await get('/');
    expect(home.body).toBe(html);
    expect(home.headers.link).toBe(
      `${shell}, ${showcasePreload}, <${cover}>; rel=preload; as=image; fetchpriority=high, ${homeCode}`,
    );
  });

  it("sends another page's HTML with its route's code only, and a page not listed with none", async () => {
    // The library's data needs a signed-in learner, which the HTML's request does not carry.
    for (const url of ['/dashboard/library', '/dashboard/library/?tab=1']) {
      expect((await get(url)).headers.link).toBe([...libraryShell, ...libraryCode].join(', '));
    }
    expect((await get('/dashboard/profile')).headers.link).toBeUndefined();
    expect((await get('/dashboard/library/extra')).headers.link).toBeUndefined();
  });

  it("names a book page's package in its HTML when one live title has the URL's slug", async () => {
    const db = t.database.db;
    const id = await createPackage(db, { title: 'Jazz Guitar & Friends', active: true });
    await createPackage(db, { title: 'Jazz Guitar: Draft', active: false });
    const withMeta = (bookId: string) =>
      html.replace('<head>', `<head>\n    <meta name="bandbook-book" content="${bookId}" />`);
    for (const url of [
      '/books/jazz-guitar-and-friends',
      '/books/JAZZ-GUITAR-AND-FRIENDS/content',
      '/books/jazz-guitar-and-friends/preview/?tab=1',
    ]) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(withMeta(id));
    }
    // No live title with the slug (a draft's is not named), a path beyond the book's pages, or two live titles with one slug: the page finds the book in the
    // dashboard, as without the hint.
    for (const url of [
      '/books/no-such-book',
      '/books/jazz-guitar-draft',
      '/books/jazz-guitar-and-friends/audio/extra',
    ]) {
      expect((await get(url)).body).toBe(html);
    }
    await createPackage(db, { title: 'Jazz guitar and friends!', active: true });
    expect((await get('/books/jazz-guitar-and-friends')).body).toBe(html);
  });

  it('keeps API paths out of the app: an unknown one is a JSON 404', async () => {
    const response = await get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
