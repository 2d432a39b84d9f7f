// On PostgreSQL, the pool keeps to its size (DATABASE_POOL_SIZE), and a connection the server ends while
// idle (restart, failover, admin command) is replaced on the next query instead of crashing the process.
// Runs when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { createScratchPostgres } from './support/test-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL connections', () => {
  it('opens no more connections than the pool size, however many queries wait', async () => {
    const scratch = await createScratchPostgres(adminUrl!);
    const database = await openDatabase({ url: scratch.url, poolSize: 2 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          database.sql.executeSql('select pg_backend_pid() as pid, pg_sleep(0.05)', []),
        ),
      );
      const pids = new Set(answers.map((answer) => (answer.rows[0] as { pid: number }).pid));
      expect(pids.size).toBe(2);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });

  it('survives idle connections being terminated', async () => {
    const scratch = await createScratchPostgres(adminUrl!);
    const lost: Error[] = [];
    const database = await openDatabase({ url: scratch.url, onIdleError: (e) => lost.push(e) });
    try {
      await Promise.all([1, 2, 3].map(() => database.ping()));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [new URL(scratch.url).pathname.slice(1)],
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      // Each idle connection reports its loss; only then is every dead one out of the pool.
      await expect.poll(() => lost.length).toBe(rows.length);
      await database.ping();
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
