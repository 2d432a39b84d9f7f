// Long because: deleting a package that learners hold (issue 44, decision 057) is followed through
// every read it touches: the admin list and its filter, the owner's dashboard, book and code, another
// learner's discovery, trials and channels, restore, and the list's bulk actions with their channel
// scope and audit rows; one seeded app and database for the file.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PACKAGE_ARCHIVE_MESSAGES as A,
  CONTENT_PACKAGE_MESSAGES as M,
  type ContentPackageBulkResult,
  type ContentPackageDeleteResult,
  type ContentPackageListPage,
  type ContentPackageListRow,
  type Dashboard,
} from '@bandbook/domain';
import {
  auditLog,
  channelPackages,
  contentChannels,
  contentPackages,
} from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import {
  createLearner,
  giveExpiredTrial,
  seedCatalogue,
  type Catalogue,
} from './support/catalogue-fixtures.js';
import { ALL_PERMISSIONS, createStaff, onePermission, type StaffMember } from './support/staff.js';
import { activateCode, callApi, createTestApp, type TestApp } from './support/test-app.js';

const BASE = '/api/admin/content-packages';
let t: TestApp;
let c: Catalogue;
let superadmin: StaffMember;
/** Holds the code book (a code) and the trial book (an expired trial). */
let owner: { id: string; token: string };
/** Likes rock and guitar, as the code book is: it would be recommended to them. */
let stranger: { id: string; token: string };

const call = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
) =>
  callApi(t, method, url, token, body).then((r) => ({ status: r.statusCode, body: r.json<T>() }));

const dashboard = async (who: { token: string }) =>
  (await call<Dashboard>('GET', '/api/dashboard/dynamic', who.token)).body;
const ids = (cards: { _id: string }[]) => cards.map((card) => card._id);
const inLists = (d: Dashboard) =>
  d.tabList.flatMap((g) => g.list.flatMap((l) => ids(l.packageList)));
const listed = async (query = '') =>
  (await call<ContentPackageListPage>('GET', `${BASE}?limit=50${query}`, superadmin.token)).body
    .pageData;
const auditRows = (id: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  superadmin = await createStaff(c.ctx, 'superadmin');
  owner = await createLearner(c.ctx);
  stranger = await createLearner(c.ctx, { instruments: ['guitar'], genres: ['rock'] });
  expect((await activateCode(t, c.codes.single, owner.token)).statusCode).toBe(200);
  await giveExpiredTrial(c.ctx, owner.id, c.trialBook);
});
afterAll(() => t.close());

