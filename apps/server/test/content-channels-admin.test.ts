// The content channels admin API: create, list, read, the versioned update of the name and the ordered
// package list, delete (never the main channel), the permission checks, an admin restricted to its
// channels, and learners seeing each change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_CHANNEL_MESSAGES,
  MESSAGES,
  PACKAGE_LIST_MESSAGES,
  type AdminContentChannel,
  type ContentChannelPage,
  type Dashboard,
  type PackageOption,
} from '@bandbook/domain';
import { callApi, createTestApp, json, type TestApp } from './support/test-app.js';
import { ALL_PERMISSIONS, createStaff, onePermission, type StaffMember } from './support/staff.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let c: Catalogue;
let superadmin: StaffMember;
let editor: StaffMember;
let reader: StaffMember;
let listsOnly: StaffMember;
let learner: { token: string };

const base = '/api/admin/content-channels';
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  superadmin = await createStaff(c.ctx, 'superadmin');
  editor = await createStaff(c.ctx, 'admin', ALL_PERMISSIONS);
  reader = await createStaff(c.ctx, 'admin', onePermission('contentChannels', 'read'));
  listsOnly = await createStaff(c.ctx, 'admin', [
    { resource: 'contentList', actions: ['read', 'create', 'update', 'delete'] },
  ]);
  learner = await createLearner(c.ctx);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) => callApi(t, method, url, token, payload);

async function create(name: string, list: string[] = []): Promise<AdminContentChannel> {
  const response = await call('POST', base, editor.token, { name, list });
  expect(response.statusCode, response.body).toBe(201);
  return json<AdminContentChannel>(response);
}

