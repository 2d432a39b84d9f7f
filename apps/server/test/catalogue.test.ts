// Long because: one learner read (the catalogue and a book) for every kind of holder: owner, trial,
// expired trial, stranger, free book, on one seeded catalogue.
// The learner catalogue: dashboard, lists, discover, one book per entitlement (owner, trial, expired
// trial, stranger, free), trials, and media served with ranges only to those entitled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerPackage, Dashboard } from '@bandbook/domain';
import { activateCode, auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { entitlements } from '../src/db/schema/index.js';
import {
  createLearner,
  giveExpiredTrial,
  seedCatalogue,
  type Catalogue,
} from './support/catalogue-fixtures.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });
const book = async (id: string, token: string) =>
  json<LearnerPackage>(await get(`/api/content-packages/${id}`, token));
const activate = (coupon: string, token: string) => activateCode(t, coupon, token);
const allPaths = (b: LearnerPackage) => [
  b.content.ebook.pdfFilePath,
  ...b.content.videoList.map((v) => v.videoFilePath),
  ...b.content.audioList.flatMap((l) => l.trackList.map((x) => x.audioFilePath)),
  b.content.audioListZipFilePath,
  ...b.content.mmsList.flatMap((l) => l.contentList.map((i) => i.audioFilePath)),
];

describe('dashboard', () => {
  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/dashboard/dynamic' })).statusCode).toBe(401);
  });

  it('lists live books, both tabs, the user’s books and recommendations from their interests', async () => {
    const learner = await createLearner(c.ctx, { instruments: ['guitar'], genres: ['jazz'] });
    await activate(c.codes.single, learner.token);
    const dashboard = json<Dashboard>(await get('/api/dashboard/dynamic', learner.token));
    const ids = dashboard.allList.map((b) => b._id);
    expect(ids).toEqual(expect.arrayContaining([c.codeBook, c.trialBook, c.freeBook]));
    expect(ids).not.toContain(c.draftBook);
    expect(dashboard.tabList.map((g) => g.group)).toEqual(['library', 'discover']);
    expect(dashboard.tabList[0]!.list[0]).toMatchObject({
      title: 'Featured',
      packageList: [{ _id: c.freeBook }, { _id: c.codeBook }],
    });
    // Drafts never show, even when a list names them.
    expect(dashboard.tabList[1]!.list[0]!.packageList.map((b) => b._id)).toEqual([
      c.trialBook,
      c.codeBook,
    ]);
    expect(dashboard.userList.map((b) => b._id)).toEqual([c.codeBook]);
    expect(dashboard.userList[0]).toMatchObject({ isOwned: true, canLaunch: true });
    // Jazz matches the trial book; the guitar book is owned already.
    expect(dashboard.recommendedList.map((b) => b._id)).toEqual([c.trialBook]);
    // A book whose trial ran out is not recommended again.
    await giveExpiredTrial(c.ctx, learner.id, c.trialBook);
    const later = json<Dashboard>(await get('/api/dashboard/dynamic', learner.token));
    expect(later.recommendedList).toEqual([]);
    expect(later.userList.find((b) => b._id === c.trialBook)).toMatchObject({
      isExpiredTrial: true,
    });
  });

  it('filters by channel and serves single lists, groups and channels', async () => {
    const learner = await createLearner(c.ctx);
    const byChannel = json<Dashboard>(
      await get(`/api/dashboard/dynamic/${c.channelId}`, learner.token),
    );
    expect(byChannel.allList).toHaveLength(3);
    const otherChannel = json<Dashboard>(
      await get('/api/dashboard/dynamic/00000000-0000-4000-8000-000000000000', learner.token),
    );
    expect(otherChannel.allList).toHaveLength(0);
    const list = json(await get(`/api/dashboard/content-list/${c.libraryListId}`, learner.token));
    expect(list).toMatchObject({ _id: c.libraryListId, title: 'Featured' });
    const group = json(await get('/api/dashboard/content-group/discover', learner.token));
    expect(group).toMatchObject({ group: 'discover', list: [{ _id: c.discoverListId }] });
    expect((await get('/api/dashboard/content-group/elsewhere', learner.token)).statusCode).toBe(
      400,
    );
    const channels = json<{ _id: string; list: string[] }[]>(
      await get('/api/content-channels', learner.token),
    );
    expect(channels).toEqual([
      { _id: c.channelId, name: 'Main', list: [c.codeBook, c.trialBook, c.freeBook, c.draftBook] },
    ]);
  });

  it('pages discover by genre or instrument, 14 to a page', async () => {
    const learner = await createLearner(c.ctx);
    const rock = json<{ pageData: { _id: string }[]; totalCount: number; label: string }>(
      await get('/api/dashboard/discover/genres/rock', learner.token),
    );
    expect(rock).toMatchObject({ label: 'Rock', totalCount: 2, totalPages: 1, page: 1 });
    expect(rock.pageData.map((b) => b._id).sort()).toEqual([c.codeBook, c.freeBook].sort());
    const empty = json(await get('/api/dashboard/discover/instruments/violin', learner.token));
    expect(empty).toMatchObject({ totalCount: 0, pageData: [] });
    expect((await get('/api/dashboard/discover/instruments/kazoo', learner.token)).statusCode).toBe(
      404,
    );
    expect((await get('/api/dashboard/discover/moods/happy', learner.token)).statusCode).toBe(400);
  });
});