describe('deleting a package that learners hold', () => {
  it('tells the list how many learners hold each package, before anything is deleted', async () => {
    const rows = await listed();
    const count = (id: string) => rows.find((row) => row._id === id)?.ownerCount;
    expect([count(c.codeBook), count(c.trialBook), count(c.freeBook)]).toEqual([1, 1, 0]);
  });

  it('archives it instead: the answer says so, with the owner count', async () => {
    const removed = await call<ContentPackageDeleteResult>(
      'DELETE',
      `${BASE}/${c.codeBook}`,
      superadmin.token,
    );
    expect(removed).toEqual({
      status: 200,
      body: { message: A.archived(1), outcome: 'archived', ownerCount: 1 },
    });
    const [row] = await t.database.db
      .select({ archivedAt: contentPackages.archivedAt })
      .from(contentPackages)
      .where(eq(contentPackages.id, c.codeBook));
    expect(row?.archivedAt).toBeInstanceOf(Date);
  });

  it('the owner keeps the book: in My Books, openable, but in no list of the dashboard', async () => {
    const d = await dashboard(owner);
    expect(ids(d.userList)).toContain(c.codeBook);
    expect(ids(d.allList)).toContain(c.codeBook);
    expect(inLists(d)).not.toContain(c.codeBook);
    expect(ids(d.recommendedList)).not.toContain(c.codeBook);
    const book = await call<{ _id: string; isOwned: boolean }>(
      'GET',
      `/api/content-packages/${c.codeBook}`,
      owner.token,
    );
    expect([book.status, book.body.isOwned]).toEqual([200, true]);
  });

  it('another learner no longer finds it: not in discovery, lists, recommendations or channels', async () => {
    const d = await dashboard(stranger);
    expect(ids(d.allList)).not.toContain(c.codeBook);
    expect(inLists(d)).not.toContain(c.codeBook);
    expect(ids(d.recommendedList)).not.toContain(c.codeBook);
    const discover = await call<{ pageData: { _id: string }[] }>(
      'GET',
      '/api/dashboard/discover/genres/rock',
      stranger.token,
    );
    expect(ids(discover.body.pageData)).not.toContain(c.codeBook);
    const book = await call('GET', `/api/content-packages/${c.codeBook}`, stranger.token);
    expect(book.status).toBe(404);
    const channels = await call<{ list: string[] }[]>(
      'GET',
      '/api/content-channels',
      stranger.token,
    );
    expect(channels.body.flatMap((channel) => channel.list)).not.toContain(c.codeBook);
  });

  it("still takes the book's printed codes (decision 057): the new owner gets the book", async () => {
    const checked = await call('POST', '/api/coupons/check', stranger.token, {
      coupon: c.codes.spare[0],
    });
    expect(checked.status).toBe(200);
    expect((await activateCode(t, c.codes.spare[0]!, stranger.token)).statusCode).toBe(200);
    expect(ids((await dashboard(stranger)).userList)).toContain(c.codeBook);
  });

  it('starts no new trial on an archived book; an expired trial counts as holding it', async () => {
    const removed = await call<ContentPackageDeleteResult>(
      'DELETE',
      `${BASE}/${c.trialBook}`,
      superadmin.token,
    );
    expect(removed.body.outcome).toBe('archived');
    const trial = await call('POST', '/api/users/me/trial', stranger.token, {
      contentPackageId: c.trialBook,
    });
    expect(trial.status).toBe(404);
    expect(ids((await dashboard(owner)).userList)).toContain(c.trialBook);
  });

  it('lists archived packages only under the Archived filter, and audits the archive', async () => {
    expect(ids(await listed())).not.toContain(c.codeBook);
    const archived = await listed('&archived=true');
    const row = archived.find((r) => r._id === c.codeBook);
    expect(row?.archivedAt).toEqual(expect.any(String));
    expect(row?.ownerCount).toBe(2);
    const audit = (await auditRows(c.codeBook)).at(-1)!;
    expect(audit.action).toBe('update');
    expect(audit.actorId).toBe(superadmin.id);
    expect(JSON.stringify(audit)).toContain('archivedAt');
  });

  it('restores an archived package: on offer again, audited; a package not archived is refused', async () => {
    const restored = await call<ContentPackageListRow>(
      'POST',
      `${BASE}/${c.trialBook}/restore`,
      superadmin.token,
    );
    expect([restored.status, restored.body.archivedAt]).toEqual([200, null]);
    expect(ids((await dashboard(stranger)).allList)).toContain(c.trialBook);
    expect((await auditRows(c.trialBook)).map((row) => row.action)).toEqual(['update', 'update']);
    const again = await call<{ message: string }>(
      'POST',
      `${BASE}/${c.trialBook}/restore`,
      superadmin.token,
    );
    expect(again).toEqual({
      status: 400,
      body: expect.objectContaining({ message: A.notArchived }),
    });
  });

  it('deletes a package no learner holds, as before', async () => {
    const removed = await call<ContentPackageDeleteResult>(
      'DELETE',
      `${BASE}/${c.freeBook}`,
      superadmin.token,
    );
    expect(removed.body).toEqual({ message: M.deleted, outcome: 'deleted', ownerCount: 0 });
    expect((await call('GET', `${BASE}/${c.freeBook}`, superadmin.token)).status).toBe(404);
    expect((await auditRows(c.freeBook)).at(-1)?.action).toBe('delete');
  });
});

