// Long because: one rule (decision 052) checked route by route, each on a record inside and one
// outside the admin's channel, on one two-channel fixture.
// A channel-restricted admin stays inside its channels everywhere (decision 052): code lists and their
// codes, grants of subscriptions and trials, the package pickers, dashboard lists and record histories,
// each checked on a record of its own channel (allowed) and of the other channel (refused or hidden).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CONTENT_CHANNEL_MESSAGES,
  CONTENT_PACKAGE_MESSAGES,
  COUPON_LIST_MESSAGES,
  PACKAGE_LIST_MESSAGES,
  USER_ADMIN_MESSAGES,
  type AdminUser,
  type CodePage,
  type CouponList,
  type CouponListPage,
} from '@bandbook/domain';
import { createAppContext, type AppContext } from '../src/context.js';
import {
  codes,
  contentChannels,
  couponLists,
  entitlements,
  users,
  type PermissionRow,
} from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { createLearner } from './support/catalogue-fixtures.js';
import { editedHoldingsOf } from './support/admin-user-form.js';
import { createStaff, type StaffMember } from './support/staff.js';
import { activateCode, callApi, createTestApp, type TestApp } from './support/test-app.js';

const ALL: PermissionRow['actions'] = ['read', 'create', 'update', 'delete'];
const DAY = 86_400_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';

let t: TestApp;
let ctx: AppContext;
let superadmin: StaffMember;
let restricted: StaffMember;

/** One channel's records: a Live book, a Draft, a code list with a code. */
interface Side {
  channelId: string;
  book: string;
  draft: string;
  listId: string;
  code: string;
}
let mine: Side;
let theirs: Side;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => callApi(t, method, url, token, payload);

async function makeSide(label: string): Promise<Side> {
  const [channel] = await ctx.db
    .insert(contentChannels)
    .values({ name: `Channel ${label}` })
    .returning();
  const channelId = channel!.id;
  const book = await createPackage(ctx.db, { title: `Book ${label}`, channelIds: [channelId] });
  const draft = await createPackage(ctx.db, {
    title: `Draft ${label}`,
    active: false,
    channelIds: [channelId],
  });
  const made = await call('POST', '/api/admin/coupon-lists', superadmin.token, {
    contentPackageId: book,
    name: `Codes ${label}`,
    codeNbr: 3,
  });
  expect(made.statusCode, made.body).toBe(201);
  const listId = made.json<CouponList>()._id;
  const page = await call('GET', `/api/admin/coupon-lists/${listId}/codes`, superadmin.token);
  const code = page.json<CodePage>().pageData[0]!.code;
  return { channelId, book, draft, listId, code };
}

const codesOf = async (listId: string) =>
  (await ctx.db.select({ code: codes.code }).from(codes).where(eq(codes.listId, listId)))
    .map((row) => row.code)
    .sort();

const holdingsOf = (userId: string) =>
  ctx.db
    .select({
      packageId: entitlements.packageId,
      kind: entitlements.kind,
      startsAt: entitlements.startsAt,
      endsAt: entitlements.endsAt,
      source: entitlements.source,
    })
    .from(entitlements)
    .where(eq(entitlements.userId, userId))
    .orderBy(entitlements.packageId, entitlements.kind);

beforeAll(async () => {
  t = await createTestApp();
  ctx = createAppContext(t.config, t.database);
  superadmin = await createStaff(ctx, 'superadmin');
  mine = await makeSide('mine');
  theirs = await makeSide('theirs');
  restricted = await createStaff(
    ctx,
    'admin',
    [
      { resource: 'couponList', actions: ALL },
      { resource: 'sulUsers', actions: ALL },
      { resource: 'contentList', actions: ALL },
      { resource: 'contentPackages', actions: ['read'] },
      { resource: 'contentChannels', actions: ['read'] },
    ],
    [mine.channelId],
  );
  // Allowed to edit every learner, so only the channel can refuse a grant.
  await ctx.db.update(users).set({ canEditAllUsers: true }).where(eq(users.id, restricted.id));
});
afterAll(() => t.close());

