// Long because: one token's life (decision 017): issued, used, refused, expired and previewed by
// staff, on one seeded book.
// SoundCheck launch tokens (decision 017): issued for one item a learner may play (or as a staff
// preview), opening GET /api/soundcheck/launch and that item's result save only, checked again on use,
// and dying with the sessions.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES,
  MESSAGES,
  SOUNDCHECK_LAUNCH_MESSAGES,
  SOUNDCHECK_LAUNCH_TOKEN_TTL_SECONDS,
  type SoundCheckLaunch,
  type SoundCheckLaunchToken,
} from '@bandbook/domain';
import { entitlements, users } from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { createJwtService } from '../src/security/jwt.js';
import { auth, createTestApp, json, type TestApp } from './support/test-app.js';
import {
  createLearner,
  giveExpiredTrial,
  seedCatalogue,
  type Catalogue,
} from './support/catalogue-fixtures.js';
import { createStaff, onePermission } from './support/staff.js';

let t: TestApp;
let c: Catalogue;
/** A free (so owned by everyone) live book whose only item was never given an exercise. */
let bareBook: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  bareBook = await createPackage(c.ctx.db, {
    title: 'Bare book',
    price: { isFree: true },
    content: {
      mmsList: [
        {
          title: 'Empty',
          contentList: [
            {
              _id: 'bare-i1',
              title: 'No exercise yet',
              mmsId: 'bare-i1',
              trialVersion: false,
              audioFilePath: null,
              durationInSeconds: 0,
            },
          ],
        },
      ],
    },
  });
});
afterAll(() => t.close());

const result = (score: number, percent_played: number) => ({
  percent_played,
  score,
  pitch_score: score,
  rhythm_score: score,
  complete: true,
  pass: score >= 70,
});

const issue = (bookId: string, contentId: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/content-packages/${bookId}/soundcheck/${encodeURIComponent(contentId)}/launch`,
    headers: token ? auth(token) : {},
  });
const issuePreview = (bookId: string, contentId: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/content-packages/${bookId}/soundcheck/${encodeURIComponent(contentId)}/launch`,
    headers: auth(token),
  });
const launch = (query: { contentPackageId: string; mmsId: string }, token?: string) =>
  t.app.inject({
    url: `/api/soundcheck/launch?${new URLSearchParams(query).toString()}`,
    headers: token ? auth(token) : {},
  });
/** The launch GET with the query of the token's own launchPath. */
const open = (issued: SoundCheckLaunchToken, token = issued.accessToken) => {
  const query = new URL(issued.launchPath, 'http://bandbook.test').searchParams;
  return launch(
    { contentPackageId: query.get('contentPackageId')!, mmsId: query.get('mmsId')! },
    token,
  );
};
const save = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/progress',
    headers: auth(token),
    payload: body,
  });

