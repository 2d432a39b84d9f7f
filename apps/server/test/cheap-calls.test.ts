// Long because: decision 053's rules (print runs as jobs, one export per shape, files read with the
// session, retention) on one app whose job queue they share.
// Cheap calls do not buy expensive work (decision 053): a large print run of codes is answered at once
// and made by a background job (progress on the list, counters right, done by the next process when
// the first stops); the same export asked twice is one job and one file; an export's file is read only
// with a staff session that may see it (a restricted admin's codes stay in its channels); and
// superseded export files and static-site builds leave storage.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  CODES_IN_BACKGROUND_ABOVE,
  COUPON_LIST_MESSAGES,
  EXPORT_FILES_KEPT,
  EXPORT_MESSAGES,
  type CouponList,
  type ExportList,
  type StaticSiteBuild,
} from '@bandbook/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createAppContext, type AppContext } from '../src/context.js';
import type { Database } from '../src/db/client.js';
import {
  codes,
  contentChannels,
  couponLists,
  exportFiles,
  staticSiteBuilds,
} from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { createCodeList } from '../src/admin/coupon-lists/create-code-list.js';
import { exportFileKey } from '../src/admin/exports/export-retention.js';
import { EXPORT_QUEUE } from '../src/admin/exports/exports.service.js';
import { createJwtService } from '../src/security/jwt.js';
import { seedReferenceData } from '../src/seed/reference-data.js';
import { createStaff, onePermission, type StaffMember } from './support/staff.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase } from './support/test-database.js';

const FAST_JOBS = { JOB_POLL_SECONDS: '0.5', JOB_MAINTENANCE_SECONDS: '1' };
const LARGE = CODES_IN_BACKGROUND_ABOVE + 1;

/** Two channels with a book each, and a code list of each book. */
async function seedTwoChannels(ctx: AppContext) {
  const channel = async (name: string) => {
    const [row] = await ctx.db.insert(contentChannels).values({ name }).returning();
    return row!.id;
  };
  const [first, second] = [await channel('First'), await channel('Second')];
  const book = (title: string, channelId: string) =>
    createPackage(ctx.db, { title, author: 'A', publisher: 'P', channelIds: [channelId] });
  const [firstBook, secondBook] = [await book('First book', first), await book('Second', second)];
  const firstList = await createCodeList(ctx.db, {
    name: 'First list',
    packageId: firstBook,
    codeNbr: 2,
  });
  const secondList = await createCodeList(ctx.db, {
    name: 'Second list',
    packageId: secondBook,
    codeNbr: 3,
  });
  return { first, second, firstBook, secondBook, firstList, secondList };
}