describe('code lists of a restricted admin', () => {
  it('lists only its channels’ lists, with their counters and total', async () => {
    const page = (token: string) =>
      call('GET', '/api/admin/coupon-lists?limit=50', token).then((r) => r.json<CouponListPage>());
    const own = await page(restricted.token);
    expect(own.pageData.map((row) => row._id)).toEqual([mine.listId]);
    expect(own.totalCount).toBe(1);
    expect(own.pageData[0]!.generatedCodesCounter).toBe(3);
    const searched = await call('GET', '/api/admin/coupon-lists?search=Codes', restricted.token);
    expect(searched.json<CouponListPage>().pageData.map((row) => row._id)).toEqual([mine.listId]);
    const all = await page(superadmin.token);
    expect(all.pageData.map((row) => row._id).sort()).toEqual([mine.listId, theirs.listId].sort());
  });

  it('reads its list and its codes; the other channel’s list is not found', async () => {
    for (const path of ['', '/codes']) {
      const own = await call(
        'GET',
        `/api/admin/coupon-lists/${mine.listId}${path}`,
        restricted.token,
      );
      expect(own.statusCode, own.body).toBe(200);
      const other = await call(
        'GET',
        `/api/admin/coupon-lists/${theirs.listId}${path}`,
        restricted.token,
      );
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ message: COUPON_LIST_MESSAGES.notFound });
      expect(other.body).not.toContain(theirs.code);
    }
  });

  it('downloads only its lists’ available codes', async () => {
    const own = await call(
      'GET',
      `/api/admin/coupons/download-available/${mine.listId}`,
      restricted.token,
    );
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('text/csv');
    const other = await call(
      'GET',
      `/api/admin/coupons/download-available/${theirs.listId}`,
      restricted.token,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(COUPON_LIST_MESSAGES.notFound);
    expect(other.body).not.toContain(theirs.code);
  });

  it('sees who used its codes only; another channel’s code answers like no code', async () => {
    const own = await call('GET', `/api/admin/coupons/${mine.code}/users`, restricted.token);
    expect(own.statusCode, own.body).toBe(200);
    const other = await call('GET', `/api/admin/coupons/${theirs.code}/users`, restricted.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(COUPON_LIST_MESSAGES.codeNotFound);
    const asSuper = await call('GET', `/api/admin/coupons/${theirs.code}/users`, superadmin.token);
    expect(asSuper.statusCode).toBe(200);
  });

  it('renames its list; the other channel’s list is not found and stays as it was', async () => {
    const rename = async (listId: string, name: string) => {
      const read = await call('GET', `/api/admin/coupon-lists/${listId}`, superadmin.token);
      return call('PUT', `/api/admin/coupon-lists/${listId}`, restricted.token, {
        name,
        expiresOn: null,
        version: read.json<CouponList>().version,
      });
    };
    expect((await rename(mine.listId, 'Codes mine renamed')).statusCode).toBe(200);
    const other = await rename(theirs.listId, 'Taken over');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(COUPON_LIST_MESSAGES.notFound);
    const [stored] = await ctx.db
      .select({ name: couponLists.name })
      .from(couponLists)
      .where(eq(couponLists.id, theirs.listId));
    expect(stored!.name).toBe('Codes theirs');
  });

  it('deletes its list; the other channel’s list is not found and stays', async () => {
    const spare = await call('POST', '/api/admin/coupon-lists', restricted.token, {
      contentPackageId: mine.book,
      name: 'Spare mine',
      codeNbr: 1,
    });
    expect(spare.statusCode, spare.body).toBe(201);
    const removed = await call(
      'DELETE',
      `/api/admin/coupon-lists/${spare.json<CouponList>()._id}`,
      restricted.token,
    );
    expect(removed.statusCode).toBe(204);
    const other = await call(
      'DELETE',
      `/api/admin/coupon-lists/${theirs.listId}`,
      restricted.token,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(COUPON_LIST_MESSAGES.notFound);
    expect(await codesOf(theirs.listId)).toHaveLength(3);
  });

  it('a learner cannot redeem a code that a restricted admin tried to mint for another channel’s book', async () => {
    const before = await codesOf(theirs.listId);
    const more = await call('POST', `/api/admin/coupons/${theirs.listId}`, restricted.token, {
      coupons: 5,
    });
    expect(more.statusCode).toBe(404);
    expect(more.json().message).toBe(COUPON_LIST_MESSAGES.notFound);
    const made = await call('POST', '/api/admin/coupon-lists', restricted.token, {
      contentPackageId: theirs.book,
      name: 'Not mine',
      codeNbr: 5,
    });
    expect(made.statusCode).toBe(400);
    // Nothing was minted: the other list holds its codes, and no list unlocks its book but its own.
    expect(await codesOf(theirs.listId)).toEqual(before);
    const lists = await ctx.db
      .select({ id: couponLists.id })
      .from(couponLists)
      .where(eq(couponLists.packageId, theirs.book));
    expect(lists.map((row) => row.id)).toEqual([theirs.listId]);
    // Every code the restricted admin can reach, tried by a learner: none opens the other book.
    const learner = await createLearner(ctx);
    const reachable = await call('GET', '/api/admin/coupon-lists?limit=50', restricted.token);
    for (const list of reachable.json<CouponListPage>().pageData) {
      const page = await call(
        'GET',
        `/api/admin/coupon-lists/${list._id}/codes?limit=50`,
        restricted.token,
      );
      for (const { code } of page.json<CodePage>().pageData) {
        await activateCode(t, code, learner.token);
      }
    }
    const held = await holdingsOf(learner.id);
    expect(held.map((row) => row.packageId)).toContain(mine.book);
    expect(held.map((row) => row.packageId)).not.toContain(theirs.book);
    // The same mint by a superadmin works, so the refusal is the channel's.
    const allowed = await call('POST', `/api/admin/coupons/${theirs.listId}`, superadmin.token, {
      coupons: 1,
    });
    expect(allowed.statusCode).toBeLessThan(300);
  });
});

describe('subscriptions and trials given by a restricted admin', () => {
  const subscription = (contentPackageId: string, from = Date.now(), days = 365) => ({
    contentPackageId,
    subscriptionStartDate: new Date(from).toISOString(),
    subscriptionEndDate: new Date(from + days * DAY).toISOString(),
  });
  const trial = (contentPackageId: string, from = Date.now(), days = 14) => ({
    contentPackageId,
    trialStartDate: new Date(from).toISOString(),
    trialEndDate: new Date(from + days * DAY).toISOString(),
  });

  const read = (id: string, token: string) =>
    call('GET', `/api/admin/users/${id}`, token).then((r) => r.json<AdminUser>());

  /** The edit form as the screen sends it, from what `token` reads. */
  const formOf = (user: AdminUser, changes: Record<string, unknown>) => ({
    username: user.username,
    email: user.email,
    currencyCode: 'USD',
    languageCode: 'en-us',
    version: user.version,
    ...editedHoldingsOf(user),
    ...changes,
  });

  /** A learner a superadmin gave a subscription to the other channel's book and a trial to ours. */
  async function learnerHoldingBoth() {
    const learner = await createLearner(ctx);
    const user = await read(learner.id, superadmin.token);
    const given = await call(
      'PUT',
      `/api/admin/users/${learner.id}`,
      superadmin.token,
      formOf(user, {
        subscriptionList: [subscription(theirs.book, Date.now() - DAY)],
        trialList: [trial(mine.book)],
      }),
    );
    expect(given.statusCode, given.body).toBe(200);
    return learner;
  }

  it('offers only its channels’ packages in the picker, Drafts included', async () => {
    const ids = async (token: string) =>
      (await call('GET', '/api/admin/users/package-options', token))
        .json<{ _id: string }[]>()
        .map((option) => option._id);
    const own = await ids(restricted.token);
    expect(own).toEqual(expect.arrayContaining([mine.book, mine.draft]));
    expect(own).not.toContain(theirs.book);
    expect(own).not.toContain(theirs.draft);
    expect(await ids(superadmin.token)).toEqual(
      expect.arrayContaining([theirs.book, theirs.draft]),
    );
  });

  it('refuses a package of another channel the learner does not hold, on its entry', async () => {
    const learner = await createLearner(ctx);
    const user = await read(learner.id, restricted.token);
    for (const contentPackageId of [theirs.book, theirs.draft, UNKNOWN_ID]) {
      const refused = await call(
        'PUT',
        `/api/admin/users/${learner.id}`,
        restricted.token,
        formOf(user, {
          subscriptionList: [subscription(mine.book), subscription(contentPackageId)],
        }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: USER_ADMIN_MESSAGES.packageNotInChannels,
        errors: {
          'subscriptionList.1.contentPackageId': {
            message: USER_ADMIN_MESSAGES.packageNotInChannels,
          },
        },
      });
    }
    const trialRefused = await call(
      'PUT',
      `/api/admin/users/${learner.id}`,
      restricted.token,
      formOf(user, { trialList: [trial(theirs.book)] }),
    );
    expect(Object.keys(trialRefused.json().errors)).toEqual(['trialList.0.contentPackageId']);
    expect(await holdingsOf(learner.id)).toEqual([]);
    // Its own channel's book is given.
    const given = await call(
      'PUT',
      `/api/admin/users/${learner.id}`,
      restricted.token,
      formOf(user, { subscriptionList: [subscription(mine.book)] }),
    );
    expect(given.statusCode, given.body).toBe(200);
    expect((await holdingsOf(learner.id)).map((row) => row.packageId)).toEqual([mine.book]);
  });

  it('does not show holdings of other channels, and keeps them untouched on save', async () => {
    const learner = await learnerHoldingBoth();
    const theirsBefore = (await holdingsOf(learner.id)).filter((h) => h.packageId === theirs.book);
    expect(theirsBefore).toHaveLength(1);

    const seen = await read(learner.id, restricted.token);
    expect(seen.subscriptionList).toEqual([]);
    expect(seen.trialList.map((entry) => entry.contentPackageId)).toEqual([mine.book]);
    expect(JSON.stringify(seen)).not.toContain(theirs.book);
    const full = await read(learner.id, superadmin.token);
    expect(full.subscriptionList.map((entry) => entry.contentPackageId)).toEqual([theirs.book]);

    // Saved from what it sees (the other book left out, its own trial removed, a subscription added).
    const saved = await call(
      'PUT',
      `/api/admin/users/${learner.id}`,
      restricted.token,
      formOf(seen, { trialList: [], subscriptionList: [subscription(mine.draft)] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(theirs.book);
    const after = await holdingsOf(learner.id);
    expect(after.filter((h) => h.packageId === theirs.book)).toEqual(theirsBefore);
    expect(after.map((h) => `${h.packageId}/${h.kind}`).sort()).toEqual(
      [`${theirs.book}/subscription`, `${mine.draft}/subscription`].sort(),
    );

    // Naming the held book with other dates changes nothing of it either.
    const again = await read(learner.id, restricted.token);
    const retriedOnce = await call(
      'PUT',
      `/api/admin/users/${learner.id}`,
      restricted.token,
      formOf(again, {
        subscriptionList: [...formOf(again, {}).subscriptionList, subscription(theirs.book, 0, 1)],
      }),
    );
    expect(retriedOnce.statusCode, retriedOnce.body).toBe(200);
    expect((await holdingsOf(learner.id)).filter((h) => h.packageId === theirs.book)).toEqual(
      theirsBefore,
    );
  });

  it('observes only its channels’ packages on the learner’s dashboard', async () => {
    const learner = await learnerHoldingBoth();
    const observed = (token: string) =>
      call('GET', `/api/admin/users/${learner.id}/dashboard`, token).then((r) =>
        r.json<{ subscriptions: { _id: string }[]; trials: { _id: string }[] }>(),
      );
    const own = await observed(restricted.token);
    expect(own.subscriptions).toEqual([]);
    expect(own.trials.map((entry) => entry._id)).toEqual([mine.book]);
    const full = await observed(superadmin.token);
    expect(full.subscriptions.map((entry) => entry._id)).toEqual([theirs.book]);
  });

  it('reads the learner’s history without the other channel’s holdings', async () => {
    const learner = await learnerHoldingBoth();
    const own = await call('GET', `/api/admin/audit/user/${learner.id}`, restricted.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain(mine.book);
    expect(own.body).not.toContain(theirs.book);
    const full = await call('GET', `/api/admin/audit/user/${learner.id}`, superadmin.token);
    expect(full.body).toContain(theirs.book);
  });
});

describe('dashboard lists edited by a restricted admin', () => {
  const ids = async (token: string) =>
    (await call('GET', '/api/admin/dashboard-content-lists/package-options', token))
      .json<{ _id: string }[]>()
      .map((option) => option._id);

  it('offers only its channels’ packages in the picker', async () => {
    const own = await ids(restricted.token);
    expect(own).toEqual(expect.arrayContaining([mine.book, mine.draft]));
    expect(own).not.toContain(theirs.book);
    expect(own).not.toContain(theirs.draft);
    expect(await ids(superadmin.token)).toEqual(
      expect.arrayContaining([theirs.book, theirs.draft]),
    );
  });

  it('adds only its channels’ packages, and keeps those the list already held', async () => {
    const create = (token: string, packageList: string[]) =>
      call('POST', '/api/admin/dashboard-content-lists', token, {
        icon: 'star',
        title: 'Shared list',
        packageList,
      });
    const refused = await create(restricted.token, [mine.book, theirs.draft]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { packageList: { message: PACKAGE_LIST_MESSAGES.unknown } },
    });
    expect((await create(restricted.token, [mine.book])).statusCode).toBe(201);

    const shared = await create(superadmin.token, [theirs.book, mine.book]);
    expect(shared.statusCode, shared.body).toBe(201);
    const list = shared.json<{ _id: string; version: number }>();
    const update = (version: number, packageList: string[]) =>
      call('PUT', `/api/admin/dashboard-content-lists/${list._id}`, restricted.token, {
        icon: 'star',
        title: 'Shared list, renamed',
        packageList,
        version,
      });
    const added = await update(list.version, [theirs.book, mine.book, theirs.draft]);
    expect(added.statusCode).toBe(400);
    expect(added.json().errors.packageList.message).toBe(PACKAGE_LIST_MESSAGES.unknown);
    const kept = await update(list.version, [mine.book, theirs.book, mine.draft]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ packageList: string[] }>().packageList).toEqual([
      mine.book,
      theirs.book,
      mine.draft,
    ]);
  });
});

describe('record histories read by a restricted admin', () => {
  const history = (kind: string, id: string, token = restricted.token) =>
    call('GET', `/api/admin/audit/${kind}/${id}`, token);

  it('reads its channels’ packages, Drafts included; another channel’s package is not found', async () => {
    expect((await history('contentPackage', mine.book)).statusCode).toBe(200);
    expect((await history('contentPackage', mine.draft)).statusCode).toBe(200);
    for (const id of [theirs.book, theirs.draft, UNKNOWN_ID, 'not-an-id']) {
      const other = await history('contentPackage', id);
      expect(other.statusCode, id).toBe(404);
      expect(other.json().message).toBe(CONTENT_PACKAGE_MESSAGES.notFound);
    }
    expect((await history('contentPackage', theirs.draft, superadmin.token)).statusCode).toBe(200);
  });

  it('reads its code lists’ history; another channel’s list is not found', async () => {
    const own = await history('couponList', mine.listId);
    expect(own.statusCode).toBe(200);
    expect(own.json<unknown[]>().length).toBeGreaterThan(0);
    const other = await history('couponList', theirs.listId);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(COUPON_LIST_MESSAGES.notFound);
    expect(other.body).not.toContain('Codes theirs');
    const asSuper = await history('couponList', theirs.listId, superadmin.token);
    expect(asSuper.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('reads its channel’s history; another channel is not found', async () => {
    expect((await history('contentChannel', mine.channelId)).statusCode).toBe(200);
    const other = await history('contentChannel', theirs.channelId);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(CONTENT_CHANNEL_MESSAGES.notFound);
  });

  it('an admin with no channels listed is not restricted', async () => {
    const unrestricted = await createStaff(ctx, 'admin', [
      { resource: 'couponList', actions: ['read'] },
      { resource: 'contentPackages', actions: ['read'] },
    ]);
    expect((await history('couponList', theirs.listId, unrestricted.token)).statusCode).toBe(200);
    expect((await history('contentPackage', theirs.draft, unrestricted.token)).statusCode).toBe(
      200,
    );
    const lists = await call('GET', '/api/admin/coupon-lists?limit=50', unrestricted.token);
    expect(lists.json<CouponListPage>().pageData.map((row) => row._id)).toContain(theirs.listId);
  });
});