/** A learner holding a subscription of the code book. */
async function owner() {
  const learner = await createLearner(c.ctx);
  await c.ctx.db.insert(entitlements).values({
    userId: learner.id,
    packageId: c.codeBook,
    kind: 'subscription',
    startsAt: new Date(Date.now() - 1000),
    endsAt: new Date(Date.now() + 365 * 24 * 3600_000),
    source: 'code',
  });
  return learner;
}
async function trialLearner() {
  const learner = await createLearner(c.ctx);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/trial',
    headers: auth(learner.token),
    payload: { contentPackageId: c.trialBook },
  });
  expect(started.statusCode).toBe(201);
  return learner;
}
async function issued(bookId: string, contentId: string, token: string) {
  const response = await issue(bookId, contentId, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<SoundCheckLaunchToken>(response);
}

describe('POST /api/content-packages/{id}/soundcheck/{contentId}/launch', () => {
  it('issues a two-hour token and the player path for an item of an owned book', async () => {
    const learner = await owner();
    const before = Date.now();
    const body = await issued(c.codeBook, 'code-sc1-i2', learner.token);
    expect(body.accessToken).not.toBe(learner.token);
    const expiresIn = Date.parse(body.expiresAt) - before;
    expect(SOUNDCHECK_LAUNCH_TOKEN_TTL_SECONDS).toBe(2 * 3600);
    expect(expiresIn).toBeGreaterThan(SOUNDCHECK_LAUNCH_TOKEN_TTL_SECONDS * 1000 - 5000);
    expect(expiresIn).toBeLessThanOrEqual(SOUNDCHECK_LAUNCH_TOKEN_TTL_SECONDS * 1000 + 1000);
    const path = new URL(body.launchPath, 'http://bandbook.test');
    expect(path.pathname).toBe('/launch/soundcheck');
    expect(Object.fromEntries(path.searchParams)).toEqual({
      contentPackageId: c.codeBook,
      mmsId: 'code-sc1-i2',
      accessToken: body.accessToken,
    });
  });

  it('during a trial: trial items only', async () => {
    const learner = await trialLearner();
    await issued(c.trialBook, 'trial-sc1-i1', learner.token);
    const refused = await issue(c.trialBook, 'trial-sc1-i2', learner.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.notInTrial);
  });

  it('refuses an expired trial and a book not held', async () => {
    const learner = await createLearner(c.ctx);
    const stranger = await issue(c.codeBook, 'code-sc1-i1', learner.token);
    expect(stranger.statusCode).toBe(403);
    expect(json(stranger).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.notOwned);
    await giveExpiredTrial(c.ctx, learner.id, c.trialBook);
    const expired = await issue(c.trialBook, 'trial-sc1-i1', learner.token);
    expect(expired.statusCode).toBe(403);
    expect(json(expired).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.trialEnded);
  });

  it('answers 404 for an unknown or invisible book and an unknown item, 401 without a session', async () => {
    const learner = await owner();
    for (const bookId of [randomUUID(), c.draftBook]) {
      const missing = await issue(bookId, 'code-sc1-i1', learner.token);
      expect(missing.statusCode).toBe(404);
      expect(json(missing).message).toBe(CATALOGUE_MESSAGES.bookNotFound);
    }
    const item = await issue(c.codeBook, 'trial-sc1-i1', learner.token);
    expect(item.statusCode).toBe(404);
    expect(json(item).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.unknownItem);
    expect((await issue(c.codeBook, 'code-sc1-i1')).statusCode).toBe(401);
    // A launch token is no session: it cannot issue another one.
    const token = await issued(c.codeBook, 'code-sc1-i1', learner.token);
    expect((await issue(c.codeBook, 'code-sc1-i1', token.accessToken)).statusCode).toBe(401);
  });
});

describe('GET /api/soundcheck/launch', () => {
  it('answers what the token opens, with the exercise URL scoped to the item folder', async () => {
    const learner = await owner();
    const saved = await save(learner.token, {
      contentPackageId: c.codeBook,
      contentId: 'code-sc1-i1',
      result: result(80, 100),
    });
    expect(saved.statusCode).toBe(200);
    const token = await issued(c.codeBook, 'code-sc1-i1', learner.token);
    const response = await open(token);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<SoundCheckLaunch>(response);
    expect(body).toEqual({
      contentPackageId: c.codeBook,
      contentId: 'code-sc1-i1',
      mmsId: 'code-sc1-i1',
      title: 'Item 1',
      sectionTitle: 'Exercises',
      bookTitle: 'Book code',
      exerciseUrl: expect.stringMatching(
        /^\/media\/uploads\/soundcheck\/code-sc1-i1\/exercise\.json\?/,
      ) as string,
      trialVersion: true,
      isActiveTrial: false,
      canSaveResult: true,
      preview: false,
      // Saved without a tempo: a full-tempo result (decision 059).
      bestResult: { ...result(80, 100), tempo: 100 },
      stars: 4,
      expiresAt: token.expiresAt,
    });
    // The exercise loads, and so do its siblings with the same query; another item's folder does not.
    const url = new URL(body.exerciseUrl!, 'http://bandbook.test');
    expect(url.searchParams.get('scope')).toBe('uploads/soundcheck/code-sc1-i1/');
    expect((await t.app.inject({ url: body.exerciseUrl! })).statusCode).toBe(200);
    const sibling = `/media/uploads/soundcheck/code-sc1-i1/full.mp3${url.search}`;
    expect((await t.app.inject({ url: sibling })).statusCode).toBe(200);
    const other = `/media/uploads/soundcheck/code-sc1-i2/full.mp3${url.search}`;
    expect((await t.app.inject({ url: other })).statusCode).toBe(403);
  });

  it('answers a null exerciseUrl and no saved result for an item without an exercise', async () => {
    const learner = await createLearner(c.ctx);
    const token = await issued(bareBook, 'bare-i1', learner.token);
    const response = await open(token);
    expect(response.statusCode).toBe(200);
    expect(json<SoundCheckLaunch>(response)).toMatchObject({
      exerciseUrl: null,
      bestResult: null,
      stars: 0,
      canSaveResult: true,
    });
  });

  it('takes launch tokens only, for their own item', async () => {
    const learner = await owner();
    const token = await issued(c.codeBook, 'code-sc1-i1', learner.token);
    const noToken = await launch({ contentPackageId: c.codeBook, mmsId: 'code-sc1-i1' });
    expect(noToken.statusCode).toBe(401);
    const session = await open(token, learner.token);
    expect(session.statusCode).toBe(401);
    expect(json(session).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.linkInvalid);
    for (const query of [
      { contentPackageId: c.codeBook, mmsId: 'code-sc1-i2' },
      { contentPackageId: c.freeBook, mmsId: 'code-sc1-i1' },
    ]) {
      const other = await launch(query, token.accessToken);
      expect(other.statusCode).toBe(403);
      expect(json(other).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.otherItem);
    }
  });

  it('refuses a tampered or expired token', async () => {
    const learner = await owner();
    const token = await issued(c.codeBook, 'code-sc1-i1', learner.token);
    const [header, payload, signature] = token.accessToken.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect((await open(token, `${header}.${payload}.${flipped}`)).statusCode).toBe(401);
    // Another item's claims under the original signature.
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: 'code-sc1-i2' })).toString(
      'base64url',
    );
    expect((await open(token, `${header}.${forged}.${signature}`)).statusCode).toBe(401);

    const threeHoursAgo = createJwtService(t.config.jwtSecret, () => Date.now() - 3 * 3600_000);
    const old = await threeHoursAgo.signSoundCheckLaunch({
      userId: learner.id,
      tokenVersion: 0,
      packageId: c.codeBook,
      contentId: 'code-sc1-i1',
      mmsId: 'code-sc1-i1',
      preview: false,
    });
    expect(old.expiresAt.getTime()).toBeLessThan(Date.now());
    expect((await open(token, old.token)).statusCode).toBe(401);
  });

  it('dies with the sessions (logout)', async () => {
    const learner = await owner();
    const token = await issued(c.codeBook, 'code-sc1-i1', learner.token);
    expect((await open(token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/logout',
      headers: auth(learner.token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await open(token)).statusCode).toBe(401);
  });

  it('checks the trial again: a trial that has ended since refuses', async () => {
    const learner = await trialLearner();
    const token = await issued(c.trialBook, 'trial-sc1-i1', learner.token);
    const during = await open(token);
    expect(json<SoundCheckLaunch>(during)).toMatchObject({
      isActiveTrial: true,
      trialVersion: true,
      canSaveResult: false,
      preview: false,
    });
    const day = 24 * 3600_000;
    await c.ctx.db
      .update(entitlements)
      .set({ startsAt: new Date(Date.now() - 2 * day), endsAt: new Date(Date.now() - day) })
      .where(and(eq(entitlements.userId, learner.id), eq(entitlements.packageId, c.trialBook)));
    const after = await open(token);
    expect(after.statusCode).toBe(403);
    expect(json(after).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.trialEnded);
  });
});