/** Asks `read` again until `done` says its answer is the last one. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the condition never held');
}

async function distinctCodes(ctx: AppContext, listId: string) {
  const [row] = await ctx.db
    .select({ all: count(), distinct: sql<number>`count(distinct ${codes.code})::int` })
    .from(codes)
    .where(eq(codes.listId, listId));
  return row!;
}

describe('a large print run of codes', () => {
  let t: TestApp;
  let ctx: AppContext;
  let superadmin: StaffMember;
  let bookId: string;

  beforeAll(async () => {
    t = await createTestApp(FAST_JOBS);
    ctx = createAppContext(t.config, t.database);
    superadmin = await createStaff(ctx, 'superadmin');
    bookId = (await seedTwoChannels(ctx)).firstBook;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: auth(superadmin.token), payload });
  const read = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/coupon-lists/${id}`,
        headers: auth(superadmin.token),
      })
    ).json<CouponList>();
  const finished = (id: string) =>
    waitFor(
      () => read(id),
      (list) => list.generation === null,
    );

  it('is answered at once (202) with its progress, and a job makes every code', async () => {
    const created = await post('/api/admin/coupon-lists', {
      contentPackageId: bookId,
      name: 'Large print run',
      codeNbr: LARGE,
    });
    expect(created.statusCode, created.body).toBe(202);
    const list = created.json<CouponList>();
    expect(list.generation?.total).toBe(LARGE);
    expect(list.generation!.done).toBeLessThan(LARGE);

    const done = await finished(list._id);
    expect(done.generatedCodesCounter).toBe(LARGE);
    expect(await distinctCodes(ctx, list._id)).toEqual({ all: LARGE, distinct: LARGE });
  });

  it('makes more codes the same way, and small requests meanwhile keep the count right', async () => {
    const created = await post('/api/admin/coupon-lists', {
      contentPackageId: bookId,
      name: 'Small list',
      codeNbr: 2,
    });
    // Small lists keep coming with their codes at once, as the spec's clients expect.
    expect(created.statusCode).toBe(201);
    const list = created.json<CouponList>();
    expect(list.generatedCodesCounter).toBe(2);
    expect(list.generation).toBeNull();

    const more = await post(`/api/admin/coupons/${list._id}`, { coupons: LARGE });
    expect(more.statusCode, more.body).toBe(202);
    expect(more.json()).toMatchObject({
      message: COUPON_LIST_MESSAGES.generating(LARGE),
      generated: 0,
      list: { generation: { total: 2 + LARGE } },
    });
    // Asked while the job may still be making the others: neither lost nor made twice.
    const few = await post(`/api/admin/coupons/${list._id}`, { coupons: 3 });
    expect(few.statusCode).toBe(200);
    expect(few.json().generated).toBe(3);

    const done = await finished(list._id);
    expect(done.generatedCodesCounter).toBe(2 + LARGE + 3);
    expect(await distinctCodes(ctx, list._id)).toEqual({
      all: 2 + LARGE + 3,
      distinct: 2 + LARGE + 3,
    });
  });

  it('keeps the per-call maximum of the domain', async () => {
    const refused = await post('/api/admin/coupon-lists', {
      contentPackageId: bookId,
      name: 'Too many',
      codeNbr: 100_001,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.codeNbr.message).toBe(COUPON_LIST_MESSAGES.codeNbrRequired);
  });
});

describe('a print run queued by a process that stops', () => {
  let database: Database;
  const dataDir = mkdtempSync(join(tmpdir(), 'bandbook-codes-'));
  const start = (env: Record<string, string>) =>
    buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://bandbook.test',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'silent',
        ...FAST_JOBS,
        ...env,
      }),
      database,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedReferenceData(database.db);
  });
  afterAll(() => database.close());

  it('is made by the next process', async () => {
    const first = await start({ JOB_WORKERS: 'off' });
    await first.ready();
    const ctx = createAppContext(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), database);
    const superadmin = await createStaff(ctx, 'superadmin');
    const { firstBook } = await seedTwoChannels(ctx);
    const created = await first.inject({
      method: 'POST',
      url: '/api/admin/coupon-lists',
      headers: auth(superadmin.token),
      payload: { contentPackageId: firstBook, name: 'Interrupted', codeNbr: LARGE },
    });
    expect(created.statusCode).toBe(202);
    const { _id: listId } = created.json<CouponList>();
    await first.close();
    expect((await distinctCodes(ctx, listId)).all).toBe(0);

    const second = await start({});
    await second.ready();
    try {
      await waitFor(
        () => distinctCodes(ctx, listId),
        (counted) => counted.all === LARGE,
      );
      const [list] = await ctx.db.select().from(couponLists).where(eq(couponLists.id, listId));
      expect(list!.codesPending).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe('the same export asked twice', () => {
  let t: TestApp;
  let ctx: AppContext;
  let superadmin: StaffMember;
  let restricted: StaffMember;

  beforeAll(async () => {
    // No workers: the first export stays queued while the others are asked.
    t = await createTestApp({ JOB_WORKERS: 'off' });
    ctx = createAppContext(t.config, t.database);
    superadmin = await createStaff(ctx, 'superadmin');
    const { first } = await seedTwoChannels(ctx);
    restricted = await createStaff(ctx, 'admin', onePermission('couponList', 'read'), [first]);
  });
  afterAll(() => t.close());

  const start = (kind: 'coupon' | 'sul', token: string) =>
    t.app.inject({ method: 'POST', url: `/api/data/exports/${kind}`, headers: auth(token) });
  const queuedJobs = async () => {
    const result = await t.database.sql.executeSql(
      'select count(*)::int as n from pgboss.job where name = $1',
      [EXPORT_QUEUE],
    );
    return (result.rows[0] as { n: number }).n;
  };

  it('is one job and one file, even when both requests come at once', async () => {
    const [one, two] = await Promise.all([
      start('coupon', superadmin.token),
      start('coupon', superadmin.token),
    ]);
    const again = await start('coupon', superadmin.token);
    for (const response of [one, two, again]) expect(response.statusCode).toBe(202);
    expect(new Set([one, two, again].map((response) => response.json()._id)).size).toBe(1);
    expect(again.json().message).toBe(EXPORT_MESSAGES.alreadyRunning);
    const rows = await ctx.db.select().from(exportFiles).where(eq(exportFiles.kind, 'coupon'));
    expect(rows).toHaveLength(1);
    expect(await queuedJobs()).toBe(1);
  });

  it('is another export for another kind or another channel scope', async () => {
    const coupon = (await start('coupon', superadmin.token)).json()._id;
    const users = await start('sul', superadmin.token);
    expect(users.json().message).toBe(EXPORT_MESSAGES.started);
    const scoped = await start('coupon', restricted.token);
    expect(scoped.json().message).toBe(EXPORT_MESSAGES.started);
    expect(new Set([coupon, users.json()._id, scoped.json()._id]).size).toBe(3);
    expect(await queuedJobs()).toBe(3);
  });
});

describe('export files and static sites', () => {
  let t: TestApp;
  let ctx: AppContext;
  let superadmin: StaffMember;
  let restricted: StaffMember;
  let otherChannel: StaffMember;
  let channels: Awaited<ReturnType<typeof seedTwoChannels>>;

  beforeAll(async () => {
    t = await createTestApp(FAST_JOBS);
    ctx = createAppContext(t.config, t.database);
    superadmin = await createStaff(ctx, 'superadmin');
    channels = await seedTwoChannels(ctx);
    const codesRead = onePermission('couponList', 'read');
    restricted = await createStaff(ctx, 'admin', codesRead, [channels.first]);
    otherChannel = await createStaff(ctx, 'admin', codesRead, [channels.second]);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
  const list = async (token: string) =>
    (await get('/api/data/exports/coupon', token)).json<ExportList>();
  const files = (exports: ExportList) => exports.groups.flatMap((group) => group.files);

  /** Starts a code export as `token` and waits for its file. */
  async function exportCodes(token: string) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/data/exports/coupon',
      headers: auth(token),
    });
    expect(started.statusCode).toBe(202);
    const id = started.json()._id as string;
    const exports = await waitFor(
      () => list(token),
      (current) => files(current).some((file) => file._id === id),
    );
    return files(exports).find((file) => file._id === id)!;
  }

  it('sends a file only to a signed-in staff member who may see it', async () => {
    const file = await exportCodes(superadmin.token);
    expect(file.link).toBe(`/api/data/exports/coupon/${file._id}/file`);
    expect((await get(file.link, superadmin.token)).statusCode).toBe(200);

    // No session, an expired one, or one logged out since: refused.
    expect((await get(file.link)).statusCode).toBe(401);
    const twoHoursAgo = createJwtService(t.config.jwtSecret, () => Date.now() - 2 * 3600_000);
    const expired = await twoHoursAgo.sign({ userId: superadmin.id, tokenVersion: 0 });
    expect((await get(file.link, expired)).statusCode).toBe(401);
    // Another staff member restricted to a channel does not see a file of every list.
    const refused = await get(file.link, restricted.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(EXPORT_MESSAGES.notFound);
    expect(files(await list(restricted.token))).toEqual([]);
  });

  it("holds only a restricted admin's channels, and is seen by staff whose channels cover them", async () => {
    const file = await exportCodes(restricted.token);
    const csv = await get(file.link, restricted.token);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.includes('First list'))).toBe(true);
    expect((await get(file.link, superadmin.token)).statusCode).toBe(200);
    expect((await get(file.link, otherChannel.token)).statusCode).toBe(404);
    expect(files(await list(otherChannel.token))).toEqual([]);
  });

  it(`keeps the newest ${EXPORT_FILES_KEPT} files of a kind and scope and deletes older ones`, async () => {
    // Older files of every list, and a failed export that left part of a file behind.
    const aged = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const older = await ctx.db
      .insert(exportFiles)
      .values(
        Array.from({ length: EXPORT_FILES_KEPT }, (_, index) => ({
          kind: 'coupon' as const,
          title: `Codes old ${index}`,
          status: 'done' as const,
          rowCount: 0,
          createdAt: aged(60 + index),
          finishedAt: aged(60 + index),
        })),
      )
      .returning();
    const [failed] = await ctx.db
      .insert(exportFiles)
      .values({ kind: 'coupon', title: 'Codes failed', status: 'failed', createdAt: aged(30) })
      .returning();
    for (const row of [...older, failed!]) {
      const key = exportFileKey('coupon', row.id);
      await ctx.storage.write(key, 'code\r\n');
      await ctx.db.update(exportFiles).set({ fileKey: key }).where(eq(exportFiles.id, row.id));
    }

    const newest = await exportCodes(superadmin.token);
    const oldest = older.at(-1)!;
    // Retention runs in the job just after the new file is listed; the oldest row goes last.
    await waitFor(
      () => ctx.db.select().from(exportFiles).where(eq(exportFiles.id, oldest.id)),
      (rows) => rows.length === 0,
    );
    expect(await ctx.storage.exists(exportFileKey('coupon', oldest.id))).toBe(false);
    expect(await ctx.storage.exists(exportFileKey('coupon', failed!.id))).toBe(false);
    expect(await ctx.storage.exists(exportFileKey('coupon', newest._id))).toBe(true);
    const remaining = await ctx.db
      .select({ id: exportFiles.id, scope: exportFiles.scope })
      .from(exportFiles)
      .where(eq(exportFiles.kind, 'coupon'));
    const everyList = remaining.filter((row) => row.scope.length === 0).map((row) => row.id);
    expect(everyList).toHaveLength(EXPORT_FILES_KEPT);
    expect(everyList).toContain(newest._id);
    expect(everyList).not.toContain(oldest.id);
    expect(everyList).not.toContain(failed!.id);
    // The restricted admin's file is of another scope: it stays.
    expect(remaining.some((row) => row.scope.length > 0)).toBe(true);
  });

  it('deletes the pages of every build a newer successful build supersedes', async () => {
    const build = async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/admin/static-sites',
        headers: auth(superadmin.token),
      });
      expect(started.statusCode).toBe(202);
      const id = started.json()._id as string;
      return waitFor(
        async () => (await get(`/api/admin/static-sites/${id}`, superadmin.token)).json(),
        (current: StaticSiteBuild) => current.status === 'done',
      );
    };
    const first = await build();
    const [firstRow] = await ctx.db
      .select()
      .from(staticSiteBuilds)
      .where(eq(staticSiteBuilds.id, first._id));
    expect(firstRow!.pageKeys.length).toBe(first.total);
    for (const key of firstRow!.pageKeys) expect(await ctx.storage.exists(key)).toBe(true);

    const second = await build();
    // Retention runs just after the new build is done.
    await waitFor(
      () => ctx.db.select().from(staticSiteBuilds).where(eq(staticSiteBuilds.id, first._id)),
      (rows) => rows.length === 0,
    );
    for (const key of firstRow!.pageKeys) expect(await ctx.storage.exists(key)).toBe(false);
    expect((await get(`/api/admin/static-sites/${first._id}`, superadmin.token)).statusCode).toBe(
      404,
    );
    const latest = await get('/api/admin/static-sites/latest', superadmin.token);
    expect(latest.json()._id).toBe(second._id);
    expect((await get(second.url!)).statusCode).toBe(200);
  });
});
