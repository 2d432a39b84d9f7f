// Generating 100,000 codes for one code list (the admin's create call does exactly this in one
// transaction), beside a reference: inserting as many plain rows of random uuids into a table with a
// unique index, the same way (5,000 rows an INSERT). Checks that no code came out twice. Embedded
// PGlite by default; BENCH_DATABASE_URL=postgres://... runs on a fresh PostgreSQL database.
import { mkdtempSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { codes } from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { createCodeList } from '../src/modules/coupons/create-code-list.js';
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
await database.close();
