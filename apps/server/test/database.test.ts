// On PostgreSQL, a connection the server ends while idle (restart, failover, admin command) is
// replaced on the next query instead of crashing the process. Runs when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { createScratchPostgres } from './support/test-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL connection loss', () => {
  it('survives idle connections being terminated', async () => {
    const scratch = await createScratchPostgres(adminUrl!);
    const lost: Error[] = [];
    const database = await openDatabase({ url: scratch.url, onIdleError: (e) => lost.push(e) });
    try {
      await Promise.all([1, 2, 3].map(() => database.ping()));
      const admin = await openDatabase({ url: adminUrl });
      await admin.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${new URL(scratch.url).pathname.slice(1)}`,
      );
      await admin.close();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      await database.ping();
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
