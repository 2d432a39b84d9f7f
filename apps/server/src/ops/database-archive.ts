// The database half of a backup. PostgreSQL: pg_dump's custom format, restored by pg_restore in one
// transaction. The embedded PGlite database: PGlite's own dumpDataDir (a gzipped tarball of its data
// folder), restored by opening an empty data folder with loadDataDir. Either way a database that
// already holds our tables is replaced only when asked (--force).
import { existsSync, openAsBlob, readdirSync, renameSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { copyCounting, sha256Of } from './manifest.js';
import { OpsError } from './ops-error.js';
import { pgEnvironment } from './pg-environment.js';
import { runPgTool } from './pg-tools.js';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; pgBin?: string | undefined }
  | { kind: 'pglite'; dataDir: string };

export const DUMP_FILES = { postgres: 'database.dump', pglite: 'database.tar.gz' } as const;

/** The schemas our migrations and the job queue create: tables there mean a Bandbook database. */
const OUR_SCHEMAS = ['public', 'drizzle', 'pgboss'];

const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/**
 * PGlite belongs to one process and keeps postmaster.pid in its folder while open: a second process
 * opening it (a running server and this command) would corrupt it.
 */
function assertClosed(folder: string) {
  if (existsSync(join(folder, 'postmaster.pid'))) {
    throw new OpsError(
      `The embedded database in ${folder} is open (postmaster.pid): stop the server first (after a crash, start and stop it once)`,
    );
  }
}

/** Writes the database's dump to `path`; answers its size and sha256. */
export async function dumpDatabase(target: DatabaseTarget, path: string) {
  if (target.kind === 'postgres') {
    await runPgTool('pg_dump', ['--format=custom', `--file=${path}`], {
      databaseUrl: target.url,
      pgBin: target.pgBin,
    });
    return { size: (await stat(path)).size, sha256: await sha256Of(path) };
  }
  const folder = pgliteFolder(target.dataDir);
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new OpsError(`There is no embedded database in ${folder} (is DATA_DIR right?)`);
  }
  assertClosed(folder);
  const client = await PGlite.create({ dataDir: folder });
  try {
    const tarball = await client.dumpDataDir('gzip');
    const stream = Readable.fromWeb(tarball.stream() as unknown as WebReadableStream);
    return await copyCounting(stream, path);
  } finally {
    await client.close();
  }
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** How many tables of ours the PostgreSQL database holds. */
async function countPostgresTables(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      'select count(*) from pg_tables where schemaname = any($1)',
      [OUR_SCHEMAS],
    );
    return Number(rows[0]!.count);
  });
}

/**
 * Moves our schemas aside (renamed, with an empty public schema in their place) so the dump restores
 * as into an empty database; answers how to drop them once it did, or put them back if it failed.
 * pg_restore --clean cannot do this: it fails on pg-boss's partitioned job tables.
 */
async function moveSchemasAside(url: string) {
  const suffix = `_before_restore_${Date.now()}`;
  const moved = await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where nspname = any($1)',
      [OUR_SCHEMAS],
    );
    const names = rows.map((row) => row.name);
    await client.query('begin');
    for (const name of names)
      await client.query(`alter schema "${name}" rename to "${name}${suffix}"`);
    await client.query('create schema public');
    await client.query('commit');
    return names;
  });
  return {
    drop: () =>
      withClient(url, async (client) => {
        for (const name of moved) await client.query(`drop schema "${name}${suffix}" cascade`);
      }),
    putBack: () =>
      withClient(url, async (client) => {
        await client.query('begin');
        await client.query('drop schema public cascade');
        for (const name of moved)
          await client.query(`alter schema "${name}${suffix}" rename to "${name}"`);
        await client.query('commit');
      }),
  };
}

async function restorePostgres(
  target: DatabaseTarget & { kind: 'postgres' },
  path: string,
  force: boolean,
) {
  const { env } = pgEnvironment(target.url);
  const database = env.PGDATABASE ?? env.PGUSER ?? '';
  const aside =
    force && (await countPostgresTables(target.url)) > 0
      ? await moveSchemasAside(target.url)
      : undefined;
  try {
    await runPgTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${database}`,
        path,
      ],
      { databaseUrl: target.url, pgBin: target.pgBin },
    );
  } catch (error) {
    await aside?.putBack();
    throw error;
  }
  await aside?.drop();
}

const refusal = (what: string) =>
  new OpsError(`${what}: restore into an empty database, or pass --force to replace it`);

/** Throws unless the target is empty, or `force` allows replacing it. Writes nothing. */
export async function checkTarget(target: DatabaseTarget, force: boolean): Promise<void> {
  if (target.kind === 'pglite') assertClosed(pgliteFolder(target.dataDir));
  if (force) return;
  if (target.kind === 'postgres') {
    if ((await countPostgresTables(target.url)) > 0)
      throw refusal("The database already holds Bandbook's tables");
    return;
  }
  const folder = pgliteFolder(target.dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw refusal(`${folder} already holds a database`);
}

/**
 * Restores the dump at `path`. PostgreSQL: with `force`, what was there is moved aside first, dropped
 * once the restore succeeded and put back if it failed. PGlite: with `force`, the old data folder is
 * kept beside it as pglite.replaced-<time>, never deleted (put back if the restore fails); answers
 * that folder.
 */
export async function restoreDatabase(target: DatabaseTarget, path: string, force: boolean) {
  if (target.kind === 'postgres') {
    await restorePostgres(target, path, force);
    return undefined;
  }
  const folder = pgliteFolder(target.dataDir);
  let kept: string | undefined;
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    kept = `${folder}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(folder, kept);
  }
  try {
    const client = await PGlite.create({ dataDir: folder, loadDataDir: await openAsBlob(path) });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } catch (error) {
    // What was there goes back in place: a failed restore leaves the install as it found it.
    await rm(folder, { recursive: true, force: true });
    if (kept) renameSync(kept, folder);
    throw new OpsError(`The embedded database could not be restored: ${(error as Error).message}`);
  }
  return kept;
}
