// Issue 44: a code list's content channels (the spec's CouponList.contentChannelIdList) are saved on
// create and edit, checked (known channels only) and channel-scoped (a restricted admin gives only its
// own and keeps the others); and one code is found across the lists, typed forgivingly (case,
// dashes, O/0, I/L/1, as activation reads it), with its list, status and who used it, within the
// caller's channels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_LIST_MESSAGES,
  formatCode,
  type CodeSearchResult,
  type CouponList,
} from '@bandbook/domain';
import type { AppContext } from '../src/context.js';
import { eq } from 'drizzle-orm';
import { codes, contentChannels } from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { createStaff, type StaffMember } from './support/staff.js';
import { activateCode, callApi, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let catalogue: Catalogue;
let ctx: AppContext;
let superadmin: StaffMember;
let otherChannel: string;
let restricted: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t);
  ctx = catalogue.ctx;
  superadmin = await createStaff(ctx, 'superadmin');
  const [row] = await ctx.db
    .insert(contentChannels)
    .values({ name: 'Other channel' })
    .returning({ id: contentChannels.id });
  otherChannel = row!.id;
  restricted = await createStaff(
    ctx,
    'admin',
    [{ resource: 'couponList', actions: ['read', 'create', 'update'] }],
    [catalogue.channelId],
  );
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string = superadmin.token,
  payload?: Record<string, unknown>,
) => callApi(t, method, url, token, payload);

async function createList(token: string, body: Record<string, unknown> = {}) {
  return call('POST', '/api/admin/coupon-lists', token, {
    contentPackageId: catalogue.codeBook,
    name: `List ${Math.random().toString(36).slice(2, 8)}`,
    codeNbr: 2,
    ...body,
  });
}

describe("a code list's channels", () => {
  it('are saved on create and on edit, and answered', async () => {
    const created = await createList(superadmin.token, {
      contentChannelIdList: [catalogue.channelId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = created.json<CouponList>();
    expect(list.contentChannelIdList).toEqual([catalogue.channelId]);
    const edited = await call('PUT', `/api/admin/coupon-lists/${list._id}`, superadmin.token, {
      name: list.name,
      expiresOn: null,
      contentChannelIdList: [catalogue.channelId, otherChannel],
      version: list.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<CouponList>().contentChannelIdList.sort()).toEqual(
      [catalogue.channelId, otherChannel].sort(),
    );
    // Left out, they stay.
    const renamed = await call('PUT', `/api/admin/coupon-lists/${list._id}`, superadmin.token, {
      name: 'Renamed list',
      expiresOn: null,
      version: edited.json<CouponList>().version,
    });
    expect(renamed.json<CouponList>().contentChannelIdList).toHaveLength(2);
  });

  it('refuses an unknown channel on its field', async () => {
    const refused = await createList(superadmin.token, {
      contentChannelIdList: ['00000000-0000-4000-8000-0000000000ff'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { contentChannelIdList: { message: COUPON_LIST_MESSAGES.channelUnknown } },
    });
  });

  it('lets a restricted admin give only its own channels, and keeps the others it cannot see', async () => {
    const refused = await createList(restricted.token, { contentChannelIdList: [otherChannel] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { contentChannelIdList: { message: COUPON_LIST_MESSAGES.channelNotInScope } },
    });
    const mine = await createList(restricted.token, {
      contentChannelIdList: [catalogue.channelId],
    });
    expect(mine.statusCode, mine.body).toBe(201);

    // A list the superadmin gave both channels: the restricted admin clears its own only.
    const both = (
      await createList(superadmin.token, {
        contentChannelIdList: [catalogue.channelId, otherChannel],
      })
    ).json<CouponList>();
    const cleared = await call('PUT', `/api/admin/coupon-lists/${both._id}`, restricted.token, {
      name: both.name,
      expiresOn: null,
      contentChannelIdList: [],
      version: both.version,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<CouponList>().contentChannelIdList).toEqual([otherChannel]);
  });
});

describe('searching for one code', () => {
  it('reads the code forgivingly and answers its list, status and who used it', async () => {
    const list = (
      await createList(superadmin.token, { name: 'Searchable run' })
    ).json<CouponList>();
    const [row] = await ctx.db.select().from(codes).where(eq(codes.listId, list._id)).limit(1);
    const stored = row!.code;
    const learner = await t.signUp();
    expect((await activateCode(t, stored, learner.token)).statusCode).toBe(200);

    // Lower case with dashes, O for 0 and L for 1: as a learner might type it.
    const typed = formatCode(stored).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    const found = await call(
      'GET',
      `/api/admin/coupons/search?code=${encodeURIComponent(` ${typed} `)}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    const result = found.json<CodeSearchResult>();
    expect(result).toMatchObject({
      code: stored,
      listId: list._id,
      listName: 'Searchable run',
      status: 'activated',
      uses: 1,
      multiUse: 1,
    });
    expect(result.usedList.map((use) => use.username)).toEqual([learner.username]);

    const missing = await call('GET', '/api/admin/coupons/search?code=NOPE-NOPE-NOPE');
    expect(missing.statusCode).toBe(404);
    const empty = await call('GET', '/api/admin/coupons/search?code=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: { code: { message: COUPON_LIST_MESSAGES.codeRequired } },
    });
  });

  it("finds only codes of the caller's channels", async () => {
    const outsideBook = await createPackage(ctx.db, {
      title: 'Outside book',
      channelIds: [otherChannel],
    });
    // The restricted admin's channel holds the code book: its codes are found.
    const inside = (await createList(superadmin.token)).json<CouponList>();
    const [insideCode] = await ctx.db.select().from(codes).where(eq(codes.listId, inside._id));
    expect(
      (await call('GET', `/api/admin/coupons/search?code=${insideCode!.code}`, restricted.token))
        .statusCode,
    ).toBe(200);
    // A list of a package outside its channels: not found, as if it did not exist.
    const outside = (
      await call('POST', '/api/admin/coupon-lists', superadmin.token, {
        contentPackageId: outsideBook,
        name: 'Outside run',
        codeNbr: 1,
      })
    ).json<CouponList>();
    const [outsideCode] = await ctx.db.select().from(codes).where(eq(codes.listId, outside._id));
    const hidden = await call(
      'GET',
      `/api/admin/coupons/search?code=${outsideCode!.code}`,
      restricted.token,
    );
    expect(hidden.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/admin/coupons/search?code=${outsideCode!.code}`)).statusCode,
    ).toBe(200);
  });
});
