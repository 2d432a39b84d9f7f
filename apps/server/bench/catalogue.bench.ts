// Response times of the learner's two busiest calls, GET /api/dashboard/dynamic and
// GET /api/content-packages/{id}, on the full demo catalogue: autocannon, 20 connections.
// Embedded PGlite by default; BENCH_DATABASE_URL=postgres://... runs on a fresh PostgreSQL database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createAppContext } from '../src/context.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDatabase } from '../src/seed/seed.js';
import { createScratchPostgres } from '../test/support/test-database.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const adminUrl = process.env.BENCH_DATABASE_URL;
const databaseUrl = adminUrl
  ? (await createScratchPostgres(adminUrl, 'bandbook_bench')).url
  : undefined;
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bandbook-bench-')),
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
  DEMO: '1',
});
const database = await openDatabase({
  url: databaseUrl,
  dataDir: databaseUrl ? undefined : config.dataDir,
});
await migrateDatabase(database);
const seeded = await seedDatabase(createAppContext(config, database));
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const login = await fetch(`${address}/auth/local`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'demo', password: 'Learner123' }),
});
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}` };
const bookId = seeded.demoCodes[0]!.bookId;

async function measure(label: string, path: string) {
  const result = await autocannon({
    url: `${address}${path}`,
    headers,
    connections,
    duration: seconds,
  });
  console.log(
    `  ${label.padEnd(32)} median ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
      `${result.requests.average.toFixed(0).padStart(5)} req/s  non-2xx ${result.non2xx}`,
  );
}

console.log(
  `catalogue (${database.kind}, ${connections} connections, ${seconds} s each, ${seeded.demoContent?.books ?? 0} books)`,
);
await measure('GET /api/dashboard/dynamic', '/api/dashboard/dynamic');
await measure('GET /api/content-packages/{id}', `/api/content-packages/${bookId}`);
await app.close();
await database.close();
