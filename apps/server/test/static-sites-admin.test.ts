// Static-site builds through the admin API: admins and superadmins start one (202, one at a time),
// follow its progress, and find the site in storage with the live books only, every text escaped;
// a build left running by a stopped process is marked failed when the app starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ABOUT_TEXT, MESSAGES, STATIC_SITE_MESSAGES, type StaticSiteBuild } from '@bandbook/domain';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/context.js';
import { contentPackages, staticSiteBuilds } from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { createStaff, type StaffMember } from './support/staff.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let ctx: AppContext;
let catalogue: Catalogue;
let superadmin: StaffMember;
let admin: StaffMember;
let learnerToken: string;
let trickyBook: string;

const TRICKY_TITLE = '<script>alert("x")</script> & Sons';

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t);
  ctx = catalogue.ctx;
  superadmin = await createStaff(ctx, 'superadmin');
  admin = await createStaff(ctx, 'admin');
  learnerToken = (await createLearner(ctx)).token;
  trickyBook = await createPackage(ctx.db, {
    title: TRICKY_TITLE,
    author: "O'Brien <b>",
    publisher: 'Press',
    active: true,
    thumbnailImage: 'uploads/thumbnail/tricky.png',
  });
  // Stored before sanitising existed: the build sanitises again.
  await ctx.db
    .update(contentPackages)
    .set({
      description: '<p onclick="steal()">Hi</p><script>steal()</script><img src=x onerror=y>',
    })
    .where(eq(contentPackages.id, trickyBook));
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: auth(token) });
const start = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/static-sites', headers: auth(token) });

async function waitForBuild(id: string, token: string): Promise<StaticSiteBuild> {
  for (let i = 0; i < 500; i += 1) {
    const build = json<StaticSiteBuild>(await get(`/api/admin/static-sites/${id}`, token));
    if (build.status === 'done' || build.status === 'failed') return build;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the build did not finish');
}

/** Through the public media route: the site's keys are public, no signature needed. */
const stored = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode === 200;

async function readSite(key: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/media/${key}` });
  expect(response.statusCode, key).toBe(200);
  return response.body;
}

describe('before any build', () => {
  it('answers 404 for the latest build and for an unknown build', async () => {
    const latest = await get('/api/admin/static-sites/latest', admin.token);
    expect(latest.statusCode).toBe(404);
    expect(json(latest)).toEqual(errorBody({ message: STATIC_SITE_MESSAGES.noneYet }));
    const unknown = await get(
      '/api/admin/static-sites/00000000-0000-4000-8000-000000000000',
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('building the static site', () => {
  it('starts in the background, shares a running build, and reports progress to done', async () => {
    // Two at once (double click, two staff): one build, both told about it.
    const [first, second] = await Promise.all([start(superadmin.token), start(admin.token)]);
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    const started = json<{ _id: string; status: string }>(first);
    expect(['queued', 'running']).toContain(started.status);
    expect(json(second)).toMatchObject({ _id: started._id });

    const build = await waitForBuild(started._id, admin.token);
    // index, about, faq and the four live books (three of the catalogue and the tricky one).
    expect(build).toMatchObject({ status: 'done', done: 7, total: 7, error: null });
    expect(build.url).toBe(`/media/uploads/public/site/${started._id}/index.html`);
    expect(build.finishedAt).not.toBeNull();
    expect(json(await get('/api/admin/static-sites/latest', admin.token))).toEqual(build);

    const folder = `uploads/public/site/${started._id}/`;
    for (const page of ['index.html', 'about.html', 'faq.html']) {
      expect(await stored(`${folder}${page}`), page).toBe(true);
    }
    for (const id of [catalogue.codeBook, catalogue.trialBook, catalogue.freeBook, trickyBook]) {
      expect(await stored(`${folder}books/${id}.html`)).toBe(true);
    }
    expect(await stored(`${folder}books/${catalogue.draftBook}.html`)).toBe(false);

    const index = await readSite(`${folder}index.html`);
    for (const title of ['Book code', 'Book trial', 'Book free']) expect(index).toContain(title);
    expect(index).not.toContain('Book draft');
    expect(index).toContain(`href="books/${catalogue.codeBook}.html"`);
    expect(index).toContain('src="http://bandbook.test/media/uploads/thumbnail/code.png"');
    expect(index).toContain('Ann Author');
    expect(index).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons');
    expect(index).not.toMatch(/<script/i);

    const tricky = await readSite(`${folder}books/${trickyBook}.html`);
    expect(tricky).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons | Bandbook</title>',
    );
    expect(tricky).toContain('O&#39;Brien &lt;b&gt;');
    expect(tricky).toContain('<p>Hi</p>');
    expect(tricky).not.toMatch(/<script|onclick|onerror/i);

    const book = await readSite(`${folder}books/${catalogue.codeBook}.html`);
    expect(book).toContain('<h1>Book code</h1>');
    expect(book).toContain('<strong>fast</strong>');
    for (const kind of ['E-book', 'SoundCheck', 'Audio', 'Video'])
      expect(book).toContain(`<li>${kind}</li>`);
    expect(book).toContain(`http://bandbook.test/books/book-code/preview?id=${catalogue.codeBook}`);

    // The built pages open in the browser (not as a download), under a CSP that allows no script.
    const served = await t.app.inject({ url: `/media/${folder}index.html` });
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).not.toContain('script-src');

    const about = await readSite(`${folder}about.html`);
    expect(about).toContain(`<h1>${ABOUT_TEXT.title}</h1>`);
    const faq = await readSite(`${folder}faq.html`);
    expect(faq).toContain('<a href="http://bandbook.test/enter-code">Enter Your Code</a>');
    expect(faq).toContain('A trial opens the book&#39;s sample content');
  });

  it('starts a new build once the last one has finished', async () => {
    const latest = json<StaticSiteBuild>(await get('/api/admin/static-sites/latest', admin.token));
    const next = json<{ _id: string }>(await start(admin.token));
    expect(next._id).not.toBe(latest._id);
    expect(await waitForBuild(next._id, admin.token)).toMatchObject({ status: 'done' });
  });
});

describe('permissions', () => {
  it('refuses learners (403) and anonymous callers (401)', async () => {
    const refused = await start(learnerToken);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual(errorBody({ message: MESSAGES.forbidden }));
    expect((await get('/api/admin/static-sites/latest', learnerToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/static-sites' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a restart', () => {
  it('marks a build left queued or running by a stopped process as failed', async () => {
    const [left] = await ctx.db
      .insert(staticSiteBuilds)
      .values({ status: 'running', done: 2, total: 9 })
      .returning();
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await restarted.ready();
    await restarted.close();
    const build = json<StaticSiteBuild>(
      await get(`/api/admin/static-sites/${left!.id}`, admin.token),
    );
    expect(build).toMatchObject({
      status: 'failed',
      error: STATIC_SITE_MESSAGES.interrupted,
      url: null,
      done: 2,
    });
    expect(build.finishedAt).not.toBeNull();
  });
});