describe('POST /api/users/me/progress with a launch token', () => {
  it("saves the token's item (best kept) and nothing else; opens no other route", async () => {
    const learner = await owner();
    const token = (await issued(c.codeBook, 'code-sc1-i2', learner.token)).accessToken;
    const body = (score: number, contentId = 'code-sc1-i2', contentPackageId = c.codeBook) => ({
      contentPackageId,
      contentId,
      result: result(score, 100),
    });
    const first = await save(token, body(80));
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ userStars: 4 });
    const worse = await save(token, body(40));
    expect(json(worse)).toMatchObject({
      userStars: 4,
      progressList: [{ contentPackageId: c.codeBook, contentList: [{ result: { score: 80 } }] }],
    });
    for (const other of [body(90, 'code-sc1-i1'), body(90, 'free-sc1-i2', c.freeBook)]) {
      const refused = await save(token, other);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.otherItem);
    }
    expect((await t.app.inject({ url: '/api/users/me', headers: auth(token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: `/api/content-packages/${c.codeBook}`, headers: auth(token) }))
        .statusCode,
    ).toBe(401);
    // The session token still saves any item, as before.
    expect((await save(learner.token, body(60, 'code-sc1-i1'))).statusCode).toBe(200);
  });

  it('saves nothing during a trial', async () => {
    const learner = await trialLearner();
    const token = (await issued(c.trialBook, 'trial-sc1-i1', learner.token)).accessToken;
    const refused = await save(token, {
      contentPackageId: c.trialBook,
      contentId: 'trial-sc1-i1',
      result: result(90, 100),
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Results are not saved during a trial.');
  });
});

