// Long because: one resource's admin API end to end (create, list, versioned update, exercise
// uploads, permissions, channels, copy and delete) on one seeded app; each file pays for its own
// app and database.
// The content-package back office (spec sections 2-6, decision 013): list, read, create, update with
// versions, Live/Draft, duplicate and delete; the package rules; channel restriction; permissions;
// and SoundCheck uploads checked with the engine's parser and laid out where learners read them.
import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PACKAGE_MESSAGES as M,
  MESSAGES,
  REGIONS,
  toPackageForm,
  type AdminContentPackage,
  type ContentPackagePage,
  type ContentPackageRow,
  type ContentPackageUpdateInput,
  type Dashboard,
  type ErrorResponse,
  type LearnerPackage,
} from '@bandbook/domain';
import { createAppContext, type AppContext } from '../src/context.js';
import { channelPackages, contentChannels } from '../src/db/schema/index.js';
import { createLearner } from './support/catalogue-fixtures.js';
import { midi } from './support/exercise-files.js';
import { ALL_PERMISSIONS, createStaff, onePermission, type StaffMember } from './support/staff.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

type Body = Record<string, unknown>;
type Failure = ErrorResponse & { current?: AdminContentPackage };
type Form = ContentPackageUpdateInput;
type Item = Form['content']['mmsList'][number]['contentList'][number];

let t: TestApp;
let ctx: AppContext;
let channelA: string;
let channelB: string;
const staff: Record<'super' | 'full' | 'reader' | 'none' | 'restricted', StaffMember> = {} as never;
let learner: { id: string; token: string };

const BASE = '/api/admin/content-packages';

async function call<T = Failure>(
  who: { token: string } | null,
  method: string,
  url: string,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? auth(who.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Body }),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const settings = (overrides: Body = {}): Body => ({
  title: `Book ${randomUUID().slice(0, 8)}`,
  subtitle: 'A subtitle',
  description: '<p>Learn <strong>fast</strong>.</p><script>alert(1)</script>',
  thumbnailImage: null,
  author: 'Ann Author',
  publisher: 'Bandbook Press',
  releaseDate: '2024-05-01',
  trialPeriodInDays: 7,
  catalogueNumber: null,
  genreIdList: ['rock'],
  instrumentIdList: ['guitar'],
  skillLevelIdList: ['beginner'],
  contentChannelIdList: [channelA],
  ...overrides,
});

