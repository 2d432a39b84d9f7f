// Long because: one benchmark script, read top to bottom: the processes, the load slices and the
// one table they fill.
// `npm run bench:api`: the learner's reads on production-sized data (bench/scale-data.ts) beside the
// ceiling, a bare Fastify process answering the same JSON from memory, at 32 connections, for one
// API process and for N (WEB_CONCURRENCY); then code activation (each code used by one learner, one
// in ten raced by a second, then counted in the database) and login. One table, with each read as a ratio of its
// ceiling; the two are measured in alternating slices, and each figure is the median slice. Needs
// PostgreSQL: BENCH_DATABASE_URL (or DATABASE_URL) names a database to fill, or one `npm run
// seed:scale` filled. BENCH_SECONDS (10) per measurement, BENCH_PROCESSES (cores) for N.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createJwtService } from '../src/security/jwt.js';
import { ARGON2_OPTIONS } from '../src/security/passwords.js';
import { freePort } from '../test/support/server-process.js';
import { SCALE_EMAIL_DOMAIN, SCALE_PASSWORD } from './scale-data.js';
import { prepareScaleDatabase } from './seed-scale.js';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error(
    'bench:api needs PostgreSQL: BENCH_DATABASE_URL=postgres://... (an empty database, or one seed:scale filled)',
  );
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
const manyProcesses = Number(process.env.BENCH_PROCESSES ?? availableParallelism());
const activationCodes = Number(process.env.BENCH_ACTIVATIONS ?? 5_000);
/** One activation code in this many is tried by two learners at once. */
const RACED_EVERY = 10;
/** BENCH_PARTS: which of reads, activation and login to measure (all by default). */
const parts = new Set((process.env.BENCH_PARTS ?? 'reads,activation,login').split(','));
const serverDir = fileURLToPath(new URL('..', import.meta.url));

await prepareScaleDatabase(databaseUrl, (line) => console.log(line));
console.log('building the server...');
const build = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const secret = randomBytes(48).toString('base64url');
const jwt = createJwtService(secret);

/** 256 learners, each with a token and one of their books. */
const { rows: viewers } = await pool.query<{ id: string; username: string; package_id: string }>(
  `select u.id, u.username, (select e.package_id from entitlements e where e.user_id = u.id
     and e.kind = 'subscription' limit 1) as package_id
   from users u where u.email like $1 order by hashtext(u.id::text) limit 256`,
  [`%@${SCALE_EMAIL_DOMAIN}`],
);
const tokens = await Promise.all(viewers.map((v) => jwt.sign({ userId: v.id, tokenVersion: 0 })));

interface Running {
  base: string;
  stop(): Promise<void>;
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const startApi = (processes: number) =>
  startProcess([...(process.env.BENCH_API_NODE_ARGS?.split(' ') ?? []), 'dist/server.js'], {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    DEMO: '0',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: String(processes),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-bench-api-')),
  });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  seconds: number;
  ok: number;
}

type RequestFor = (n: number) => { path: string; method?: string; headers?: object; body?: string };

