// `npm run seed:scale`: fills the PostgreSQL database named by DATABASE_URL with production-sized data
// (bench/scale-data.ts) after migrating it. Run it on an empty database; a second run sees the data
// and stops. `npm run bench:api` uses the same data.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedReferenceData } from '../src/seed/reference-data.js';
import { isScaleSeeded, seedScale } from './scale-data.js';

/** Migrates, seeds the reference lists and the scale data unless it is there already. */
export async function prepareScaleDatabase(url: string, log: (line: string) => void) {
  const database = await openDatabase({ url });
  try {
    await migrateDatabase(database);
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    if (await isScaleSeeded(pool)) {
      log('scale data already present');
      return;
    }
    const started = performance.now();
    log('seeding scale data:');
    await seedScale(pool, log);
    const { rows } = await pool.query<Record<string, string>>(
      `select (select count(*) from users) as users, (select count(*) from content_packages) as packages,
         (select count(*) from codes) as codes, (select count(*) from code_uses) as code_uses,
         (select count(*) from entitlements) as entitlements, (select count(*) from progress) as progress,
         pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    const counts = rows[0]!;
    log(
      `done in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
        Object.entries(counts)
          .map(
            ([name, value]) =>
              `${name} ${Number.isNaN(Number(value)) ? value : Number(value).toLocaleString('en')}`,
          )
          .join(', '),
    );
  } finally {
    await pool.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error('seed:scale needs DATABASE_URL=postgres://... (an empty PostgreSQL database)');
    process.exit(1);
  }
  await prepareScaleDatabase(url, (line) => console.log(line));
}
