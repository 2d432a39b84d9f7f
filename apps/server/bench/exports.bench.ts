// A 100,000-user CSV export (the pg-boss job's work) and what it does to the event loop: how late a
// 5 ms timer fires while idle, while our batched export runs, and while a
// reference export reads every row in one query and builds the file without yielding. Embedded
// PGlite by default; BENCH_DATABASE_URL=postgres://... runs on a fresh PostgreSQL database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { createAppContext } from '../src/context.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { exportFiles, users } from '../src/db/schema/index.js';
import { csvRow } from '../src/lib/csv.js';
import { runExport } from '../src/admin/exports/exports.service.js';
import { createScratchPostgres } from '../test/support/test-database.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL;
const databaseUrl = adminUrl
  ? (await createScratchPostgres(adminUrl, 'bandbook_bench')).url
  : undefined;
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-bench-')),
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({
  url: databaseUrl,
  dataDir: databaseUrl ? undefined : config.dataDir,
});
await migrateDatabase(database);
const ctx = createAppContext(config, database);

console.log(`Seeding ${USERS.toLocaleString('en')} single users on ${database.kind}...`);
await ctx.db.execute(sql`
  insert into users (username, email, status, currency_code, language_code, newsletter_opt_in)
  select 'bench' || n, 'bench' || n || '@example.com', n % 2, 'USD', 'en-us', n % 3 = 0
  from generate_series(1, ${USERS}) as n`);

interface Figures {
  seconds: number;
  p99: number;
  max: number;
}

const TICK_MS = 5;

/**
 * Runs `work` while a 5 ms timer ticks: each tick's lateness is how long the event loop was held
 * (a request arriving then would have waited as long).
 */
async function measure(work: () => Promise<unknown>): Promise<Figures> {
  const stalls: number[] = [];
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    stalls.push(Math.max(0, now - last - TICK_MS));
    last = now;
  }, TICK_MS);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  // One more tick records a stall that lasted until the work's end.
  await new Promise((resolve) => setTimeout(resolve, 3 * TICK_MS));
  clearInterval(ticker);
  stalls.sort((a, b) => a - b);
  return {
    seconds,
    p99: stalls[Math.floor(stalls.length * 0.99)] ?? 0,
    max: stalls.at(-1) ?? 0,
  };
}

const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, 2000)));

const ours = await measure(async () => {
  const [row] = await ctx.db
    .insert(exportFiles)
    .values({ kind: 'sul', title: 'bench' })
    .returning();
  await runExport(ctx, { exportId: row!.id });
});

/** The reference: one query for every row, the file built in one go (what we avoid). */
const reference = await measure(async () => {
  const rows = await ctx.db.select().from(users);
  const text = rows
    .map((user) => csvRow([user.id, user.username, user.email, user.status, user.createdAt]))
    .join('');
  return text.length;
});

const line = (label: string, f: Figures) =>
  `  ${label.padEnd(44)} ${f.seconds.toFixed(2).padStart(6)} s   loop delay p99 ${f.p99.toFixed(1).padStart(7)} ms   max ${f.max.toFixed(1).padStart(7)} ms`;
console.log(line('idle (2 s)', idle));
console.log(line(`batched export job (${USERS.toLocaleString('en')} rows)`, ours));
console.log(line('reference: one query, no yielding', reference));
console.log(
  `  longest stall: export ${ours.max.toFixed(1)} ms vs reference ${reference.max.toFixed(1)} ms ` +
    `(ratio ${(ours.max / reference.max).toFixed(3)}); export ${(USERS / ours.seconds).toFixed(0)} rows/s`,
);
await database.close();
