// The audit log: every admin write of the back office appends who, when, which record and the fields
// it changed, in the write's own transaction (a rolled-back write leaves no row), never a secret;
// superadmins read the whole log with filters; a record's history is for those who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type AuditEntry, type AuditPage } from '@bandbook/domain';
import type { AppContext } from '../src/context.js';
import { auditLog } from '../src/db/schema/index.js';
import { recordAudit } from '../src/modules/audit/audit-log.js';
import { seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { ALL_PERMISSIONS, createStaff, onePermission, type StaffMember } from './support/staff.js';
import { callApi, createTestApp, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let catalogue: Catalogue;
let ctx: AppContext;
let superadmin: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t);
  ctx = catalogue.ctx;
  superadmin = await createStaff(ctx, 'superadmin');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string = superadmin.token,
  payload?: Record<string, unknown>,
) => callApi(t, method, url, token, payload);

const rowsFor = (entityId: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

describe('writes of the back office', () => {
  it('a channel: created, renamed (only the name changes), deleted, by whom', async () => {
    const created = await call('POST', '/api/admin/content-channels', superadmin.token, {
      name: 'Audit channel',
      list: [catalogue.codeBook],
    });
    expect(created.statusCode).toBe(201);
    const channel = created.json<{ _id: string; version: number }>();
    const renamed = await call(
      'PUT',
      `/api/admin/content-channels/${channel._id}`,
      superadmin.token,
      {
        name: 'Audited channel',
        list: [catalogue.codeBook],
        version: channel.version,
      },
    );
    expect(renamed.statusCode).toBe(200);
    // A stale save changes nothing and logs nothing.
    const stale = await call(
      'PUT',
      `/api/admin/content-channels/${channel._id}`,
      superadmin.token,
      {
        name: 'Late',
        list: [],
        version: channel.version,
      },
    );
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/content-channels/${channel._id}`)).statusCode).toBe(
      204,
    );
    const rows = await rowsFor(channel._id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(
      rows.every((row) => row.actorId === superadmin.id && row.actorName === superadmin.username),
    ).toBe(true);
    expect(rows.every((row) => row.entityType === 'contentChannel')).toBe(true);
    expect(rows[1]!.before).toEqual({ name: 'Audit channel' });
    expect(rows[1]!.after).toEqual({ name: 'Audited channel' });
    expect(rows[2]!.entityLabel).toBe('Audited channel');
    expect(rows[2]!.after).toBeNull();
  });

  it('a package put Live, a dashboard list and the tabs', async () => {
    const active = await call(
      'PUT',
      `/api/admin/content-packages/${catalogue.draftBook}/active`,
      superadmin.token,
      {
        active: true,
      },
    );
    expect(active.statusCode, active.body).toBe(200);
    const [packageRow] = await rowsFor(catalogue.draftBook);
    expect(packageRow).toMatchObject({
      action: 'update',
      entityType: 'contentPackage',
      before: { active: false },
      after: { active: true },
    });

    const list = await call('POST', '/api/admin/dashboard-content-lists', superadmin.token, {
      icon: 'star',
      title: 'Audit list',
      packageList: [catalogue.codeBook],
    });
    expect(list.statusCode, list.body).toBe(201);
    const [listRow] = await rowsFor(list.json<{ _id: string }>()._id);
    expect(listRow).toMatchObject({
      action: 'create',
      entityType: 'dashboardList',
      entityLabel: 'Audit list',
    });
  });

  it('an application keeps no secret in the log', async () => {
    const response = await call('POST', '/api/admin/applications', superadmin.token, {
      name: 'Audit app',
      oAuth: { publicKey: 'pub-1', secretKey: 'oauth-secret-audit' },
      api: { key: 'api-key-audit' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const rows = await rowsFor(response.json<{ _id: string }>()._id);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('oauth-secret-audit');
    expect(stored).not.toContain('api-key-audit');
    expect(rows[0]!.after).toMatchObject({ oauthSecretKey: '[redacted]', apiKey: '[redacted]' });
  });

  it('a write that rolls back leaves no audit row', async () => {
    const entityId = 'rolled-back';
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordAudit(tx, superadmin, {
          action: 'update',
          entityType: 'couponList',
          entityId,
          entityLabel: 'never',
          before: { name: 'a' },
          after: { name: 'b' },
        });
        throw new Error('the write failed after the audit row');
      }),
    ).rejects.toThrow('the write failed');
    expect(await rowsFor(entityId)).toEqual([]);
  });
});

describe('reading the log', () => {
  it('superadmins only, filtered by staff member, record type, action and day', async () => {
    const fullAdmin = await createStaff(ctx, 'admin', ALL_PERMISSIONS);
    const refused = await call('GET', '/api/admin/audit', fullAdmin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody({ message: MESSAGES.forbidden }));

    const other = await createStaff(ctx, 'superadmin');
    await call('POST', '/api/admin/content-channels', other.token, {
      name: 'By the other',
      list: [],
    });
    const page = async (query: Record<string, string>) =>
      (await call('GET', `/api/admin/audit?${new URLSearchParams(query)}`)).json<AuditPage>();
    const byOther = await page({ actorId: other.id });
    expect(byOther.totalCount).toBe(1);
    expect(byOther.pageData[0]).toMatchObject({
      actor: { _id: other.id, username: other.username },
      action: 'create',
      entityType: 'contentChannel',
      entityLabel: 'By the other',
    });
    expect(byOther.pageData[0]!.changes.find((change) => change.field === 'name')).toEqual({
      field: 'name',
      after: 'By the other',
    });
    const deletes = await page({ action: 'delete' });
    expect(deletes.pageData.every((entry) => entry.action === 'delete')).toBe(true);
    expect(deletes.totalCount).toBeGreaterThanOrEqual(1);
    const applications = await page({ entityType: 'application' });
    expect(applications.pageData.every((entry) => entry.entityType === 'application')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const all = await page({});
    expect((await page({ from: today, to: today })).totalCount).toBe(all.totalCount);
    expect((await page({ to: '2000-01-01' })).totalCount).toBe(0);
    const first = await page({ limit: '2', start: '0' });
    const second = await page({ limit: '2', start: '2' });
    expect(first.pageData).toHaveLength(2);
    expect(second.pageData[0]!._id).not.toBe(first.pageData[1]!._id);
    const actors = (await call('GET', '/api/admin/audit/actors')).json<{ _id: string }[]>();
    expect(actors.map((actor) => actor._id)).toEqual(
      expect.arrayContaining([superadmin.id, other.id]),
    );
  });

  it("a record's history is for those who may read the record", async () => {
    const created = await call('POST', '/api/admin/content-channels', superadmin.token, {
      name: 'History channel',
      list: [],
    });
    const id = created.json<{ _id: string }>()._id;
    const reader = await createStaff(ctx, 'admin', onePermission('contentChannels', 'read'));
    const history = await call('GET', `/api/admin/audit/contentChannel/${id}`, reader.token);
    expect(history.statusCode).toBe(200);
    expect(history.json<AuditEntry[]>().map((entry) => entry.action)).toEqual(['create']);
    const codesOnly = await createStaff(ctx, 'admin', onePermission('couponList', 'read'));
    expect(
      (await call('GET', `/api/admin/audit/contentChannel/${id}`, codesOnly.token)).statusCode,
    ).toBe(403);
    // A single user's history needs sulUsers, a staff member's adminUsers.
    const staffHistory = await call('GET', `/api/admin/audit/user/${reader.id}`, codesOnly.token);
    expect(staffHistory.statusCode).toBe(403);
    const sulReader = await createStaff(ctx, 'admin', onePermission('sulUsers', 'read'));
    expect(
      (await call('GET', `/api/admin/audit/user/${reader.id}`, sulReader.token)).statusCode,
    ).toBe(403);
    const adminReader = await createStaff(ctx, 'admin', onePermission('adminUsers', 'read'));
    expect(
      (await call('GET', `/api/admin/audit/user/${reader.id}`, adminReader.token)).statusCode,
    ).toBe(200);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'contentChannel'), eq(auditLog.entityId, id)));
    expect(entries).toHaveLength(1);
  });
});

describe('the staff-member filter', () => {
  it('offers each account once, under the name of its latest entry that has one', async () => {
    const staff = await createStaff(ctx, 'admin', ALL_PERMISSIONS);
    const write = (username: string | null, label: string) =>
      recordAudit(
        ctx.db,
        { id: staff.id, username },
        { action: 'update', entityType: 'contentChannel', entityId: label, entityLabel: label },
      );
    // Written under its old name, then without one (as a background job once did), then renamed.
    await write('old-name', 'first');
    await write(null, 'second');
    await write('new-name', 'third');
    await write(null, 'fourth');
    const actors = (await call('GET', '/api/admin/audit/actors')).json<
      { _id: string; username: string | null }[]
    >();
    const ids = actors.map((actor) => actor._id);
    expect(ids.length).toBe(new Set(ids).size);
    expect(actors.filter((actor) => actor._id === staff.id)).toEqual([
      { _id: staff.id, username: 'new-name' },
    ]);
  });
});