describe('bulk actions', () => {
  let channelB: string;
  let pair: string[];

  const book = (channelId = c.channelId, active = false) =>
    createPackage(c.ctx.db, {
      title: `Bulk ${randomUUID().slice(0, 8)}`,
      active,
      skillLevelIds: ['beginner'],
      channelIds: [channelId],
    });

  beforeAll(async () => {
    const [row] = await t.database.db
      .insert(contentChannels)
      .values({ name: `Channel B ${randomUUID().slice(0, 6)}` })
      .returning();
    channelB = row!.id;
    pair = [await book(), await book()];
  });

  it('puts several packages Live, then Draft, each audited, in one call each', async () => {
    const live = await call<ContentPackageBulkResult>(
      'POST',
      `${BASE}/bulk/active`,
      superadmin.token,
      {
        ids: pair,
        active: true,
      },
    );
    expect(live.body).toEqual({ message: A.live(2), updated: 2, deleted: 0, archived: 0 });
    const rows = await listed();
    expect(pair.map((id) => rows.find((r) => r._id === id)?.active)).toEqual([true, true]);
    expect(pair.map((id) => rows.find((r) => r._id === id)?.version)).toEqual([2, 2]);
    const draft = await call<ContentPackageBulkResult>(
      'POST',
      `${BASE}/bulk/active`,
      superadmin.token,
      {
        ids: pair,
        active: false,
      },
    );
    expect(draft.body.updated).toBe(2);
    for (const id of pair) {
      expect((await auditRows(id)).map((row) => row.action)).toEqual(['update', 'update']);
    }
  });

  it('adds several packages to a channel, last in its order, the channel audited once', async () => {
    const added = await call<ContentPackageBulkResult>(
      'POST',
      `${BASE}/bulk/channel`,
      superadmin.token,
      {
        ids: pair,
        channelId: channelB,
      },
    );
    expect(added.body.updated).toBe(2);
    const places = await t.database.db
      .select()
      .from(channelPackages)
      .where(eq(channelPackages.channelId, channelB));
    expect(places.map((p) => p.packageId).sort()).toEqual([...pair].sort());
    const channelAudit = await auditRows(channelB);
    expect(channelAudit).toHaveLength(1);
    const unknown = await call<{ errors: Record<string, unknown> }>(
      'POST',
      `${BASE}/bulk/channel`,
      superadmin.token,
      { ids: pair, channelId: randomUUID() },
    );
    expect([unknown.status, Object.keys(unknown.body.errors)]).toEqual([400, ['channelId']]);
  });

  it('deletes those nobody holds and archives those held, in one transaction', async () => {
    const held = await book(c.channelId, true);
    const learner = await createLearner(c.ctx);
    await giveExpiredTrial(c.ctx, learner.id, held);
    const spare = await book();
    const removed = await call<ContentPackageBulkResult>(
      'POST',
      `${BASE}/bulk/delete`,
      superadmin.token,
      {
        ids: [held, spare],
      },
    );
    expect(removed.body).toEqual({
      message: A.deleted(1, 1),
      updated: 0,
      deleted: 1,
      archived: 1,
    });
    expect((await call('GET', `${BASE}/${spare}`, superadmin.token)).status).toBe(404);
    expect(ids(await listed('&archived=true'))).toContain(held);
    expect((await auditRows(held)).at(-1)?.action).toBe('update');
    expect((await auditRows(spare)).at(-1)?.action).toBe('delete');

    const restored = await call<ContentPackageBulkResult>(
      'POST',
      `${BASE}/bulk/restore`,
      superadmin.token,
      {
        ids: [held],
      },
    );
    expect(restored.body.updated).toBe(1);
    expect(ids(await listed())).toContain(held);
  });

  it("keeps a restricted admin to its channels' packages: one outside refuses the whole call", async () => {
    const restricted = await createStaff(c.ctx, 'admin', ALL_PERMISSIONS, [c.channelId]);
    const inside = await book();
    const outside = await book(channelB);
    const refused = await call('POST', `${BASE}/bulk/active`, restricted.token, {
      ids: [inside, outside],
      active: true,
    });
    expect(refused.status).toBe(404);
    const [row] = await t.database.db
      .select({ active: contentPackages.active })
      .from(contentPackages)
      .where(eq(contentPackages.id, inside));
    expect(row?.active).toBe(false);
    expect(await auditRows(inside)).toHaveLength(0);
    const deleteOutside = await call('POST', `${BASE}/bulk/delete`, restricted.token, {
      ids: [outside],
    });
    expect(deleteOutside.status).toBe(404);
    const notTheirs = await call<{ errors: Record<string, unknown> }>(
      'POST',
      `${BASE}/bulk/channel`,
      restricted.token,
      { ids: [inside], channelId: channelB },
    );
    expect([notTheirs.status, notTheirs.body.errors.channelId]).toEqual([
      400,
      { message: M.channelNotYours },
    ]);
    const allowed = await call('POST', `${BASE}/bulk/active`, restricted.token, {
      ids: [inside],
      active: true,
    });
    expect(allowed.status).toBe(200);
  });

  it('asks each action for the permission its single action needs, and for ids per field', async () => {
    const updater = await createStaff(c.ctx, 'admin', onePermission('contentPackages', 'update'));
    const target = await book();
    expect(
      (await call('POST', `${BASE}/bulk/delete`, updater.token, { ids: [target] })).status,
    ).toBe(403);
    expect(
      (await call('POST', `${BASE}/bulk/active`, updater.token, { ids: [target], active: true }))
        .status,
    ).toBe(200);
    const empty = await call<{ errors: Record<string, { message: string }> }>(
      'POST',
      `${BASE}/bulk/active`,
      updater.token,
      { ids: [], active: true },
    );
    expect([empty.status, empty.body.errors.ids?.message]).toEqual([400, A.idsRequired]);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target), eq(auditLog.actorId, updater.id)));
    expect(rows).toHaveLength(1);
  });
});