async function createPackage(overrides: Body = {}, who = staff.super) {
  const { status, body } = await call<AdminContentPackage>(who, 'POST', BASE, settings(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** The PUT body of a package as read. */
const formOf = (pkg: AdminContentPackage): Form => ({
  ...toPackageForm(pkg),
  version: pkg.version,
});

const duration = (hours: number, minutes: number, seconds: number) => ({ hours, minutes, seconds });

// --- SoundCheck exercise files (docs/scoring.md §1) ---
const exerciseJson = (part: Body = {}) =>
  JSON.stringify({
    version: 1,
    title: 'Blues in A',
    tempo: 100,
    timeSignature: [4, 4],
    countInBars: 1,
    midi: 'reference.mid',
    parts: [
      {
        name: 'Guitar',
        instrument: 'guitar',
        can_record: true,
        default_bpm: 100,
        has_backing: true,
        has_full: true,
        multiple: false,
        non_pitched: false,
        track: 0,
        audio: { full: 'full.mp3', backing: 'guitar-backing.mp3' },
        ...part,
      },
    ],
  });
/** Bytes after an MPEG audio frame header: exercise stems are checked by content (decision 051). */
const stem = (n: number) =>
  Uint8Array.from({ length: 256 }, (_, i) => [0xff, 0xfb, 0x90][i] ?? (i * n) % 256);

async function upload(name: string, bytes: Uint8Array | string) {
  const key = `uploads/soundcheck/${randomUUID()}-${name}`;
  await ctx.storage.write(key, bytes);
  return key;
}

async function uploadZip(part: Body = {}, leaveOut?: string) {
  const files: Record<string, Uint8Array> = {
    'blues/exercise.json': new TextEncoder().encode(exerciseJson(part)),
    'blues/reference.mid': midi(),
    'blues/full.mp3': stem(1),
    'blues/guitar-backing.mp3': stem(2),
  };
  if (leaveOut) delete files[leaveOut];
  return upload('exercise.zip', zipSync(files));
}

const withItem = (form: Form, item: Partial<Item>): Form => ({
  ...form,
  content: {
    ...form.content,
    mmsList: [
      {
        title: '',
        contentList: [
          {
            title: '',
            mmsId: '',
            trialVersion: true,
            durationInput: duration(0, 1, 5),
            exerciseFiles: [],
            ...item,
          },
        ],
      },
    ],
  },
});

beforeAll(async () => {
  t = await createTestApp();
  ctx = createAppContext(t.config, t.database);
  const [a, b] = await ctx.db
    .insert(contentChannels)
    .values([{ name: 'Main', isMain: true }, { name: 'Rhythm Section Press' }])
    .returning();
  channelA = a!.id;
  channelB = b!.id;
  staff.super = await createStaff(ctx, 'superadmin');
  staff.full = await createStaff(ctx, 'admin', ALL_PERMISSIONS);
  staff.reader = await createStaff(ctx, 'admin', onePermission('contentPackages', 'read'));
  staff.none = await createStaff(ctx, 'admin');
  staff.restricted = await createStaff(ctx, 'admin', ALL_PERMISSIONS, [channelA]);
  learner = await createLearner(ctx);
  await ctx.storage.write('uploads/thumbnail/cover.png', stem(3));
});
afterAll(() => t.close());

describe('create', () => {
  it('makes a Draft priced 0 in every currency, sanitised, in the chosen channel', async () => {
    const pkg = await createPackage({ thumbnailImage: 'uploads/thumbnail/cover.png' });
    expect(pkg).toMatchObject({
      active: false,
      version: 1,
      author: 'Ann Author',
      releaseDate: '2024-05-01T00:00:00.000Z',
      skillLevelIdList: ['beginner'],
      contentChannelIdList: [channelA],
      updatedBy: { _id: staff.super.id, username: staff.super.username },
      price: {
        isFree: false,
        points: 0,
        list: REGIONS.map((r) => ({ currencyCode: r.code, amount: 0 })),
      },
    });
    expect(pkg.description).toBe('<p>Learn <strong>fast</strong>.</p>');
    expect(pkg.fileUrls['uploads/thumbnail/cover.png']).toBe('/media/uploads/thumbnail/cover.png');
  });

  it('answers each package rule on its field', async () => {
    const cases: [Body, string, string][] = [
      [{ author: 'Al' }, 'author', M.author],
      [{ publisher: 'P'.repeat(51) }, 'publisher', M.publisher],
      [{ skillLevelIdList: [] }, 'skillLevelIdList', M.skillRequired],
      [{ title: '  ' }, 'title', M.titleRequired],
      [{ contentChannelIdList: [] }, 'contentChannelIdList', M.channelRequired],
      [{ thumbnailImage: 'uploads/thumbnail/never-uploaded.png' }, 'thumbnailImage', M.fileMissing],
      [{ thumbnailImage: 'uploads/audio/cover.png' }, 'thumbnailImage', M.file],
      [{ genreIdList: ['polka'] }, 'genreIdList', M.genreUnknown],
      [{ contentChannelIdList: [randomUUID()] }, 'contentChannelIdList', M.channelUnknown],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await call(staff.super, 'POST', BASE, settings(overrides));
      expect(status, field).toBe(400);
      expect(body.errors?.[field], field).toEqual({ message });
    }
  });

  it('asks for a price per currency only when the package is not free', async () => {
    const price = { isFree: false, points: 0, list: [{ currencyCode: 'USD', amount: null }] };
    const refused = await call(staff.super, 'POST', BASE, settings({ price }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.['price.list.0.amount']).toEqual({ message: M.priceRequired });
    const negative = { ...price, list: [{ currencyCode: 'USD', amount: -1 }] };
    expect((await call(staff.super, 'POST', BASE, settings({ price: negative }))).status).toBe(400);
    const free = await createPackage({ price: { ...price, isFree: true } });
    expect(free.price).toEqual({
      isFree: true,
      points: 0,
      list: [{ currencyCode: 'USD', amount: 0 }],
    });
  });
});

describe('list', () => {
  it('pages, searches, sorts and filters', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const [title, date] of [
      ['Alpha', '2020-01-01'],
      ['Bravo', '2022-01-01'],
      ['Charlie', '2021-01-01'],
    ]) {
      await createPackage({ title: `${title} ${tag}`, releaseDate: date, author: `Author ${tag}` });
    }
    const page = await call<ContentPackagePage>(
      staff.reader,
      'GET',
      `${BASE}?search=${tag}&limit=2&sort=-title`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(page.body.pageData.map((row: ContentPackageRow) => row.title)).toEqual([
      `Charlie ${tag}`,
      `Bravo ${tag}`,
    ]);
    expect(Object.keys(page.body.pageData[0]!).sort()).toEqual([
      '_id',
      'active',
      'archivedAt',
      'author',
      'contentChannelIdList',
      'ownerCount',
      'publisher',
      'releaseDate',
      'thumbnailImage',
      'title',
      'version',
    ]);
    const byDate = await call<ContentPackagePage>(
      staff.reader,
      'GET',
      `${BASE}?search=${tag}&sort=releaseDate&start=1&limit=2`,
    );
    expect(byDate.body.pageData.map((row: ContentPackageRow) => row.title)).toEqual([
      `Charlie ${tag}`,
      `Bravo ${tag}`,
    ]);
    const live = await call<ContentPackagePage>(
      staff.reader,
      'GET',
      `${BASE}?search=${tag}&active=true`,
    );
    expect(live.body.totalCount).toBe(0);
    const other = await call<ContentPackagePage>(
      staff.reader,
      'GET',
      `${BASE}?search=${tag}&channelId=${channelB}`,
    );
    expect(other.body.totalCount).toBe(0);
    const bad = await call(staff.reader, 'GET', `${BASE}?sort=author`);
    expect(bad.status).toBe(400);
  });
});

describe('update', () => {
  it('saves the whole package at its version, with default titles and durations in seconds', async () => {
    const pkg = await createPackage();
    const form = formOf(pkg);
    await ctx.storage.write('uploads/video/intro.mp4', stem(4));
    const body = {
      ...form,
      genreIdList: ['jazz', 'blues'],
      price: { isFree: false, points: 5, list: [{ currencyCode: 'EUR', amount: 9.99 }] },
      content: {
        ...form.content,
        videoList: [
          {
            title: '',
            description: 'Intro',
            trialVersion: true,
            durationInput: duration(1, 2, 3),
            previewImageFilePath: null,
            videoFilePath: 'uploads/video/intro.mp4',
          },
        ],
        audioList: [
          {
            title: '',
            trackList: [
              {
                title: '',
                trialVersion: false,
                durationInput: duration(0, 3, 0),
                audioFilePath: null,
              },
            ],
          },
        ],
      },
    };
    const { status, body: saved } = await call<AdminContentPackage>(
      staff.full,
      'PUT',
      `${BASE}/${pkg._id}`,
      body,
    );
    expect(status, JSON.stringify(saved)).toBe(200);
    expect(saved.version).toBe(2);
    expect(saved.genreIdList).toEqual(['blues', 'jazz']);
    expect(saved.updatedBy?.username).toBe(staff.full.username);
    expect(saved.content.videoList[0]).toMatchObject({
      title: 'Video 1',
      durationInSeconds: 3723,
      durationInput: duration(1, 2, 3),
    });
    expect(saved.content.audioList[0]?.title).toBe('Track List 1');
    expect(saved.content.audioList[0]?.trackList[0]).toMatchObject({
      title: 'Audio Track 1',
      durationInSeconds: 180,
    });
    expect(saved.content.audioList[0]?.trackList[0]?._id).toEqual(expect.any(String));
    expect(saved.fileUrls['uploads/video/intro.mp4']).toMatch(
      /^\/media\/uploads\/video\/intro\.mp4\?exp=/,
    );

    const stale = await call(staff.super, 'PUT', `${BASE}/${pkg._id}`, { ...body, title: 'Mine' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      `${staff.full.username} changed this record since you opened it.`,
    );
    expect(stale.body.current).toMatchObject({ _id: pkg._id, version: 2 });
    const overwritten = await call<AdminContentPackage>(staff.super, 'PUT', `${BASE}/${pkg._id}`, {
      ...body,
      title: 'Mine',
      version: 2,
    });
    expect(overwritten.body).toMatchObject({ title: 'Mine', version: 3 });
  });

  it('refuses a body without its version, and an unknown package', async () => {
    const pkg = await createPackage();
    const { version: _, ...noVersion } = formOf(pkg);
    const missing = await call(staff.super, 'PUT', `${BASE}/${pkg._id}`, noVersion);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.version).toBeDefined();
    expect((await call(staff.super, 'PUT', `${BASE}/${randomUUID()}`, formOf(pkg))).status).toBe(
      404,
    );
  });
});

describe('SoundCheck items', () => {
  it('checks an uploaded exercise with the engine and lays it out under its mmsId', async () => {
    const pkg = await createPackage({ contentChannelIdList: [channelA] });
    const mmsId = `blues-${randomUUID().slice(0, 8)}`;
    const body = withItem(formOf(pkg), { mmsId, exerciseFiles: [await uploadZip()] });
    const { status, body: saved } = await call<AdminContentPackage>(
      staff.super,
      'PUT',
      `${BASE}/${pkg._id}`,
      body,
    );
    expect(status, JSON.stringify(saved)).toBe(200);
    const item = saved.content.mmsList[0]!.contentList[0]!;
    expect(saved.content.mmsList[0]!.title).toBe('Track List 1');
    expect(item).toMatchObject({
      title: 'Item 1',
      mmsId,
      trialVersion: true,
      durationInSeconds: 65,
      audioFilePath: `uploads/soundcheck/${mmsId}/full.mp3`,
      exerciseFilePath: `uploads/soundcheck/${mmsId}/exercise.json`,
      exerciseFiles: [],
    });
    for (const file of ['exercise.json', 'reference.mid', 'full.mp3', 'guitar-backing.mp3']) {
      expect(await ctx.storage.exists(`uploads/soundcheck/${mmsId}/${file}`), file).toBe(true);
    }
    expect(saved.fileUrls[item.exerciseFilePath!]).toContain(
      `scope=uploads%2Fsoundcheck%2F${mmsId}%2F`,
    );

    // Saved again without a new upload, the item keeps its exercise.
    const again = await call<AdminContentPackage>(
      staff.super,
      'PUT',
      `${BASE}/${pkg._id}`,
      formOf(saved),
    );
    expect(again.body.content.mmsList[0]!.contentList[0]!.audioFilePath).toBe(item.audioFilePath);

    // The learner side reads it where the demo content puts it.
    await call(staff.super, 'PUT', `${BASE}/${pkg._id}`, {
      ...formOf(again.body),
      price: { isFree: true, points: 0, list: [] },
    });
    await call(staff.super, 'PUT', `${BASE}/${pkg._id}/active`, { active: true });
    const book = await call<LearnerPackage>(learner, 'GET', `/api/content-packages/${pkg._id}`);
    expect(book.body.content.mmsList[0]!.contentList[0]!.exerciseUrl).toContain(
      `/media/uploads/soundcheck/${mmsId}/exercise.json`,
    );
  });

  it('takes the files one by one too', async () => {
    const pkg = await createPackage();
    const keys = [
      await upload('exercise.json', exerciseJson()),
      await upload('reference.mid', midi()),
      await upload('full.mp3', stem(1)),
      await upload('guitar-backing.mp3', stem(2)),
    ];
    const { status, body } = await call<AdminContentPackage>(
      staff.super,
      'PUT',
      `${BASE}/${pkg._id}`,
      withItem(formOf(pkg), { exerciseFiles: keys }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const item = body.content.mmsList[0]!.contentList[0]!;
    expect(item.mmsId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await ctx.storage.exists(`uploads/soundcheck/${item.mmsId}/reference.mid`)).toBe(true);
  });

  it('refuses an invalid exercise with the parser message on the item', async () => {
    const pkg = await createPackage();
    const field = 'content.mmsList.0.contentList.0.exerciseFiles';
    const cases: [string, string][] = [
      [
        await uploadZip({ track: -1 }),
        'Invalid exercise: parts[0].track must be a MIDI track index',
      ],
      [await uploadZip({ track: 4 }), 'parts[0] (Guitar): no track 4'],
      [
        await uploadZip({}, 'blues/guitar-backing.mp3'),
        '"guitar-backing.mp3" (parts[0].audio.backing), which is not in the upload',
      ],
      [await upload('broken.zip', 'not a zip'), 'The zip file cannot be read'],
      [`uploads/soundcheck/${randomUUID()}.zip`, 'was not found'],
    ];
    for (const [key, message] of cases) {
      const { status, body } = await call(
        staff.super,
        'PUT',
        `${BASE}/${pkg._id}`,
        withItem(formOf(pkg), { mmsId: 'x1', exerciseFiles: [key] }),
      );
      expect(status, message).toBe(400);
      expect(body.errors?.[field]?.message, message).toContain(message);
    }
    expect(await ctx.storage.exists('uploads/soundcheck/x1/exercise.json')).toBe(false);
  });

  it("never overwrites another package's exercise", async () => {
    const first = await createPackage();
    const saved = await call(
      staff.super,
      'PUT',
      `${BASE}/${first._id}`,
      withItem(formOf(first), { mmsId: 'shared-1', exerciseFiles: [await uploadZip()] }),
    );
    expect(saved.status).toBe(200);
    const second = await createPackage();
    const refused = await call(
      staff.super,
      'PUT',
      `${BASE}/${second._id}`,
      withItem(formOf(second), { mmsId: 'shared-1', exerciseFiles: [await uploadZip()] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.['content.mmsList.0.contentList.0.mmsId']).toEqual({
      message: M.mmsIdShared,
    });
  });
});

describe('permissions', () => {
  it('refuses the anonymous (401), learners and admins without the permission (403)', async () => {
    const pkg = await createPackage();
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/${pkg._id}`],
      ['POST', BASE, settings()],
      ['PUT', `${BASE}/${pkg._id}`, formOf(pkg)],
      ['PUT', `${BASE}/${pkg._id}/active`, { active: true }],
      ['DELETE', `${BASE}/${pkg._id}`],
      ['GET', `/api/content-packages/duplicate/${pkg._id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).status).toBe(401);
      for (const who of [learner, staff.none]) {
        const refused = await call(who, method, url, payload);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual(errorBody({ message: MESSAGES.forbidden }));
      }
      const isRead = method === 'GET' && !url.includes('duplicate');
      expect((await call(staff.reader, method, url, payload)).status).toBe(isRead ? 200 : 403);
    }
  });
});

describe('channel restriction', () => {
  it('keeps an admin restricted to channels within its own', async () => {
    const mine = await createPackage({ contentChannelIdList: [channelA] });
    const theirs = await createPackage({ contentChannelIdList: [channelB] });
    const both = await createPackage({ contentChannelIdList: [channelA, channelB] });
    const r = staff.restricted;
    const list = await call<ContentPackagePage>(r, 'GET', `${BASE}?limit=1000`);
    const ids = list.body.pageData.map((row: ContentPackageRow) => row._id);
    expect(ids).toEqual(expect.arrayContaining([mine._id, both._id]));
    expect(ids).not.toContain(theirs._id);
    expect((await call(r, 'GET', `${BASE}/${theirs._id}`)).status).toBe(404);
    expect((await call(r, 'PUT', `${BASE}/${theirs._id}`, formOf(theirs))).status).toBe(404);
    expect((await call(r, 'PUT', `${BASE}/${theirs._id}/active`, { active: true })).status).toBe(
      404,
    );
    expect((await call(r, 'DELETE', `${BASE}/${theirs._id}`)).status).toBe(404);
    expect((await call(r, 'GET', `/api/content-packages/duplicate/${theirs._id}`)).status).toBe(
      404,
    );

    const intoB = await call(r, 'POST', BASE, settings({ contentChannelIdList: [channelB] }));
    expect(intoB.body.errors?.contentChannelIdList).toEqual({ message: M.channelNotYours });
    const none = await call(r, 'POST', BASE, settings({ contentChannelIdList: [] }));
    expect(none.body.errors?.contentChannelIdList).toEqual({ message: M.channelRequired });

    // Saving a package that is also in another's channel keeps that place.
    const saved = await call<AdminContentPackage>(r, 'PUT', `${BASE}/${both._id}`, {
      ...formOf(both),
      contentChannelIdList: [channelA],
    });
    expect(saved.status).toBe(200);
    expect([...saved.body.contentChannelIdList].sort()).toEqual([channelA, channelB].sort());
  });
});

describe('duplicate, Live/Draft and delete', () => {
  it('copies a package as a Draft with its relations and channel places', async () => {
    const pkg = await createPackage({
      contentChannelIdList: [channelA, channelB],
      genreIdList: ['rock', 'pop'],
    });
    const { status, body: copy } = await call<AdminContentPackage>(
      staff.full,
      'GET',
      `/api/content-packages/duplicate/${pkg._id}`,
    );
    expect(status).toBe(200);
    expect(copy._id).not.toBe(pkg._id);
    expect(copy).toMatchObject({
      title: `${pkg.title} (copy)`,
      active: false,
      version: 1,
      genreIdList: pkg.genreIdList,
      skillLevelIdList: pkg.skillLevelIdList,
      price: pkg.price,
      content: pkg.content,
    });
    expect([...copy.contentChannelIdList].sort()).toEqual([channelA, channelB].sort());
  });

  it('shows a package on the learner dashboard only while Live', async () => {
    const pkg = await createPackage();
    const onDashboard = async () =>
      (await call<Dashboard>(learner, 'GET', '/api/dashboard/dynamic')).body.allList.some(
        (card) => card._id === pkg._id,
      );
    expect(await onDashboard()).toBe(false);
    const live = await call<ContentPackageRow>(staff.full, 'PUT', `${BASE}/${pkg._id}/active`, {
      active: true,
      version: 1,
    });
    expect(live.body).toMatchObject({ _id: pkg._id, active: true, version: 2 });
    expect(await onDashboard()).toBe(true);
    const stale = await call(staff.full, 'PUT', `${BASE}/${pkg._id}/active`, {
      active: false,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ active: true, version: 2 });
    await call(staff.full, 'PUT', `${BASE}/${pkg._id}/active`, { active: false });
    expect(await onDashboard()).toBe(false);
  });

  it('deletes a package no learner holds with its channel places', async () => {
    const pkg = await createPackage();
    const deleted = await call<ErrorResponse>(staff.full, 'DELETE', `${BASE}/${pkg._id}`);
    // What a delete of a package learners hold does instead: content-packages-archive.test.ts.
    expect(deleted).toEqual({
      status: 200,
      body: { message: M.deleted, outcome: 'deleted', ownerCount: 0 },
    });
    expect((await call(staff.full, 'GET', `${BASE}/${pkg._id}`)).status).toBe(404);
    const places = await ctx.db
      .select()
      .from(channelPackages)
      .where(eq(channelPackages.packageId, pkg._id));
    expect(places).toEqual([]);
    expect((await call(staff.full, 'DELETE', `${BASE}/${pkg._id}`)).status).toBe(404);
  });
});