describe('staff preview', () => {
  it('an admin who may read packages previews a Draft item; nothing is saved', async () => {
    const staff = await createStaff(c.ctx, 'admin', onePermission('contentPackages', 'read'));
    const response = await issuePreview(c.draftBook, 'draft-sc1-i2', staff.token);
    expect(response.statusCode, response.body).toBe(200);
    const token = json<SoundCheckLaunchToken>(response);
    const opened = await open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(json<SoundCheckLaunch>(opened)).toMatchObject({
      contentPackageId: c.draftBook,
      contentId: 'draft-sc1-i2',
      bookTitle: 'Book draft',
      preview: true,
      canSaveResult: false,
      isActiveTrial: false,
      bestResult: null,
      stars: 0,
      exerciseUrl: expect.stringContaining('/media/uploads/soundcheck/draft-sc1-i2/') as string,
    });
    const saved = await save(token.accessToken, {
      contentPackageId: c.draftBook,
      contentId: 'draft-sc1-i2',
      result: result(90, 100),
    });
    expect(saved.statusCode).toBe(403);
    expect(json(saved).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.previewNotSaved);
    const unknown = await issuePreview(c.draftBook, 'nope', staff.token);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.unknownItem);
  });

  it('needs the permission when issued and again when opened; channels limit it', async () => {
    const learner = await createLearner(c.ctx);
    expect((await issuePreview(c.draftBook, 'draft-sc1-i1', learner.token)).statusCode).toBe(403);
    const bare = await createStaff(c.ctx, 'admin');
    const refused = await issuePreview(c.draftBook, 'draft-sc1-i1', bare.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(MESSAGES.forbidden);

    const elsewhere = await createStaff(c.ctx, 'admin', onePermission('contentPackages', 'read'), [
      randomUUID(),
    ]);
    expect((await issuePreview(c.draftBook, 'draft-sc1-i1', elsewhere.token)).statusCode).toBe(404);

    // A token issued while allowed stops opening once the permission is gone.
    const staff = await createStaff(c.ctx, 'admin', onePermission('contentPackages', 'read'));
    const token = json<SoundCheckLaunchToken>(
      await issuePreview(c.draftBook, 'draft-sc1-i1', staff.token),
    );
    await c.ctx.db.update(users).set({ permissions: [] }).where(eq(users.id, staff.id));
    const after = await open(token);
    expect(after.statusCode).toBe(403);
    expect(json(after).message).toBe(MESSAGES.forbidden);
  });
});
