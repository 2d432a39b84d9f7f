// Login throughput: the real app on an embedded database, autocannon posting correct credentials to
// POST /auth/local. Each login verifies an argon2id hash (19 MiB, t=2, p=1), which is the cost measured.
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { createAppContext } from '../src/context.js';
import { insertAccount } from '../src/modules/users/create-user.js';
import { ARGON2_OPTIONS } from '../src/security/passwords.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-bench-')),
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
  DEMO: '0',
});
const database = await openDatabase({ url: process.env.DATABASE_URL });
await migrateDatabase(database);
await insertAccount(createAppContext(config, database), {
  username: 'bench',
  email: 'bench@example.com',
  password: 'Bench1234',
  languageCode: 'en-us',
  currencyCode: 'USD',
  newsletterOptIn: false,
  contentChannelIdList: [],
});
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const result = await autocannon({
  url: `${address}/auth/local`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench', password: 'Bench1234' }),
  connections,
  duration: seconds,
});
await app.close();
await database.close();

const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
console.log(
  `login throughput (${database.kind}, ${availableParallelism()} cores, ${connections} connections, ${seconds} s)`,
);
console.log(`  argon2id m=${memoryCost} KiB t=${timeCost} p=${parallelism}`);
console.log(
  `  logins/s   mean ${result.requests.average.toFixed(1)}  (total ${result.requests.total})`,
);
console.log(`  latency ms median ${result.latency.p50}  p99 ${result.latency.p99}`);
console.log(`  non-2xx    ${result.non2xx}  errors ${result.errors}`);
