// CSV exports as background jobs (pg-boss on the same database): a started export shows up in the
// list when its job is done, the file is UTF-8 with a header row and neutralised formula cells, and a
// job whose process died while running it (it stays 'active') is run again after a restart.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, type ExportList } from '@bandbook/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createAppContext } from '../src/context.js';
import type { Database } from '../src/db/client.js';
import { codes, couponLists, exportFiles } from '../src/db/schema/index.js';
import { EXPORT_QUEUE } from '../src/admin/exports/exports.service.js';
import { seedReferenceData } from '../src/seed/reference-data.js';
import { createLearner, seedCatalogue } from './support/catalogue-fixtures.js';
import { createStaff, onePermission } from './support/staff.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase } from './support/test-database.js';

const FAST_JOBS = {
  JOB_POLL_SECONDS: '0.5',
  JOB_MAINTENANCE_SECONDS: '1',
  JOB_EXPIRE_SECONDS: '1',
};

async function waitForFile(
  app: TestApp['app'],
  token: string,
  kind: 'sul' | 'coupon',
  files = 1,
): Promise<ExportList> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/data/exports/${kind}`,
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<ExportList>();
    if (list.groups.flatMap((group) => group.files).length >= files) return list;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} export file appeared`);
}

/** Parses our CSV (RFC 4180 quoting) back into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('CSV exports', () => {
  let t: TestApp;
  let superadmin: string;

  beforeAll(async () => {
    t = await createTestApp(FAST_JOBS);
    const ctx = createAppContext(t.config, t.database);
    superadmin = (await createStaff(ctx, 'superadmin')).token;
  });
  afterAll(() => t.close());

  it('says there is no file yet, then lists the finished export grouped by day', async () => {
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/data/exports/sul',
      headers: auth(superadmin),
    });
    expect(empty.json()).toEqual({ groups: [], pending: 0 });
    expect(EXPORT_MESSAGES.empty).toBe('There is no file available for download yet.');

    const learner = await t.signUp({ newsletterOptIn: true });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/data/exports/sul',
      headers: auth(superadmin),
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe(EXPORT_MESSAGES.started);

    const list = await waitForFile(t.app, superadmin, 'sul');
    const today = new Date().toISOString().slice(0, 10);
    expect(list.groups[0]!.title).toBe(today);
    const file = list.groups[0]!.files[0]!;
    expect(file.title).toMatch(/^Single Users \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(file.rowCount).toBe(1);

    const download = await t.app.inject({
      method: 'GET',
      url: file.link,
      headers: auth(superadmin),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(download.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(download.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'id',
      'username',
      'email',
      'status',
      'role',
      'provider',
      'region',
      'language',
      'newsletterOptIn',
      'stars',
      'subscriptions',
      'trials',
      'createdAt',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 4)).toEqual([learner.username, learner.email, 'Not Verified']);
    expect(rows[1]![8]).toBe('yes');
    // The link carries no credential: without the staff session the file is refused.
    const anonymous = await t.app.inject({ method: 'GET', url: file.link });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports every code with its list, neutralising cells that start like a formula', async () => {
    const catalogue = await seedCatalogue(t);
    const [list] = await t.database.db
      .insert(couponLists)
      .values({ name: '=HYPERLINK("http://evil")', packageId: catalogue.codeBook })
      .returning();
    await t.database.db
      .insert(codes)
      .values([{ listId: list!.id, code: 'ABCDEFGHJKMN', maxUses: 3, uses: 2 }]);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/data/exports/coupon',
      headers: auth(superadmin),
    });
    expect(started.statusCode).toBe(202);
    const done = await waitForFile(t.app, superadmin, 'coupon');
    const file = done.groups[0]!.files[0]!;
    const csv = await t.app.inject({ method: 'GET', url: file.link, headers: auth(superadmin) });
    const rows = parseCsv(csv.body.slice(1));
    const row = rows.find((cells) => cells[0] === 'ABCD-EFGH-JKMN');
    expect(row).toBeDefined();
    expect(row!.slice(1, 5)).toEqual(['Activated (2/3)', '2', '3', `'=HYPERLINK("http://evil")`]);
    // Every code of the seeded catalogue is there too, once.
    const seeded = await t.database.db.select({ code: codes.code }).from(codes);
    expect(rows.length - 1).toBe(seeded.length);
  });

  it('asks for the read permission of what it exports', async () => {
    const ctx = createAppContext(t.config, t.database);
    const codesOnly = await createStaff(ctx, 'admin', onePermission('couponList', 'read'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/data/exports/sul',
      headers: auth(codesOnly.token),
    });
    expect(refused.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/data/exports/coupon',
      headers: auth(codesOnly.token),
    });
    expect(allowed.statusCode).toBe(200);
    const learner = await createLearner(ctx);
    const learnerRefused = await t.app.inject({
      method: 'GET',
      url: '/api/data/exports/coupon',
      headers: auth(learner.token),
    });
    expect(learnerRefused.statusCode).toBe(403);
  });
});

describe('an export interrupted by a restart', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedReferenceData(database.db);
  });
  afterAll(() => database.close());

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
  const dataDir = mkdtempSync(join(tmpdir(), 'bandbook-exports-'));

  it('runs again on the next server and completes', async () => {
    // The first server queues the export; a worker takes the job and its process dies before it
    // finishes: the job stays 'active' with nobody working on it.
    const first = await start({ JOB_WORKERS: 'off' });
    await first.ready();
    const ctx = createAppContext(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), database);
    const superadmin = await createStaff(ctx, 'superadmin');
    await createLearner(ctx);
    const started = await first.inject({
      method: 'POST',
      url: '/api/data/exports/sul',
      headers: auth(superadmin.token),
    });
    expect(started.statusCode).toBe(202);
    const crashed = new PgBoss({ db: database.sql, supervise: false, schedule: false });
    await crashed.start();
    const [taken] = await crashed.fetch(EXPORT_QUEUE);
    expect(taken).toBeDefined();
    expect((await crashed.getJobById(EXPORT_QUEUE, taken!.id))?.state).toBe('active');
    await crashed.stop({ graceful: false, wait: true });
    await first.close();
    const [stuck] = await database.db.select().from(exportFiles);
    expect(stuck!.status).toBe('queued');

    // The restarted server (workers on) finds the abandoned job once it expires and runs it.
    const second = await start({});
    await second.ready();
    try {
      const list = await waitForFile(second, superadmin.token, 'sul');
      expect(list.groups[0]!.files[0]!.rowCount).toBe(1);
      const check = new PgBoss({ db: database.sql, supervise: false, schedule: false });
      await check.start();
      const job = await check.getJobById(EXPORT_QUEUE, taken!.id);
      await check.stop({ graceful: false, wait: true });
      expect(job?.state).toBe('completed');
      expect(job?.retryCount).toBeGreaterThanOrEqual(1);
    } finally {
      await second.close();
    }
  });
});
