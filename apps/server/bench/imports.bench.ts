// CSV imports of 100,000 rows (issue 49 item 2): a learners file (every row a subscription) and a
// codes file, each checked (the dry run) and imported by the real job handlers, in this process.
// Prints rows/s for each step and the longest event-loop stall while it ran, measured with
// perf_hooks' monitorEventLoopDelay, beside a reference: the same histogram over this process's idle
// loop, as a ratio. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://... runs on a fresh
// PostgreSQL database. BENCH_IMPORT_ROWS changes the count.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { CODE_ALPHABET } from '@bandbook/domain';
import { loadConfig } from '../src/config.js';
import { createAppContext } from '../src/context.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { imports, users } from '../src/db/schema/index.js';
import { createCodeList } from '../src/admin/coupon-lists/create-code-list.js';
import { runImportStep } from '../src/admin/imports/import-job.js';
import { importFileKey } from '../src/admin/imports/imports.service.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { seedReferenceData } from '../src/seed/reference-data.js';
import { createScratchPostgres } from '../test/support/test-database.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL;
const scratch = adminUrl ? await createScratchPostgres(adminUrl, 'bandbook_bench') : undefined;
const databaseUrl = scratch?.url;
const dataDir = mkdtempSync(join(tmpdir(), 'bandbook-bench-'));
const database = await openDatabase({
  url: databaseUrl,
  dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
});
await migrateDatabase(database);
await seedReferenceData(database.db);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://bandbook.test',
  LOG_LEVEL: 'silent',
});
const ctx = createAppContext(config, database);
const { db } = ctx;
const bookId = await createPackage(db, {
  title: 'Bench book',
  author: 'Bench',
  publisher: 'Bench',
});
const [staff] = await db
  .insert(users)
  .values({ username: 'benchadmin', email: 'bench@example.com', role: 'superadmin', status: 1 })
  .returning({ id: users.id });
const list = await createCodeList(db, { name: 'Bench list', packageId: bookId, codes: [] });

/** The longest stall (ms) and the 99th percentile while `work` runs. */
async function measured(work: () => Promise<void>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  histogram.disable();
  return { seconds, max: histogram.max / 1e6, p99: histogram.percentile(99) / 1e6 };
}

const idle = await measured(() => sleep(2_000));

async function bench(kind: 'learners' | 'codes', csv: string) {
  const id = randomUUID();
  const fileKey = importFileKey(id);
  await ctx.storage.write(fileKey, csv, { contentType: 'text/csv' });
  await db.insert(imports).values({
    id,
    kind,
    fileKey,
    createdBy: staff!.id,
    couponListId: kind === 'codes' ? list.id : null,
  });
  const check = await measured(() => runImportStep(ctx, { importId: id, step: 'check' }));
  const [checked] = await db.select().from(imports).where(eq(imports.id, id));
  if (checked!.status !== 'checked' || checked!.errorCount > 0 || checked!.totalRows !== ROWS) {
    throw new Error(`${kind}: check ended ${checked!.status} with ${checked!.errorCount} errors`);
  }
  await db.update(imports).set({ status: 'importing' }).where(eq(imports.id, id));
  const write = await measured(() => runImportStep(ctx, { importId: id, step: 'import' }));
  const [done] = await db.select().from(imports).where(eq(imports.id, id));
  if (done!.status !== 'done' || done!.importedRows !== ROWS) {
    throw new Error(`${kind}: import ended ${done!.status} with ${done!.importedRows} rows`);
  }
  for (const [step, figures] of [
    ['check', check],
    ['import', write],
  ] as const) {
    console.log(
      `  ${kind.padEnd(8)} ${step.padEnd(6)} ${figures.seconds.toFixed(2).padStart(7)} s ${(ROWS / figures.seconds).toFixed(0).padStart(7)} rows/s   longest stall ${figures.max.toFixed(1).padStart(6)} ms (p99 ${figures.p99.toFixed(1)} ms)   ratio to idle ${(figures.max / idle.max).toFixed(1)}`,
    );
  }
}

const header =
  'username,email,firstname,lastname,languageCode,currencyCode,subscriptions,subscriptionEnds,trials,trialEnds';
const learnerLines = Array.from(
  { length: ROWS },
  (_, i) => `bench${i},bench${i}@example.com,Bench,Learner ${i},en-us,USD,${bookId},2030-12-31,,`,
);
/** `i` in the printed codes' alphabet, so every code is distinct and valid. */
const printed = (i: number) => {
  let text = '';
  for (let n = i; text === '' || n > 0; n = Math.floor(n / 32)) text = CODE_ALPHABET[n % 32] + text;
  return text.padStart(6, '0');
};
const codeLines = Array.from({ length: ROWS }, (_, i) => `BENCH-${printed(i)}`);

console.log(`${ROWS.toLocaleString('en')} rows per file on ${database.kind}:`);
console.log(
  `  idle loop (reference, 2 s)                longest stall ${idle.max.toFixed(1).padStart(6)} ms (p99 ${idle.p99.toFixed(1)} ms)`,
);
await bench('learners', `\uFEFF${header}\r\n${learnerLines.join('\r\n')}\r\n`);
await bench('codes', `code\n${codeLines.join('\n')}\n`);
await database.close();
await scratch?.drop();
