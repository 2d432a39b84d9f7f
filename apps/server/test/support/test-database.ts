// A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL (dropped again when the file is done).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';

async function runAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database next to the one `adminUrl` names; returns its URL and how to drop it. */
export async function createScratchPostgres(adminUrl: string, prefix = 'bandbook_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function createTestDatabase(
  options: { onQuery?: (query: string) => void } = {},
): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase(options);
    await migrateDatabase(database);
    return database;
  }
  const scratch = await createScratchPostgres(adminUrl);
  const database = await openDatabase({ url: scratch.url, ...options });
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
