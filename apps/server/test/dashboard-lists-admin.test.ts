// Long because: one resource's admin API (dashboard lists and tabs) on one seeded app, with the
// learner dashboard it changes.
// The dashboard lists admin API and the dashboard tabs: create, list, read, the versioned update,
// delete (never a fixed list), the tabs' order and active switch in one call, the permission checks,
// and the learner dashboard showing each change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  DASHBOARD_LIST_MESSAGES,
  MESSAGES,
  PACKAGE_LIST_MESSAGES,
  type AdminDashboardList,
  type Dashboard,
  type DashboardListPage,
  type DashboardTab,
} from '@bandbook/domain';
import { dashboardLists } from '../src/db/schema/index.js';
import { callApi, createTestApp, json, type TestApp } from './support/test-app.js';
import { createStaff, onePermission, type StaffMember } from './support/staff.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let c: Catalogue;
let editor: StaffMember;
let other: StaffMember;
let reader: StaffMember;
let channelsOnly: StaffMember;
let learner: { token: string };

const base = '/api/admin/dashboard-content-lists';
const groups = '/api/admin/dashboard-groups';
const unknownId = '00000000-0000-4000-8000-000000000000';
const ALL_ACTIONS = [...ADMIN_ACTIONS];

beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  editor = await createStaff(c.ctx, 'admin', [{ resource: 'contentList', actions: ALL_ACTIONS }]);
  other = await createStaff(c.ctx, 'superadmin');
  reader = await createStaff(c.ctx, 'admin', onePermission('contentList', 'read'));
  channelsOnly = await createStaff(c.ctx, 'admin', [
    { resource: 'contentChannels', actions: ALL_ACTIONS },
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

async function create(title: string, packageList: string[] = [], icon = 'gift') {
  const response = await call('POST', base, editor.token, { icon, title, packageList });
  expect(response.statusCode, response.body).toBe(201);
  return json<AdminDashboardList>(response);
}

const dashboard = async () =>
  json<Dashboard>(await call('GET', '/api/dashboard/dynamic', learner.token));

describe('dashboard lists', () => {
  it('creates a list with its icon, title and packages in order', async () => {
    const list = await create('Staff Picks', [c.freeBook, c.trialBook], 'trophy');
    expect(list).toMatchObject({
      icon: 'trophy',
      title: 'Staff Picks',
      packageList: [c.freeBook, c.trialBook],
      packages: [
        { _id: c.freeBook, title: 'Book free' },
        { _id: c.trialBook, title: 'Book trial' },
      ],
      tabs: [],
      isFixed: false,
      canDelete: true,
      version: 1,
      updatedBy: { _id: editor.id, username: editor.username },
    });
    expect(json(await call('GET', `${base}/${list._id}`, reader.token))).toEqual(list);
  });

  it('answers 400 per field: one of the 10 icons, a Title of at most 50, known packages', async () => {
    const bad = await call('POST', base, editor.token, {
      icon: 'unicorn',
      title: ' ',
      packageList: [c.codeBook, c.codeBook],
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      errors: {
        icon: { message: DASHBOARD_LIST_MESSAGES.icon },
        title: { message: DASHBOARD_LIST_MESSAGES.titleRequired },
        packageList: { message: PACKAGE_LIST_MESSAGES.twice },
      },
    });
    const long = await call('POST', base, editor.token, { icon: 'star', title: 'x'.repeat(51) });
    expect(json(long)).toMatchObject({
      errors: { title: { message: DASHBOARD_LIST_MESSAGES.titleTooLong } },
    });
    const unknown = await call('POST', base, editor.token, {
      icon: 'star',
      title: 'Ghosts',
      packageList: [unknownId],
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({
      errors: { packageList: { message: PACKAGE_LIST_MESSAGES.unknown } },
    });
  });

  it('pages by 10 by title with package counts and the tabs each list is in', async () => {
    for (let i = 0; i < 11; i++) await create(`Paged ${String(i).padStart(2, '0')}`);
    const page = json<DashboardListPage>(await call('GET', `${base}?search=paged`, reader.token));
    expect(page).toMatchObject({ totalCount: 11, totalPages: 2 });
    expect(page.pageData).toHaveLength(10);
    const fixture = json<DashboardListPage>(
      await call('GET', `${base}?search=featured`, reader.token),
    );
    expect(fixture.pageData).toEqual([
      {
        _id: c.libraryListId,
        icon: 'star',
        title: 'Featured',
        packageCount: 2,
        canDelete: true,
        tabs: ['library'],
      },
    ]);
  });

  it('updates at the version read and refuses a stale one with 409 and the list now', async () => {
    const list = await create('Versioned', [c.codeBook]);
    const first = await call('PUT', `${base}/${list._id}`, other.token, {
      icon: 'heart',
      title: 'Versioned 2',
      packageList: [c.trialBook, c.codeBook],
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({
      icon: 'heart',
      packageList: [c.trialBook, c.codeBook],
      version: 2,
    });
    const stale = await call('PUT', `${base}/${list._id}`, editor.token, {
      icon: 'star',
      title: 'Mine',
      packageList: [],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({
      message: `${other.username} changed this record since you opened it.`,
      current: { title: 'Versioned 2', version: 2, updatedBy: { username: other.username } },
    });
  });

  it('never deletes a fixed list (409) and deletes the others, out of their tabs too', async () => {
    const [fixed] = await c.ctx.db
      .insert(dashboardLists)
      .values({ title: 'Homepage', icon: 'star', isFixed: true })
      .returning();
    const refused = await call('DELETE', `${base}/${fixed!.id}`, editor.token);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual(errorBody({ message: DASHBOARD_LIST_MESSAGES.fixedUndeletable }));
    const row = json<DashboardListPage>(await call('GET', `${base}?search=homepage`, reader.token));
    expect(row.pageData[0]).toMatchObject({ canDelete: false });

    const list = await create('Doomed');
    await call('PUT', groups, editor.token, [
      { group: 'library', list: [c.libraryListId, list._id], active: true },
    ]);
    expect((await call('DELETE', `${base}/${list._id}`, editor.token)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${list._id}`, editor.token)).statusCode).toBe(404);
    const tabs = json<DashboardTab[]>(await call('GET', groups, reader.token));
    expect(tabs[0]).toEqual({ group: 'library', list: [c.libraryListId], active: true });
  });
});

describe('dashboard tabs', () => {
  it('reads both tabs with their lists in order and the active switch', async () => {
    const tabs = json<DashboardTab[]>(await call('GET', groups, reader.token));
    expect(tabs).toEqual([
      { group: 'library', list: [c.libraryListId], active: true },
      { group: 'discover', list: [c.discoverListId], active: true },
    ]);
  });

  it('refuses unknown lists, a list twice in a tab and a tab twice', async () => {
    const unknown = await call('PUT', groups, editor.token, [
      { group: 'discover', list: [c.discoverListId, unknownId], active: true },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({
      errors: { '0.list': { message: DASHBOARD_LIST_MESSAGES.listUnknown } },
    });
    const twice = await call('PUT', groups, editor.token, [
      { group: 'library', list: [c.libraryListId], active: true },
      { group: 'library', list: [c.discoverListId, c.discoverListId], active: true },
    ]);
    expect(json(twice)).toMatchObject({
      errors: {
        '1.group': { message: DASHBOARD_LIST_MESSAGES.groupTwice },
        '1.list': { message: DASHBOARD_LIST_MESSAGES.listTwice },
      },
    });
    const badGroup = await call('PUT', groups, editor.token, [
      { group: 'home', list: [], active: true },
    ]);
    expect(badGroup.statusCode).toBe(400);
    expect(json(await call('GET', groups, reader.token))).toMatchObject([
      { list: [c.libraryListId] },
      { list: [c.discoverListId] },
    ]);
  });

  it('takes saves made at the same moment one after the other, never failing one', async () => {
    const orders = [
      [c.libraryListId, c.discoverListId],
      [c.discoverListId, c.libraryListId],
    ];
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('PUT', groups, editor.token, [
          { group: 'discover', list: orders[i % 2], active: true },
        ]),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const [, discover] = json<DashboardTab[]>(await call('GET', groups, reader.token));
    expect(orders).toContainEqual(discover!.list);
    await call('PUT', groups, editor.token, [
      { group: 'discover', list: [c.discoverListId], active: true },
    ]);
  });

  it('orders, switches off and fills the learner dashboard at once', async () => {
    const picks = await create('Tab Picks', [c.codeBook, c.freeBook], 'flame');
    const saved = await call('PUT', groups, editor.token, [
      { group: 'library', list: [c.libraryListId], active: false },
      { group: 'discover', list: [picks._id, c.discoverListId], active: true },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toEqual([
      { group: 'library', list: [c.libraryListId], active: false },
      { group: 'discover', list: [picks._id, c.discoverListId], active: true },
    ]);

    const seen = await dashboard();
    expect(seen.tabList[0]).toEqual({ group: 'library', list: [] });
    expect(seen.tabList[1]!.list.map((l) => [l.title, l.icon])).toEqual([
      ['Tab Picks', 'flame'],
      ['New Releases', 'star'],
    ]);
    expect(seen.tabList[1]!.list[0]!.packageList.map((b) => b._id)).toEqual([
      c.codeBook,
      c.freeBook,
    ]);

    await call('PUT', `${base}/${picks._id}`, editor.token, {
      icon: 'bolt',
      title: 'Tab Picks 2',
      packageList: [c.trialBook],
      version: 1,
    });
    const group = json<{ list: { title: string; packageList: { _id: string }[] }[] }>(
      await call('GET', '/api/dashboard/content-group/discover', learner.token),
    );
    expect(group.list[0]).toMatchObject({
      title: 'Tab Picks 2',
      packageList: [{ _id: c.trialBook }],
    });
    const one = json<{ icon: string; packageList: { _id: string }[] }>(
      await call('GET', `/api/dashboard/content-list/${picks._id}`, learner.token),
    );
    expect(one).toMatchObject({ icon: 'bolt', packageList: [{ _id: c.trialBook }] });

    await call('PUT', groups, editor.token, [
      { group: 'library', list: [c.libraryListId], active: true },
      { group: 'discover', list: [c.discoverListId], active: true },
    ]);
    expect((await dashboard()).tabList[0]!.list.map((l) => l._id)).toEqual([c.libraryListId]);
  });
});

describe('who may', () => {
  it('refuses anonymous callers (401), learners and admins without the permission (403)', async () => {
    expect((await call('GET', base, null)).statusCode).toBe(401);
    expect((await call('GET', groups, null)).statusCode).toBe(401);
    for (const token of [learner.token, channelsOnly.token]) {
      for (const url of [base, groups]) {
        const response = await call('GET', url, token);
        expect(response.statusCode).toBe(403);
        expect(json(response)).toEqual(errorBody({ message: MESSAGES.forbidden }));
      }
    }
  });

  it('lets a reader read lists and tabs but change nothing', async () => {
    const list = await create('Read only');
    const writes = [
      await call('POST', base, reader.token, { icon: 'star', title: 'No' }),
      await call('PUT', `${base}/${list._id}`, reader.token, {
        icon: 'star',
        title: 'No',
        packageList: [],
        version: 1,
      }),
      await call('DELETE', `${base}/${list._id}`, reader.token),
      await call('PUT', groups, reader.token, [{ group: 'library', list: [], active: false }]),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await call('GET', `${base}/package-options`, reader.token)).statusCode).toBe(200);
    expect(json(await call('GET', groups, reader.token))).toMatchObject([{ active: true }, {}]);
  });
});