describe('discover paging', () => {
  it('splits 16 books into pages of 14 and 2', async () => {
    for (let i = 0; i < 16; i++) {
      await createPackage(c.ctx.db, {
        title: `Folk ${String(i).padStart(2, '0')}`,
        genreIds: ['folk'],
        instrumentIds: ['ukulele'],
      });
    }
    const learner = await createLearner(c.ctx);
    const page = (n: number) =>
      get(`/api/dashboard/discover/genres/folk?page=${n}`, learner.token).then((r) =>
        json<{
          pageData: { title: string }[];
          totalCount: number;
          totalPages: number;
          page: number;
        }>(r),
      );
    const [first, second, beyond] = await Promise.all([page(1), page(2), page(3)]);
    expect(first).toMatchObject({ totalCount: 16, totalPages: 2, page: 1 });
    expect(first.pageData).toHaveLength(14);
    expect(second.pageData.map((b) => b.title)).toEqual(['Folk 14', 'Folk 15']);
    expect(beyond.pageData).toEqual([]);
  });
});

describe('GET /api/content-packages/{id}', () => {
  it('an owner gets every file as a working URL, progress view data and the zip', async () => {
    const owner = await createLearner(c.ctx);
    // Typed in lower case with spaces, as people do.
    await activate(c.codes.spare[0]!.toLowerCase().replace(/(.{4})/g, '$1 '), owner.token);
    const b = await book(c.codeBook, owner.token);
    expect(b).toMatchObject({
      isOwned: true,
      canLaunch: true,
      hasContent: true,
      isActiveTrial: false,
    });
    expect(b.viewData).toEqual({ stars: 0, maxStars: 10, result: [] });
    expect(allPaths(b).every((p) => p?.startsWith('/media/'))).toBe(true);
    const media = await t.app.inject({ url: b.content.audioList[0]!.trackList[1]!.audioFilePath! });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.length).toBe(4096);
  });

  it('a stranger sees what the book contains but no file', async () => {
    const stranger = await createLearner(c.ctx);
    const b = await book(c.codeBook, stranger.token);
    expect(b).toMatchObject({ isOwned: false, canLaunch: false, hasContent: true });
    expect(allPaths(b).every((p) => p === null)).toBe(true);
    expect(b.content.audioList[0]!.trackList[0]!.title).toBe('Audio Track 1');
    expect(b.thumbnailImage).toMatch(/^\/media\/uploads\/thumbnail\//);
  });

  it('a trial gets only trial items and the trial PDF, no zip; an expired trial gets nothing', async () => {
    const learner = await createLearner(c.ctx);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/trial',
      headers: auth(learner.token),
      payload: { contentPackageId: c.trialBook },
    });
    expect(started.statusCode).toBe(201);
    const b = json<LearnerPackage>(started);
    expect(b).toMatchObject({ isActiveTrial: true, canLaunch: true, isOwned: false });
    const hours = (Date.parse(b.trialEndDate!) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(b.content.ebook.pdfFilePath).toContain('trial.pdf');
    expect(b.content.audioListZipFilePath).toBeNull();
    expect(b.content.audioList[0]!.trackList.map((x) => Boolean(x.audioFilePath))).toEqual([
      true,
      false,
    ]);
    expect(b.content.mmsList[0]!.contentList.map((x) => Boolean(x.exerciseUrl))).toEqual([
      true,
      false,
    ]);

    const lapsed = await createLearner(c.ctx);
    await giveExpiredTrial(c.ctx, lapsed.id, c.trialBook);
    const expired = await book(c.trialBook, lapsed.token);
    expect(expired).toMatchObject({ isExpiredTrial: true, isActiveTrial: false, canLaunch: false });
    expect(allPaths(expired).every((p) => p === null)).toBe(true);
  });

  it('a free book is open to everyone; drafts and unknown ids are not found', async () => {
    const learner = await createLearner(c.ctx);
    expect(await book(c.freeBook, learner.token)).toMatchObject({ isOwned: true, canLaunch: true });
    expect((await get(`/api/content-packages/${c.draftBook}`, learner.token)).statusCode).toBe(404);
    expect((await get('/api/content-packages/not-a-uuid', learner.token)).statusCode).toBe(400);
  });
});