describe('creating and reading channels', () => {
  it('saves the name and the packages in order, and answers who saved it', async () => {
    const channel = await create('  Jazz Corner ', [c.trialBook, c.codeBook, c.draftBook]);
    expect(channel).toMatchObject({
      name: 'Jazz Corner',
      list: [c.trialBook, c.codeBook, c.draftBook],
      packages: [
        { _id: c.trialBook, title: 'Book trial' },
        { _id: c.codeBook, title: 'Book code' },
        { _id: c.draftBook, title: 'Book draft' },
      ],
      isMain: false,
      canDelete: true,
      version: 1,
      updatedBy: { _id: editor.id, username: editor.username },
    });
    const read = await call('GET', `${base}/${channel._id}`, reader.token);
    expect(json(read)).toEqual(channel);
  });

  it('answers 400 on the field: Name required, unknown or repeated packages', async () => {
    const blank = await call('POST', base, editor.token, { name: '  ', list: ['nope'] });
    expect(blank.statusCode).toBe(400);
    expect(json(blank)).toMatchObject({
      errors: {
        name: { message: CONTENT_CHANNEL_MESSAGES.nameRequired },
        list: { message: PACKAGE_LIST_MESSAGES.unknown },
      },
    });
    const unknown = await call('POST', base, editor.token, { name: 'X', list: [unknownId] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual(
      errorBody({
        message: PACKAGE_LIST_MESSAGES.unknown,
        errors: { list: { message: PACKAGE_LIST_MESSAGES.unknown } },
      }),
    );
    const twice = await call('POST', base, editor.token, {
      name: 'X',
      list: [c.codeBook, c.codeBook.toUpperCase()],
    });
    expect(json(twice)).toMatchObject({
      errors: { list: { message: PACKAGE_LIST_MESSAGES.twice } },
    });
    const missing = await call('POST', base, editor.token, {});
    expect(json(missing)).toMatchObject({
      errors: { name: { message: CONTENT_CHANNEL_MESSAGES.nameRequired } },
    });
  });

  it('answers 404 for an unknown channel', async () => {
    const response = await call('GET', `${base}/${unknownId}`, editor.token);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual(errorBody({ message: CONTENT_CHANNEL_MESSAGES.notFound }));
  });
});

describe('the list', () => {
  it('pages by 25, searches and sorts by name, counts packages, says what can be deleted', async () => {
    for (let i = 0; i < 26; i++) await create(`Bulk ${String(i).padStart(2, '0')}`);
    const first = json<ContentChannelPage>(await call('GET', `${base}?search=bulk`, reader.token));
    expect(first).toMatchObject({ totalCount: 26, totalPages: 2 });
    expect(first.pageData).toHaveLength(25);
    expect(first.pageData[0]).toMatchObject({ name: 'Bulk 00', packageCount: 0, canDelete: true });
    const desc = json<ContentChannelPage>(
      await call('GET', `${base}?search=bulk&sort=-name&limit=2`, reader.token),
    );
    expect(desc.pageData.map((row) => row.name)).toEqual(['Bulk 25', 'Bulk 24']);
    const main = json<ContentChannelPage>(await call('GET', `${base}?search=main`, reader.token));
    expect(main.pageData).toEqual([
      { _id: c.channelId, name: 'Main', packageCount: 4, canDelete: false, version: 1 },
    ]);
    const literal = json<ContentChannelPage>(await call('GET', `${base}?search=%25`, reader.token));
    expect(literal.totalCount).toBe(0);
  });

  it('offers packages to pick by title, drafts included', async () => {
    const options = json<PackageOption[]>(
      await call('GET', `${base}/package-options?search=book%20d`, reader.token),
    );
    expect(options).toEqual([{ _id: c.draftBook, title: 'Book draft', trialPeriodInDays: 0 }]);
  });
});

describe('updating and deleting', () => {
  it('updates at the version read and refuses a stale version with 409 and the channel now', async () => {
    const channel = await create('Versioned', [c.codeBook, c.freeBook]);
    const first = await call('PUT', `${base}/${channel._id}`, superadmin.token, {
      name: 'Versioned 2',
      list: [c.freeBook, c.trialBook],
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({
      name: 'Versioned 2',
      list: [c.freeBook, c.trialBook],
      version: 2,
      updatedBy: { username: superadmin.username },
    });
    const stale = await call('PUT', `${base}/${channel._id}`, editor.token, {
      name: 'Mine',
      list: [],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({
      message: `${superadmin.username} changed this record since you opened it.`,
      current: {
        _id: channel._id,
        name: 'Versioned 2',
        list: [c.freeBook, c.trialBook],
        version: 2,
      },
    });
    const missingVersion = await call('PUT', `${base}/${channel._id}`, editor.token, {
      name: 'Mine',
      list: [],
    });
    expect(missingVersion.statusCode).toBe(400);
  });

  it('keeps the old list when the new one names an unknown package', async () => {
    const channel = await create('Atomic', [c.codeBook]);
    const response = await call('PUT', `${base}/${channel._id}`, editor.token, {
      name: 'Atomic 2',
      list: [c.freeBook, unknownId],
      version: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(json(await call('GET', `${base}/${channel._id}`, editor.token))).toMatchObject({
      name: 'Atomic',
      list: [c.codeBook],
      version: 1,
    });
  });

  it('never deletes the main channel (409) and deletes the others', async () => {
    const main = await call('DELETE', `${base}/${c.channelId}`, editor.token);
    expect(main.statusCode).toBe(409);
    expect(json(main)).toEqual(errorBody({ message: CONTENT_CHANNEL_MESSAGES.mainUndeletable }));
    const channel = await create('Short-lived', [c.codeBook]);
    expect((await call('DELETE', `${base}/${channel._id}`, editor.token)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${channel._id}`, editor.token)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${channel._id}`, editor.token)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('refuses anonymous callers (401), learners and admins without the permission (403)', async () => {
    expect((await call('GET', base, null)).statusCode).toBe(401);
    for (const token of [learner.token, listsOnly.token]) {
      const response = await call('GET', base, token);
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual(errorBody({ message: MESSAGES.forbidden }));
    }
  });

  it('lets a reader read but not create, update or delete', async () => {
    const channel = await create('Read only');
    expect((await call('GET', `${base}/${channel._id}`, reader.token)).statusCode).toBe(200);
    const writes = [
      await call('POST', base, reader.token, { name: 'No', list: [] }),
      await call('PUT', `${base}/${channel._id}`, reader.token, {
        name: 'No',
        list: [],
        version: 1,
      }),
      await call('DELETE', `${base}/${channel._id}`, reader.token),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(json(await call('GET', `${base}/${channel._id}`, reader.token))).toMatchObject({
      name: 'Read only',
      version: 1,
    });
  });

  it('keeps an admin restricted to channels to its own channels and their packages', async () => {
    const own = await create('Own', [c.freeBook]);
    const restricted = await createStaff(c.ctx, 'admin', ALL_PERMISSIONS, [own._id]);
    const page = json<ContentChannelPage>(await call('GET', base, restricted.token));
    expect(page.pageData.map((row) => row.name)).toEqual(['Own']);
    expect((await call('GET', `${base}/${c.channelId}`, restricted.token)).statusCode).toBe(404);
    const options = json<PackageOption[]>(
      await call('GET', `${base}/package-options`, restricted.token),
    );
    expect(options.map((o) => o._id)).toEqual([c.freeBook]);
    const outside = await call('PUT', `${base}/${own._id}`, restricted.token, {
      name: 'Own',
      list: [c.freeBook, c.codeBook],
      version: 1,
    });
    expect(outside.statusCode).toBe(400);
  });
});

describe('what learners see', () => {
  it('shows a new channel, its order and its books at once, and drops them when changed', async () => {
    const channel = await create('Learner View', [c.trialBook, c.freeBook]);
    const channels = json<{ _id: string; name: string; list: string[] }[]>(
      await call('GET', '/api/content-channels', learner.token),
    );
    expect(channels.find((ch) => ch._id === channel._id)).toEqual({
      _id: channel._id,
      name: 'Learner View',
      list: [c.trialBook, c.freeBook],
    });
    const booksOf = async () =>
      json<Dashboard>(await call('GET', `/api/dashboard/dynamic/${channel._id}`, learner.token))
        .allList.map((b) => b._id)
        .sort();
    expect(await booksOf()).toEqual([c.trialBook, c.freeBook].sort());

    await call('PUT', `${base}/${channel._id}`, editor.token, {
      name: 'Learner View 2',
      list: [c.codeBook],
      version: 1,
    });
    expect(await booksOf()).toEqual([c.codeBook]);
    const renamed = json<{ _id: string; name: string }[]>(
      await call('GET', '/api/content-channels', learner.token),
    );
    expect(renamed.find((ch) => ch._id === channel._id)?.name).toBe('Learner View 2');

    await call('DELETE', `${base}/${channel._id}`, editor.token);
    const after = json<{ _id: string }[]>(
      await call('GET', '/api/content-channels', learner.token),
    );
    expect(after.some((ch) => ch._id === channel._id)).toBe(false);
  });
});