async function load(
  base: string,
  requestFor: RequestFor,
  options: { amount?: number; seconds?: number } = {},
) {
  let n = 0;
  const began = performance.now();
  let lastAnswer = began;
  const settings: autocannon.Options = {
    url: base,
    connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? seconds }),
    requests: [
      {
        setupRequest: (request) => {
          const next = requestFor(n++);
          return {
            ...request,
            method: (next.method ?? 'GET') as 'GET',
            path: next.path,
            headers: { ...(next.headers as Record<string, string>) },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(settings, (error, done) => (error ? reject(error) : resolve(done)));
    run.on('response', () => (lastAnswer = performance.now()));
  });
  const elapsed = (lastAnswer - began) / 1000;
  const figures: Figures = {
    // A fixed amount: every request over the time to the last answer.
    rps: options.amount ? result.requests.total / elapsed : result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // Until the last answer: a run of a fixed amount ends on autocannon's next whole second.
    seconds: elapsed,
    ok: result['2xx'],
  };
  return figures;
}

const auth = (n: number) => ({ authorization: `Bearer ${tokens[n % tokens.length]}` });
const reads: { name: string; compressed?: true; request: RequestFor }[] = [
  {
    name: 'GET /api/dashboard/dynamic',
    request: (n) => ({ path: '/api/dashboard/dynamic', headers: auth(n) }),
  },
  {
    name: 'GET /api/content-packages/{id}',
    request: (n) => ({
      path: `/api/content-packages/${viewers[n % viewers.length]!.package_id}`,
      headers: auth(n),
    }),
  },
  { name: 'GET /api/users/me', request: (n) => ({ path: '/api/users/me', headers: auth(n) }) },
  // What a browser gets: the same answers compressed (plugins/compression.ts), against a ceiling that
  // compresses the same JSON with the same plugin and settings, per request as the API must (its
  // answers are per learner). What compressing itself costs is the row's figure beside its plain row.
  {
    name: 'GET /api/dashboard/dynamic, brotli',
    compressed: true,
    request: (n) => ({
      path: '/api/dashboard/dynamic',
      headers: { ...auth(n), 'accept-encoding': 'br' },
    }),
  },
  {
    name: 'GET /api/users/me, brotli',
    compressed: true,
    request: (n) => ({
      path: '/api/users/me',
      headers: { ...auth(n), 'accept-encoding': 'br' },
    }),
  },
];

interface Row {
  processes: number;
  name: string;
  ceiling: Figures;
  api: Figures;
}
const rows: Row[] = [];
/** Alternating slices per read (BENCH_SECONDS is split between them). */
const SLICES = 3;
const sliceSeconds = Math.max(2, Math.round(seconds / SLICES));

/** The slice with the median throughput (its latencies with it). */
function median(slices: Figures[]): Figures {
  return [...slices].sort((a, b) => a.rps - b.rps)[Math.floor(slices.length / 2)]!;
}
const extra: string[] = [];

for (const processes of [...new Set([1, manyProcesses])]) {
  console.log(`\n${processes} process${processes > 1 ? 'es' : ''}:`);
  const api = await startApi(processes);
  // The ceiling answers exactly what the API answers to the first learner.
  const ceilingDir = mkdtempSync(join(tmpdir(), 'bandbook-ceiling-'));
  const slug = (name: string) => name.replace(/[^a-z]+/gi, '-').toLowerCase();
  for (const read of parts.has('reads') ? reads : []) {
    const { path, headers } = read.request(0);
    const response = await fetch(`${api.base}${path}`, {
      headers: headers as Record<string, string>,
    });
    if (!response.ok) throw new Error(`${read.name}: ${response.status} ${await response.text()}`);
    writeFileSync(join(ceilingDir, `${slug(read.name)}.json`), await response.text());
  }
  // The ceiling runs beside the API, and each read is measured in alternating slices (API, ceiling,
  // API, ...): the machine is shared, so a ratio is only fair between figures taken moments apart.
  const ceiling = await startProcess(['--import', 'tsx', 'bench/ceiling-server.ts'], {
    CEILING_DIR: ceilingDir,
    CEILING_PROCESSES: String(processes),
  });
  for (const read of parts.has('reads') ? reads : []) {
    const apiSlices: Figures[] = [];
    const ceilingSlices: Figures[] = [];
    for (let slice = 0; slice < SLICES; slice++) {
      apiSlices.push(await load(api.base, read.request, { seconds: sliceSeconds }));
      ceilingSlices.push(
        await load(
          ceiling.base,
          () =>
            read.compressed
              ? {
                  path: `/ceiling-compressed/${slug(read.name)}`,
                  headers: { 'accept-encoding': 'br' },
                }
              : { path: `/ceiling/${slug(read.name)}` },
          { seconds: sliceSeconds },
        ),
      );
    }
    rows.push({
      processes,
      name: read.name,
      ceiling: median(ceilingSlices),
      api: median(apiSlices),
    });
    console.log(`  ${read.name} done`);
  }
  await ceiling.stop();

  if (parts.has('activation')) {
    // Activation as a print run sees it: each fresh code used by one learner, and one code in ten
    // also tried by a second learner at the same moment (a shared code); the database must count one
    // use per code and no more.
    const { rows: fresh } = await pool.query<{ code: string }>(
      `select code from codes where uses = 0 order by code limit $1`,
      [activationCodes],
    );
    const codes = fresh.map((r) => r.code);
    const tries = codes.flatMap((code, i) => (i % RACED_EVERY === 0 ? [code, code] : [code]));
    const started = (await pool.query<{ started: Date }>('select now() as started')).rows[0]!
      .started;
    const activation = await load(
      api.base,
      (n) => ({
        method: 'POST',
        path: '/api/coupons/activate',
        headers: { ...auth(n), 'content-type': 'application/json' },
        body: JSON.stringify({ coupon: tries[n % tries.length] }),
      }),
      { amount: tries.length },
    );
    const { rows: counted } = await pool.query<{ used: string; uses: string; over: string }>(
      `select count(*) filter (where c.uses > 0) as used, coalesce(sum(c.uses), 0) as uses,
         count(*) filter (where c.uses > c.max_uses or (select count(*) from code_uses u where u.code_id = c.id) <> c.uses) as over
       from codes c where c.code = any($1)`,
      [codes],
    );
    const tally = counted[0]!;
    extra.push(
      `  ${processes} process(es): code activation ${(activation.ok / activation.seconds).toFixed(0)} activations/s ` +
        `(${activation.rps.toFixed(0)} requests/s, p99 ${activation.p99} ms); ${codes.length} codes, ${tries.length - codes.length} of them tried twice at once: ` +
        `${activation.ok} answered 2xx, ${tally.used} codes used in the database, ${tally.over} double uses`,
    );
    if (Number(tally.used) !== activation.ok || Number(tally.over) !== 0) {
      extra.push('  ACTIVATION COUNT MISMATCH: the 2xx answers and the database disagree');
    }
    // Undo the run's activations, so the next run (or process count) starts from the same holdings.
    await pool.query(
      'delete from code_uses where code_id in (select id from codes where code = any($1))',
      [codes],
    );
    await pool.query('update codes set uses = 0 where code = any($1)', [codes]);
    await pool.query(
      `delete from entitlements where source = 'code' and starts_at >= $1 and user_id = any($2)`,
      [started, viewers.map((v) => v.id)],
    );
  }
  if (parts.has('login')) {
    const login = await load(api.base, (n) => ({
      method: 'POST',
      path: '/auth/local',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: viewers[n % viewers.length]!.username,
        password: SCALE_PASSWORD,
      }),
    }));
    extra.push(
      `  ${processes} process(es): login ${login.rps.toFixed(0)} logins/s, median ${login.p50} ms, p99 ${login.p99} ms, non-2xx ${login.non2xx}`,
    );
  }
  await api.stop();
}
await pool.end();

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\nbench:api: ${connections} connections; each read the median of ${SLICES} slices of ${sliceSeconds} s, ` +
    `alternating with the ceiling; PostgreSQL, scale data; ` +
    `autocannon runs on the same ${availableParallelism()}-core machine`,
);
console.log(
  `${'read'.padEnd(32)} ${pad('procs', 5)} ${pad('ceiling req/s', 13)} ${pad('API req/s', 10)} ${pad('ratio', 6)} ${pad('API p50', 8)} ${pad('API p99', 8)} ${pad('ceiling p99', 11)} ${pad('non-2xx', 8)}`,
);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(32)} ${pad(row.processes, 5)} ${pad(row.ceiling.rps.toFixed(0), 13)} ${pad(row.api.rps.toFixed(0), 10)} ` +
      `${pad(`${((100 * row.api.rps) / row.ceiling.rps).toFixed(0)} %`, 6)} ${pad(`${row.api.p50} ms`, 8)} ${pad(`${row.api.p99} ms`, 8)} ${pad(`${row.ceiling.p99} ms`, 11)} ${pad(row.api.non2xx + row.api.errors, 8)}`,
  );
}
console.log(extra.join('\n'));
console.log(
  `  argon2id: ${ARGON2_OPTIONS.memoryCost / 1024} MiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism}, at most 4 hashes at once per process`,
);
