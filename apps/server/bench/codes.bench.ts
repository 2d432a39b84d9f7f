// Generating 100,000 codes for one code list, beside a reference: inserting as many plain rows of
// random uuids into a table with a unique index, the same way (5,000 rows an INSERT). Checks that no
// code came out twice. Then the admin's create call through the real app, listening: how long the
// server's /api/health answers stall while it makes 100,000 codes (asked from a worker thread, so the
// prober's own clock never waits on the server's event loop), and how long the codes take to be all
// there. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://... runs on a fresh PostgreSQL
// database.
import { mkdtempSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import type { CouponList } from '@bandbook/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createAppContext } from '../src/context.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { codes } from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { createCodeList } from '../src/admin/coupon-lists/create-code-list.js';
import { createStaff } from '../test/support/staff.js';
import { createScratchPostgres } from '../test/support/test-database.js';

const COUNT = Number(process.env.BENCH_CODES ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL;
const databaseUrl = adminUrl
  ? (await createScratchPostgres(adminUrl, 'bandbook_bench')).url
  : undefined;
const database = await openDatabase({
  url: databaseUrl,
  dataDir: databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'bandbook-bench-')),
});
await migrateDatabase(database);
const { db } = database;
const bookId = await createPackage(db, {
  title: 'Bench book',
  author: 'Bench',
  publisher: 'Bench',
});

await db.execute(sql`create table bench_reference (value text not null unique)`);
let started = performance.now();
await db.transaction(async (tx) => {
  for (let i = 0; i < COUNT; i += 5_000) {
    const values = Array.from({ length: Math.min(5_000, COUNT - i) }, () => `('${randomUUID()}')`);
    await tx.execute(sql.raw(`insert into bench_reference (value) values ${values.join(',')}`));
  }
});
const reference = (performance.now() - started) / 1000;

started = performance.now();
const list = await createCodeList(db, { name: 'Bench list', packageId: bookId, codeNbr: COUNT });
const ours = (performance.now() - started) / 1000;

const [counts] = await db
  .select({ all: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct code)::int` })
  .from(codes)
  .where(eq(codes.listId, list.id));
if (counts!.all !== COUNT || counts!.distinct !== COUNT) {
  throw new Error(`expected ${COUNT} distinct codes, got ${counts!.distinct} of ${counts!.all}`);
}
console.log(`${COUNT.toLocaleString('en')} codes on ${database.kind}:`);
console.log(`  reference: plain unique rows    ${reference.toFixed(2).padStart(6)} s`);
console.log(
  `  one code list (CSPRNG codes)   ${ours.toFixed(2).padStart(6)} s   ${(COUNT / ours).toFixed(0)} codes/s   ratio ${(ours / reference).toFixed(2)}`,
);
console.log(
  `  distinct: ${counts!.distinct.toLocaleString('en')} of ${counts!.all.toLocaleString('en')}`,
);

// The same count asked of the listening app, while a worker thread asks /api/health in a loop.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
let longest = 0;
let probes = 0;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    await fetch(workerData.url).then((response) => response.arrayBuffer());
    longest = Math.max(longest, performance.now() - started);
    probes += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  parentPort.postMessage({ longest, probes });
})();
`;
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-bench-app-')),
  PUBLIC_URL: 'http://bandbook.test',
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
  JOB_POLL_SECONDS: '0.5',
});
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const superadmin = await createStaff(createAppContext(config, database), 'superadmin');
const headers = { authorization: `Bearer ${superadmin.token}`, 'content-type': 'application/json' };
const probe = new Worker(PROBE, { eval: true, workerData: { url: `${address}/api/health` } });
await new Promise((resolve) => setTimeout(resolve, 500));

started = performance.now();
const created = await fetch(`${address}/api/admin/coupon-lists`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ name: 'Bench API list', contentPackageId: bookId, codeNbr: COUNT }),
});
const answered = (performance.now() - started) / 1000;
let made = (await created.json()) as CouponList;
// A list made in the background reports its progress until every code is there; it is read once a
// second, as the admin's list page does while it shows the progress.
let longestRead = 0;
while (made.generatedCodesCounter < COUNT) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const asked = performance.now();
  const read = await fetch(`${address}/api/admin/coupon-lists/${made._id}`, { headers });
  made = (await read.json()) as CouponList;
  longestRead = Math.max(longestRead, performance.now() - asked);
}
const complete = (performance.now() - started) / 1000;
const stalls = new Promise<{ longest: number; probes: number }>((resolve) =>
  probe.once('message', resolve),
);
probe.postMessage('stop');
const { longest, probes } = await stalls;
await probe.terminate();
console.log(`  POST /api/admin/coupon-lists, ${COUNT.toLocaleString('en')} codes (app listening):`);
console.log(
  `    answered ${created.status} in ${answered.toFixed(2)} s; all codes there after ${complete.toFixed(2)} s`,
);
console.log(
  `    longest /api/health answer meanwhile: ${longest.toFixed(0)} ms (${probes} probes); longest read of the list: ${longestRead.toFixed(0)} ms`,
);
await app.close();
await database.close();
