// Migration 0012 (decision 059) on a database that already holds results: each says it was played at
// full tempo, is kept in the full band, and the item takes a slower best beside it.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { createScratchPostgres } from './support/test-database.js';

const MIGRATIONS = join(import.meta.dirname, '../src/db/migrations');

/** A copy of the migrations folder whose journal ends before 0012. */
function migrationsBefore0012(): string {
  const folder = mkdtempSync(join(tmpdir(), 'bandbook-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 12);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

let database: Database;
let drop = async () => {};
beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchPostgres(adminUrl);
    drop = scratch.drop;
    database = await openDatabase({ url: scratch.url });
  } else {
    database = await openDatabase({});
  }
  const migrationsFolder = migrationsBefore0012();
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** Plain SQL with $n parameters, rows typed as the test reads them. */
async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.sql.executeSql(text, values)).rows as T[];
}

const insertResult = (userId: string, bookId: string, contentId: string, result: object) =>
  query(
    `insert into progress (user_id, package_id, content_id, result, stars, score)
     values ($1, $2, $3, $4::jsonb, 5, 90)`,
    [userId, bookId, contentId, JSON.stringify(result)],
  );

it('keeps every earlier result as a full-tempo one, with room for a slower best beside it', async () => {
  const [user] = await query<{ id: string }>(
    `insert into users (username, status) values ('before', 1) returning id`,
  );
  const [book] = await query<{ id: string }>(
    `insert into content_packages (title, content) values ('Book', '{}'::jsonb) returning id`,
  );
  const old = {
    percent_played: 100,
    score: 90,
    pitch_score: 90,
    rhythm_score: 90,
    complete: true,
    pass: true,
  };
  await insertResult(user!.id, book!.id, 'item', old);

  await migrateDatabase(database);

  const kept = await query(`select result, band from progress where user_id = $1`, [user!.id]);
  expect(kept).toEqual([{ result: { ...old, tempo: 100 }, band: 'full' }]);
  await insertResult(user!.id, book!.id, 'item', { ...old, tempo: 80 });
  const bands = await query(`select band from progress where user_id = $1 order by band`, [
    user!.id,
  ]);
  expect(bands).toEqual([{ band: 'full' }, { band: 'slower' }]);
  // A result without a tempo, or beyond what the player offers, is not kept.
  await expect(insertResult(user!.id, book!.id, 'other', old)).rejects.toThrow();
  await expect(insertResult(user!.id, book!.id, 'other', { ...old, tempo: 200 })).rejects.toThrow();
});