describe('a book read again', () => {
  it('is the same answer, and shows a trial as ended once it ends, with nothing else changed', async () => {
    const learner = await createLearner(c.ctx);
    const ends = new Date(Date.now() + 1_500);
    await c.ctx.db.insert(entitlements).values({
      userId: learner.id,
      packageId: c.trialBook,
      kind: 'trial',
      startsAt: new Date(Date.now() - 60_000),
      endsAt: ends,
      source: 'trial',
    });
    const first = await get(`/api/content-packages/${c.trialBook}`, learner.token);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json<LearnerPackage>(first)).toMatchObject({ isActiveTrial: true, canLaunch: true });
    const again = await get(`/api/content-packages/${c.trialBook}`, learner.token);
    expect(again.body).toBe(first.body);
    // Kept answers last only until the trial's end.
    await new Promise((resolve) => setTimeout(resolve, ends.getTime() - Date.now() + 50));
    expect(await book(c.trialBook, learner.token)).toMatchObject({
      isActiveTrial: false,
      isExpiredTrial: true,
      canLaunch: false,
    });
  });
});

describe('POST /api/users/me/trial', () => {
  const trial = (contentPackageId: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/me/trial',
      headers: auth(token),
      payload: { contentPackageId },
    });

  it('refuses a book without a trial, a second trial, and a trial of a book already held', async () => {
    const learner = await createLearner(c.ctx);
    expect(json(await trial(c.codeBook, learner.token))).toEqual(
      errorBody({
        message: 'This book has no trial.',
      }),
    );
    expect((await trial(c.trialBook, learner.token)).statusCode).toBe(201);
    const again = await trial(c.trialBook, learner.token);
    expect(again.statusCode).toBe(400);
    const lapsed = await createLearner(c.ctx);
    await giveExpiredTrial(c.ctx, lapsed.id, c.trialBook);
    expect((await trial(c.trialBook, lapsed.token)).statusCode).toBe(400);
    const owner = await createLearner(c.ctx);
    await activate(c.codes.forTrialBook, owner.token);
    expect((await trial(c.trialBook, owner.token)).statusCode).toBe(400);
  });
});

describe('media and downloads', () => {
  it('serves byte ranges so players can seek', async () => {
    const owner = await createLearner(c.ctx);
    await activate(c.codes.fiveUses, owner.token);
    const url = (await book(c.codeBook, owner.token)).content.videoList[0]!.videoFilePath!;
    const part = await t.app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.rawPayload.length).toBe(100);
  });

  it('refuses unsigned, tampered or traversing media requests', async () => {
    expect((await t.app.inject({ url: '/media/uploads/audio/code/l1-t1.mp3' })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: '/media/uploads/audio/code/l1-t1.mp3?exp=9999999999&sig=forged' }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/media/uploads%2F..%2F..%2Fjwt-secret' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/media/uploads/thumbnail/code.png' })).statusCode).toBe(200);
  });

  it('downloads tracks and the zip for owners only, never during a trial', async () => {
    const download = (path: string, token: string | undefined, filename = 'My Track.mp3') =>
      t.app.inject({
        url: `/download/audio?${new URLSearchParams({ path, filename, ...(token ? { accessToken: token } : {}) })}`,
      });
    const owner = await createLearner(c.ctx);
    await activate(c.codes.fiveUses, owner.token);
    const ok = await download(
      'uploads/audio/code/l1-t2.mp3',
      owner.token,
      '../../etc/passwd"; x=.mp3',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toBe('attachment; filename="etcpasswd x.mp3"');
    const zip = await download('uploads/audio/code.zip', owner.token, 'Book audio');
    expect(zip.headers['content-disposition']).toBe('attachment; filename="Book audio.zip"');

    const trialUser = await createLearner(c.ctx);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/trial',
      headers: auth(trialUser.token),
      payload: { contentPackageId: c.trialBook },
    });
    expect((await download('uploads/audio/trial/l1-t1.mp3', trialUser.token)).statusCode).toBe(403);
    const stranger = await createLearner(c.ctx);
    expect((await download('uploads/audio/code/l1-t2.mp3', stranger.token)).statusCode).toBe(403);
    expect((await download('uploads/audio/code/l1-t2.mp3', undefined)).statusCode).toBe(401);
    // Only paths a book lists can be downloaded, whatever is on disk.
    expect((await download('uploads/ebook/code.pdf', owner.token)).statusCode).toBe(404);
    expect((await download('../jwt-secret', owner.token)).statusCode).toBe(404);
  });
});
