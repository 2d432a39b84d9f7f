// Long because: one resource's admin API (code lists) on one seeded app, with the 200-learner races
// that hold its counters and use limit.
// Code lists in the back office: create with its rules, list with search and counters, codes by
// status, more codes, the available codes as CSV, who used a code, versioned update, delete (never an
// API-made list), channel restriction, the audit log; and the counters and the use limit under 200
// parallel activations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, max, sql } from 'drizzle-orm';
import {
  CODE_PAGE_SIZE,
  COUPON_LIST_MESSAGES,
  formatCode,
  type CodeActivations,
  type CodePage,
  type CouponList,
  type CouponListPage,
} from '@bandbook/domain';
import type { AppContext } from '../src/context.js';
import { auditLog, codes, codeUses, couponLists, users } from '../src/db/schema/index.js';
import { createCodeList } from '../src/admin/coupon-lists/create-code-list.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { createStaff, onePermission, type StaffMember } from './support/staff.js';
import { activateCode, callApi, createTestApp, type TestApp } from './support/test-app.js';

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

async function createList(body: Record<string, unknown>): Promise<CouponList> {
  const response = await call('POST', '/api/admin/coupon-lists', superadmin.token, {
    contentPackageId: catalogue.codeBook,
    name: `List ${Math.random().toString(36).slice(2, 8)}`,
    codeNbr: 5,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CouponList>();
}

const activate = (code: string, token: string) => activateCode(t, code, token);

describe('creating a code list', () => {
  it('makes the codes with the defaults and counters', async () => {
    const list = await createList({ name: 'Spring print run', codeNbr: '7' });
    expect(list).toMatchObject({
      name: 'Spring print run',
      contentPackageId: catalogue.codeBook,
      contentPackageTitle: 'Book code',
      multiUseCounter: 1,
      expiresOn: null,
      createdByAPI: false,
      generatedCodesCounter: 7,
      usedCodesCounter: 0,
      fullyUsedCodesCounter: 0,
      canDelete: true,
      version: 1,
      createdBy: { _id: superadmin.id, username: superadmin.username },
    });
    const stored = await ctx.db.select().from(codes).where(eq(codes.listId, list._id));
    expect(stored).toHaveLength(7);
    for (const row of stored) expect(row.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('answers each rule on its field with the spec texts', async () => {
    const response = await call('POST', '/api/admin/coupon-lists', superadmin.token, {
      name: 'ab',
      multiUseCounter: 'many',
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, { message: string }> }>();
    expect(errors.contentPackageId?.message).toBe(COUPON_LIST_MESSAGES.packageRequired);
    expect(errors.name?.message).toBe('A name must be between 3 and 50 characters long.');
    expect(errors.multiUseCounter?.message).toBe(COUPON_LIST_MESSAGES.multiUseRequired);
    expect(errors.codeNbr?.message).toBe(COUPON_LIST_MESSAGES.codeNbrRequired);
    const tooLong = await call('POST', '/api/admin/coupon-lists', superadmin.token, {
      contentPackageId: catalogue.codeBook,
      name: 'x'.repeat(51),
      codeNbr: 1,
    });
    expect(tooLong.json().errors.name.message).toBe(COUPON_LIST_MESSAGES.nameLength);
    const unknown = await call('POST', '/api/admin/coupon-lists', superadmin.token, {
      contentPackageId: '00000000-0000-4000-8000-000000000000',
      name: 'Nowhere',
      codeNbr: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.contentPackageId.message).toBe(
      COUPON_LIST_MESSAGES.unknownPackage,
    );
  });

  it('keeps an expiry and refuses packages outside a restricted admin’s channels', async () => {
    const expiresOn = '2030-01-31T23:59:59.000Z';
    expect((await createList({ expiresOn })).expiresOn).toBe(expiresOn);
    const restricted = await createStaff(ctx, 'admin', onePermission('couponList', 'create'), [
      '00000000-0000-4000-8000-0000000000aa',
    ]);
    const refused = await call('POST', '/api/admin/coupon-lists', restricted.token, {
      contentPackageId: catalogue.codeBook,
      name: 'Not mine',
      codeNbr: 1,
    });
    expect(refused.statusCode).toBe(400);
    const own = await createStaff(ctx, 'admin', onePermission('couponList', 'create'), [
      catalogue.channelId,
    ]);
    const allowed = await call('POST', '/api/admin/coupon-lists', own.token, {
      contentPackageId: catalogue.codeBook,
      name: 'Mine',
      codeNbr: 1,
    });
    expect(allowed.statusCode).toBe(201);
  });
});

describe('a list and its codes', () => {
  it('pages and searches the lists with true counters', async () => {
    const list = await createList({ name: 'Counted list', codeNbr: 3, multiUseCounter: 2 });
    const [first, second] = await ctx.db.select().from(codes).where(eq(codes.listId, list._id));
    await ctx.db.update(codes).set({ uses: 1 }).where(eq(codes.id, first!.id));
    await ctx.db.update(codes).set({ uses: 2 }).where(eq(codes.id, second!.id));
    const page = (
      await call('GET', '/api/admin/coupon-lists?search=counted&start=0&limit=10')
    ).json<CouponListPage>();
    expect(page.totalCount).toBe(1);
    expect(page.pageData[0]).toMatchObject({
      name: 'Counted list',
      generatedCodesCounter: 3,
      usedCodesCounter: 2,
      fullyUsedCodesCounter: 1,
    });
    const byPackage = (
      await call('GET', '/api/admin/coupon-lists?search=book%20code&limit=2')
    ).json<CouponListPage>();
    expect(byPackage.pageData).toHaveLength(2);
    expect(byPackage.totalPages).toBe(Math.ceil(byPackage.totalCount / 2));
    const wildcard = (
      await call('GET', '/api/admin/coupon-lists?search=%25')
    ).json<CouponListPage>();
    expect(wildcard.totalCount).toBe(0);
  });

  it('shows the codes 12 a page, filtered by status', async () => {
    const list = await createList({ codeNbr: 15, multiUseCounter: 3 });
    const [used] = await ctx.db.select().from(codes).where(eq(codes.listId, list._id)).limit(1);
    await ctx.db.update(codes).set({ uses: 2 }).where(eq(codes.id, used!.id));
    const url = `/api/admin/coupon-lists/${list._id}/codes`;
    const all = (await call('GET', url)).json<CodePage>();
    expect(all.pageData).toHaveLength(CODE_PAGE_SIZE);
    expect(all).toMatchObject({ totalCount: 15, totalPages: 2 });
    const activated = (await call('GET', `${url}?filter=activated`)).json<CodePage>();
    expect(activated.pageData).toEqual([
      { code: used!.code, uses: 2, multiUse: 3, status: 'activated' },
    ]);
    const available = (await call('GET', `${url}?filter=available&start=12`)).json<CodePage>();
    expect(available.totalCount).toBe(14);
    expect(available.pageData).toHaveLength(2);
    expect(available.pageData.every((row) => row.status === 'available')).toBe(true);
  });

  it('generates more codes, all unique across lists', async () => {
    const list = await createList({ codeNbr: 2 });
    const response = await call('POST', `/api/admin/coupons/${list._id}`, superadmin.token, {
      coupons: 40,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: COUPON_LIST_MESSAGES.generated(40),
      generated: 40,
      list: { generatedCodesCounter: 42 },
    });
    const [counts] = await ctx.db
      .select({ all: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct code)::int` })
      .from(codes);
    expect(counts!.distinct).toBe(counts!.all);
    const missing = await call('POST', `/api/admin/coupons/${list._id}`, superadmin.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.coupons.message).toBe(COUPON_LIST_MESSAGES.codeNbrRequired);
  });

  it('downloads the available codes as CSV with formula cells neutralised', async () => {
    const list = await createList({ name: '=HYPERLINK("x")', codeNbr: 3 });
    const [used] = await ctx.db.select().from(codes).where(eq(codes.listId, list._id)).limit(1);
    await ctx.db.update(codes).set({ uses: 1 }).where(eq(codes.id, used!.id));
    const response = await call('GET', `/api/admin/coupons/download-available/${list._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('code,codeList,contentPackage,multiUse,expiresOn');
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith(formatCode(used!.code)))).toBe(false);
    expect(lines[1]).toMatch(
      /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4},"'=HYPERLINK\(""x""\)",Book code,1,$/,
    );
  });

  it('lists who used a code, a deleted account as deleted', async () => {
    const list = await createList({ codeNbr: 1, multiUseCounter: 2 });
    const [row] = await ctx.db.select().from(codes).where(eq(codes.listId, list._id));
    const alice = await createLearner(ctx);
    const bob = await createLearner(ctx);
    expect((await activate(formatCode(row!.code).toLowerCase(), alice.token)).statusCode).toBe(200);
    expect((await activate(row!.code, bob.token)).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ deletedAt: new Date(), username: null, email: null })
      .where(eq(users.id, bob.id));
    const response = await call('GET', `/api/admin/coupons/${formatCode(row!.code)}/users`);
    expect(response.statusCode).toBe(200);
    const body = response.json<CodeActivations>();
    expect(body.code).toBe(row!.code);
    expect(body.usedList).toHaveLength(2);
    expect(body.usedList[0]).toMatchObject({ userId: alice.id, deleted: false });
    expect(body.usedList[0]!.username).toMatch(/^l/);
    expect(body.usedList[1]).toMatchObject({ userId: bob.id, deleted: true, username: null });
    const unknown = await call('GET', '/api/admin/coupons/ZZZZ-ZZZZ-ZZZZ/users');
    expect(unknown.statusCode).toBe(404);
    const counted = (await call('GET', `/api/admin/coupon-lists/${list._id}`)).json<CouponList>();
    expect(counted).toMatchObject({ usedCodesCounter: 1, fullyUsedCodesCounter: 1 });
  });
});

describe('changing and deleting lists', () => {
  it('updates at the version read; a stale version gets 409 with the list now', async () => {
    const list = await createList({ name: 'Before' });
    const url = `/api/admin/coupon-lists/${list._id}`;
    const saved = await call('PUT', url, superadmin.token, {
      name: 'After',
      expiresOn: '2031-05-01T00:00:00.000Z',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'After', version: 2 });
    const stale = await call('PUT', url, superadmin.token, { name: 'Late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'After', version: 2 });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, list._id));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.before).toMatchObject({ name: 'Before' });
    expect(entries[1]!.after).toMatchObject({ name: 'After' });
    expect(entries[1]!.actorId).toBe(superadmin.id);
  });

  it('deletes a list but never one the API created', async () => {
    const list = await createList({});
    expect((await call('DELETE', `/api/admin/coupon-lists/${list._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/coupon-lists/${list._id}`)).statusCode).toBe(404);
    const apiList = await createCodeList(ctx.db, {
      name: 'From the API',
      packageId: catalogue.codeBook,
      codeNbr: 1,
      createdByApi: true,
    });
    const refused = await call('DELETE', `/api/admin/coupon-lists/${apiList.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COUPON_LIST_MESSAGES.apiUndeletable);
    const row = (await call('GET', `/api/admin/coupon-lists/${apiList.id}`)).json<CouponList>();
    expect(row.canDelete).toBe(false);
    // The refused delete wrote nothing to the audit log.
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, apiList.id));
    expect(entries).toEqual([]);
  });
});

describe('parallel activations', () => {
  it('200 learners on a 10-use list never exceed its uses, and the counters stay true', async () => {
    const list = await createList({ codeNbr: 5, multiUseCounter: 10 });
    const listCodes = (
      await ctx.db.select({ code: codes.code }).from(codes).where(eq(codes.listId, list._id))
    ).map((row) => row.code);
    const learners = await Promise.all(Array.from({ length: 200 }, () => createLearner(ctx)));
    const answers = await Promise.all(
      learners.map((learner, i) => activate(listCodes[i % listCodes.length]!, learner.token)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(50);
    expect(answers.every((answer) => [200, 400].includes(answer.statusCode))).toBe(true);
    const [highest] = await ctx.db
      .select({ uses: max(codes.uses) })
      .from(codes)
      .where(eq(codes.listId, list._id));
    expect(highest!.uses).toBe(10);
    const [uses] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(codeUses)
      .innerJoin(codes, eq(codes.id, codeUses.codeId))
      .where(eq(codes.listId, list._id));
    expect(uses!.n).toBe(50);
    const counted = (await call('GET', `/api/admin/coupon-lists/${list._id}`)).json<CouponList>();
    expect(counted).toMatchObject({
      generatedCodesCounter: 5,
      usedCodesCounter: 5,
      fullyUsedCodesCounter: 5,
    });
  });

  it('200 learners on one 10-use code: exactly 10 get the book', async () => {
    const list = await createList({ codeNbr: 1, multiUseCounter: 10 });
    const [row] = await ctx.db.select().from(codes).where(eq(codes.listId, list._id));
    const learners = await Promise.all(Array.from({ length: 200 }, () => createLearner(ctx)));
    const answers = await Promise.all(
      learners.map((learner) => activate(row!.code, learner.token)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const [after] = await ctx.db.select().from(codes).where(eq(codes.id, row!.id));
    expect(after!.uses).toBe(10);
    const [listRow] = await ctx.db.select().from(couponLists).where(eq(couponLists.id, list._id));
    expect(listRow!.multiUseCounter).toBe(10);
  });
});
