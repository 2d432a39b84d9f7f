// Long because: one end-to-end story per database (seed through the API, back up, refuse a tampered
// backup and a non-empty target, restore into a fresh database and storage, read it all back).
// `npm run backup` and `npm run restore` as an operator runs them (processes, production env): data
// made through the API (a learner with a code-unlocked book, a package with an uploaded cover, a code
// list) comes back in a fresh database and a fresh storage folder, on PostgreSQL (TEST_DATABASE_URL)
// and on the embedded PGlite database; a tampered file is refused before anything is written; and the
// files of one S3 bucket come back in another.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { CodePage, S3Policy } from '@bandbook/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createAppContext, type AppContext } from '../src/context.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import type { Manifest } from '../src/ops/manifest.js';
import { seedReferenceData } from '../src/seed/reference-data.js';
import { createStorage } from '../src/storage/create-storage.js';
import { startS3Server } from './support/s3-server.js';
import { createStaff } from './support/staff.js';
import { createScratchPostgres } from './support/test-database.js';
import { auth, signupBody } from './support/test-app.js';
import { bytesOf, injectableForm } from './support/upload-forms.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const JWT_SECRET = 'b'.repeat(40);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...bytesOf(4000, 3)]);

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const temporaryDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `bandbook-${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Where one install keeps its data: a folder, and a PostgreSQL database or the embedded one. */
interface Install {
  dataDir: string;
  databaseUrl?: string;
  /** More of its environment (an S3 bucket's settings). */
  env?: Record<string, string>;
}

async function newInstall(kind: 'postgres' | 'pglite'): Promise<Install> {
  const dataDir = temporaryDir('install');
  if (kind === 'pglite') return { dataDir };
  const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!, 'bandbook_backup');
  cleanups.push(scratch.drop);
  return { dataDir, databaseUrl: scratch.url };
}

/**
 * Runs a command as the operator would, with the server's production environment: the source, as
 * scripts/<command>.mjs runs it when there is no build (a build's dist/ may be older than the source).
 */
function run(script: 'backup' | 'restore', args: string[], install: Install) {
  const source = join(repoRoot, `apps/server/src/cli/${script}.ts`);
  const child = spawn(process.execPath, ['--import', 'tsx', source, ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      JWT_SECRET,
      PUBLIC_URL: 'https://bandbook.example',
      DATA_DIR: install.dataDir,
      ...(install.databaseUrl ? { DATABASE_URL: install.databaseUrl } : {}),
      ...install.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** The app on an install, migrated at start as the server is; closed again after `use`. */
async function withApp<T>(install: Install, use: (call: Call, ctx: AppContext) => Promise<T>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: install.dataDir,
    PUBLIC_URL: 'http://bandbook.test',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    JWT_SECRET,
    ...(install.databaseUrl ? { DATABASE_URL: install.databaseUrl } : {}),
  });
  const database = await openDatabase({ url: install.databaseUrl, dataDir: install.dataDir });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const app = await buildApp({ config, database });
  await app.ready();
  // Each request waits until the app has heard of every earlier commit (test-app.ts says why).
  const call = async (request: InjectOptions) => {
    await app.changeFeed.sync();
    return app.inject(request);
  };
  try {
    return await use(call, createAppContext(config, database));
  } finally {
    await app.close();
    await database.close();
  }
}
type Call = (request: InjectOptions) => Promise<LightMyRequestResponse>;

interface Seeded {
  learner: { username: string; password: string };
  adminToken: string;
  packageId: string;
  listId: string;
  coverKey: string;
  /** What the API answered before the backup, to be answered the same after the restore. */
  before: { pkg: Record<string, unknown>; codes: CodePage; me: Record<string, unknown> };
}

/** Data made through the API: a learner, an uploaded cover, a package with it, a code list, a use. */
async function seed(install: Install): Promise<Seeded> {
  return withApp(install, async (call, ctx) => {
    const admin = await createStaff(ctx, 'superadmin');
    const headers = auth(admin.token);
    const body = signupBody('backedup');
    const signup = await call({ method: 'POST', url: '/api/users', payload: body });
    expect(signup.statusCode, signup.body).toBe(201);
    const learnerToken = signup.json<{ token: string }>().token;

    const query = 'targetDir=uploads/thumbnail/&mimeType=image/png&fileName=cover.png';
    const policyAnswer = await call({ url: `/api/amazon/aws/s3Policy?${query}`, headers });
    expect(policyAnswer.statusCode, policyAnswer.body).toBe(200);
    const policy = policyAnswer.json<S3Policy>();
    const form = await injectableForm({
      fields: policy.fields,
      file: { bytes: PNG, type: 'image/png' },
    });
    const upload = await call({ method: 'POST', url: '/api/uploads', ...form });
    expect(upload.statusCode, upload.body).toBe(204);

    const created = await call({
      method: 'POST',
      url: '/api/admin/content-packages',
      headers,
      payload: {
        title: 'Backed-up book',
        subtitle: 'Kept',
        description: '<p>Still here.</p>',
        thumbnailImage: policy.key,
        author: 'Ann Author',
        publisher: 'Bandbook Press',
        releaseDate: '2024-05-01',
        trialPeriodInDays: 7,
        catalogueNumber: null,
        genreIdList: ['rock'],
        instrumentIdList: ['guitar'],
        skillLevelIdList: ['beginner'],
        contentChannelIdList: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const packageId = created.json<{ _id: string }>()._id;
    const live = await call({
      method: 'PUT',
      url: `/api/admin/content-packages/${packageId}/active`,
      headers,
      payload: { active: true },
    });
    expect(live.statusCode, live.body).toBe(200);
    const list = await call({
      method: 'POST',
      url: '/api/admin/coupon-lists',
      headers,
      payload: { contentPackageId: packageId, name: 'Print run one', codeNbr: 3 },
    });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json<{ _id: string }>()._id;
    const codes = (
      await call({ url: `/api/admin/coupon-lists/${listId}/codes`, headers })
    ).json<CodePage>();
    const activated = await call({
      method: 'POST',
      url: '/api/coupons/activate',
      headers: auth(learnerToken),
      payload: { coupon: codes.pageData[0]!.code },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    return {
      learner: { username: body.username, password: body.password },
      adminToken: admin.token,
      packageId,
      listId,
      coverKey: policy.key,
      before: await answers(call, admin.token, learnerToken, packageId, listId),
    };
  });
}

/** The package (its cover's URL aside), the list's codes and the learner's account, as answered. */
async function answers(
  call: Call,
  adminToken: string,
  learnerToken: string,
  id: string,
  listId: string,
) {
  const headers = auth(adminToken);
  const pkg = (await call({ url: `/api/admin/content-packages/${id}`, headers })).json();
  const codes = (await call({ url: `/api/admin/coupon-lists/${listId}/codes`, headers })).json();
  const me = (await call({ url: '/api/users/me', headers: auth(learnerToken) })).json();
  return { pkg: { ...pkg, thumbnailImage: undefined }, codes, me };
}

/** Whether the restore target was written to: any table in its database, any stored file. */
async function untouched(install: Install) {
  if (install.databaseUrl) {
    const client = new pg.Client({ connectionString: install.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    await client.end();
    if (rows[0]!.n !== 0) return false;
  } else if (existsSync(join(install.dataDir, 'pglite'))) {
    return false;
  }
  return !existsSync(join(install.dataDir, 'storage', 'uploads'));
}

/** Schemas a forced restore moved aside and did not drop or put back. */
async function leftAside(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like '%before_restore%'",
    );
    return rows.map((row) => row.nspname);
  } finally {
    await client.end();
  }
}

describe.each(['postgres', 'pglite'] as const)('backup and restore on %s', (kind) => {
  const skip = kind === 'postgres' && !process.env.TEST_DATABASE_URL;

  it.skipIf(skip)(
    'restores into a fresh database and storage what the API then answers the same',
    async () => {
      const source = await newInstall(kind);
      const seeded = await seed(source);
      const out = join(temporaryDir('backup'), 'nightly');
      if (kind === 'pglite') {
        // The embedded database belongs to one process: not copied while a server has it open.
        const busy = await withApp(source, () => run('backup', ['--out', out], source));
        expect([busy.code, busy.stderr]).toEqual([1, expect.stringContaining('stop the server')]);
      }
      const backedUp = await run('backup', ['--out', out], source);
      expect(backedUp.code, backedUp.stderr).toBe(0);
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
      expect(manifest).toMatchObject({ format: 1, database: { kind } });
      expect(manifest.files).toContainEqual(
        expect.objectContaining({ key: seeded.coverKey, size: PNG.length }),
      );
      expect(backedUp.stdout + backedUp.stderr).not.toContain(JWT_SECRET);

      // A backup with one changed byte is refused, naming the file, before anything is written.
      const tampered = join(temporaryDir('tampered'), 'copy');
      cpSync(out, tampered, { recursive: true });
      const coverCopy = join(tampered, 'storage', seeded.coverKey);
      const bytes = readFileSync(coverCopy);
      bytes[100] = bytes[100]! ^ 0xff;
      writeFileSync(coverCopy, bytes);
      const untouchedTarget = await newInstall(kind);
      const refused = await run('restore', ['--from', tampered], untouchedTarget);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toEqual([
        expect.stringContaining(`storage/${seeded.coverKey} does not match its checksum`),
      ]);
      expect(await untouched(untouchedTarget)).toBe(true);

      const target = await newInstall(kind);
      const restored = await run('restore', ['--from', out], target);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('Restored the');

      // A database that already holds ours is refused without --force, replaced with it.
      const again = await run('restore', ['--from', out], target);
      expect(again.code).toBe(1);
      expect(again.stderr.trim().split('\n')).toEqual([expect.stringContaining('--force')]);
      const forced = await run('restore', ['--from', out, '--force'], target);
      expect(forced.code, forced.stderr).toBe(0);
      // A dump the database refuses (its checksum right) leaves what --force would have replaced.
      const broken = join(temporaryDir('broken'), 'copy');
      cpSync(out, broken, { recursive: true });
      const junk = Buffer.from('not a dump at all');
      writeFileSync(join(broken, manifest.database.path), junk);
      const sha256 = createHash('sha256').update(junk).digest('hex');
      const brokenManifest = {
        ...manifest,
        database: { ...manifest.database, size: junk.length, sha256 },
      };
      writeFileSync(join(broken, 'manifest.json'), JSON.stringify(brokenManifest));
      const failed = await run('restore', ['--from', broken, '--force'], target);
      expect(failed.code).toBe(1);
      expect(failed.stderr.trim().split('\n')).toHaveLength(1);
      if (target.databaseUrl) expect(await leftAside(target.databaseUrl)).toEqual([]);

      await withApp(target, async (call) => {
        const login = await call({
          method: 'POST',
          url: '/auth/local',
          payload: seeded.learner,
        });
        expect(login.statusCode, login.body).toBe(200);
        const learnerToken = login.json<{ token: string }>().token;
        const after = await answers(
          call,
          seeded.adminToken,
          learnerToken,
          seeded.packageId,
          seeded.listId,
        );
        expect(after).toEqual(seeded.before);
        // The learner's own book names its cover by a signed media URL, which serves the same bytes.
        const book = await call({
          url: `/api/content-packages/${seeded.packageId}`,
          headers: auth(learnerToken),
        });
        expect(book.statusCode, book.body).toBe(200);
        const cover = await call({ url: book.json<{ thumbnailImage: string }>().thumbnailImage });
        expect(cover.statusCode).toBe(200);
        expect(new Uint8Array(cover.rawPayload)).toEqual(PNG);
      });
    },
  );
});

describe('backup and restore with the S3 driver', () => {
  it('copies every object of one bucket into another, byte for byte, streamed both ways', async () => {
    const [from, to] = [await startS3Server('bandbook-from'), await startS3Server('bandbook-to')];
    cleanups.push(from.close, to.close);
    const source: Install = { dataDir: temporaryDir('s3-source'), env: from.env };
    const target: Install = { dataDir: temporaryDir('s3-target'), env: to.env };
    const storageOf = (install: Install) => {
      const config = loadConfig({ DATA_DIR: install.dataDir, JWT_SECRET, ...install.env });
      return createStorage(config.storage, config.dataDir, JWT_SECRET);
    };
    const files = new Map([
      ['uploads/audio/book/track-1.mp3', bytesOf(1024 * 1024, 5)],
      ['uploads/ebook/book.pdf', bytesOf(10, 6)],
      ['uploads/thumbnail/2026/12/cover.png', PNG],
    ]);
    for (const [key, bytes] of files) await storageOf(source).write(key, bytes);
    const database = await openDatabase({ dataDir: source.dataDir });
    await migrateDatabase(database);
    await database.close();

    const out = join(temporaryDir('s3-backup'), 'nightly');
    const backedUp = await run('backup', ['--out', out], source);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const restored = await run('restore', ['--from', out], target);
    expect(restored.code, restored.stderr).toBe(0);
    const copied = new Map<string, Uint8Array>();
    for await (const { key } of storageOf(target).list()) {
      copied.set(key, await storageOf(target).readBytes(key));
    }
    expect(copied).toEqual(files);
  });
});

describe('npm run backup and restore, refusing', () => {
  it('prints the usage for a bad flag and a missing folder, exiting 1', async () => {
    const install = { dataDir: temporaryDir('flags') };
    const bad = await run('backup', ['--to', '/tmp/x'], install);
    expect([bad.code, bad.stderr.split('\n')[0]]).toEqual([1, "Unknown option '--to'"]);
    expect(bad.stderr).toContain('Usage: npm run backup -- --out <dir>');
    const missing = await run('restore', [], install);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^--from <dir> is required.*\n\nUsage: npm run restore/);
    const notBackup = await run('restore', ['--from', install.dataDir], install);
    expect([notBackup.code, notBackup.stderr.trim()]).toEqual([
      1,
      `${join(install.dataDir, 'manifest.json')} is missing: not a backup, or an unfinished one`,
    ]);
  });
});
