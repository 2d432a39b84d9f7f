// Long because: one fault (an unreachable database) at each layer: the error reader, the wait at
// start, the error handler, real processes on a cluster of its own.
// The server and an unreachable PostgreSQL server: at start it retries for a bounded time and exits
// with one line naming the database (never its password); while running it answers 503, not 500.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { describeDatabaseUrl } from '../src/db/database-address.js';
import { isDatabaseUnavailable } from '../src/db/errors.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { DatabaseStartError, waitForDatabase } from '../src/db/wait-for-database.js';
import { registerErrorHandler } from '../src/plugins/errors.js';
import { seedReferenceData } from '../src/seed/reference-data.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { errorBody } from './support/error-body.js';
import { createScratchPostgres } from './support/test-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const PASSWORD = 'Pr0xy-S3cret';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const refused = () => withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');

/** Fails the test instead of hanging when a promise takes longer than `ms`. */
async function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('recognising an unreachable database', () => {
  it('sees socket, pg and pool failures through the Drizzle wrapper', () => {
    const wrap = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
    expect(isDatabaseUnavailable(wrap(refused()))).toBe(true);
    expect(isDatabaseUnavailable(wrap(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrap(withCode('terminating connection', '57P01')))).toBe(true);
    expect(isDatabaseUnavailable(wrap(withCode('connection failure', '08006')))).toBe(true);
    const aggregate = Object.assign(new AggregateError([refused(), refused()], ''), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(wrap(aggregate))).toBe(true);
  });

  it('leaves query and constraint errors alone', () => {
    const duplicate = new DrizzleQueryError('insert', [], withCode('duplicate key', '23505'));
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });
});

describe('waiting for the database at start', () => {
  const url = `postgres://bandbook:${encodeURIComponent(PASSWORD + '@x')}@db.internal:6543/bandbook`;
  const target = describeDatabaseUrl(url);

  it('names host and port, and never prints the password', async () => {
    const lines: string[] = [];
    // The driver's message quoting the URL is the worst case: the password must still not show.
    const ping = () =>
      Promise.reject(withCode(`could not reach ${url} (${PASSWORD}@x)`, 'ECONNREFUSED'));
    const error = await waitForDatabase({
      ping,
      address: target.address,
      secrets: target.secrets,
      timeoutMs: 600,
      firstPauseMs: 20,
      log: (line) => lines.push(line),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartError);
    const message = (error as Error).message;
    expect(message).toMatch(/^the database at db\.internal:6543 cannot be reached \(.+\)$/);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of [...lines, message]) {
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain('\n');
    }
    expect(lines[0]).toMatch(/^Database at db\.internal:6543 not reachable \(.+\); trying again/);
  });

  it('returns once the database answers', async () => {
    let attempts = 0;
    const lines: string[] = [];
    await waitForDatabase({
      ping: async () => {
        attempts += 1;
        if (attempts < 3) throw refused();
      },
      address: target.address,
      timeoutMs: 10_000,
      firstPauseMs: 10,
      log: (line) => lines.push(line),
    });
    expect(attempts).toBe(3);
    expect(lines).toHaveLength(2);
  });

  it('gives up on an attempt that never answers', async () => {
    const error = await bounded(
      waitForDatabase({
        ping: () => new Promise<void>(() => undefined),
        address: target.address,
        timeoutMs: 300,
        log: () => undefined,
      }).catch((e: unknown) => e),
      5_000,
    );
    expect((error as Error).message).toMatch(/cannot be reached \(timed out/);
  });

  it('does not retry a refusal that waiting cannot heal', async () => {
    let attempts = 0;
    const ping = async () => {
      attempts += 1;
      throw withCode('password authentication failed for user "bandbook"', '28P01');
    };
    const error = await waitForDatabase({
      ping,
      address: target.address,
      timeoutMs: 10_000,
      log: () => undefined,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/refused the connection \(password authentication/);
    expect(attempts).toBe(1);
  });
});

describe('the error handler', () => {
  it('answers 503 with Retry-After and logs a warning, not an error', async () => {
    const levels: number[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        levels.push((JSON.parse(chunk.toString()) as { level: number }).level);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandler(app);
    app.get('/down', async () => {
      throw new DrizzleQueryError('select * from users where id = $1', ['42'], refused());
    });
    const response = await app.inject({ method: 'GET', url: '/down' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: MESSAGES.serviceUnavailable });
    expect(response.headers['retry-after']).toBeDefined();
    expect(levels).toContain(40);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });
});

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real entry point the way an operator would; killed if it hangs. */
function startServer(databaseUrl: string): Promise<Exit> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-outage-')),
      DATABASE_URL: databaseUrl,
      DATABASE_START_TIMEOUT: '2',
      NODE_ENV: 'development',
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A hang is killed (exit code null) before the test's own budget runs out.
  const killer = setTimeout(() => child.kill('SIGKILL'), 100_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

function expectCleanFailure(exit: Exit, address: string) {
  // Exit code 1 is the server giving up by itself after DATABASE_START_TIMEOUT; a hang would have
  // been killed (code null). No wall clock: node and tsx start slowly on a busy machine.
  expect(exit.code).toBe(1);
  const lines = exit.stderr.split('\n');
  const last = lines.filter((line) => line.startsWith('Bandbook cannot start:'));
  expect(last).toHaveLength(1);
  expect(last[0]).toContain(`the database at ${address} cannot be reached (`);
  expect(lines.filter((line) => line.startsWith('    at '))).toEqual([]);
  expect(exit.stdout + exit.stderr).not.toContain(PASSWORD);
  return last[0]!;
}

describe('starting without a reachable database', () => {
  it('retries, then exits 1 with one line when nothing listens', async () => {
    const closed = await startTcpProxy({ mode: 'refuse' });
    const exit = await startServer(`postgres://bandbook:${PASSWORD}@127.0.0.1:${closed.port}/db`);
    await closed.close();
    const line = expectCleanFailure(exit, `127.0.0.1:${closed.port}`);
    expect(line).toContain('ECONNREFUSED');
    expect(exit.stderr).toMatch(/not reachable .*; trying again in/);
  });

  it('gives up in bounded time on a server that accepts and never answers', async () => {
    const blackhole = await startTcpProxy({ mode: 'blackhole' });
    try {
      const exit = await startServer(
        `postgres://bandbook:${PASSWORD}@127.0.0.1:${blackhole.port}/db`,
      );
      const line = expectCleanFailure(exit, `127.0.0.1:${blackhole.port}`);
      expect(line).toMatch(/time(d)? ?out/i);
    } finally {
      await blackhole.close();
    }
  });
});

describe.skipIf(!adminUrl)('losing PostgreSQL while running', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let token = '';
  const credentials = { username: `outage${process.pid}`, password: 'Secret123' };

  beforeAll(async () => {
    scratch = await createScratchPostgres(adminUrl!);
    const real = new URL(scratch.url);
    proxy = await startTcpProxy({
      target: { host: real.hostname, port: Number(real.port || 5432) },
    });
    const proxied = new URL(scratch.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    // A short connect timeout keeps the blackhole case quick; the behaviour is the same at 5 s.
    database = await openDatabase({
      url: proxied.toString(),
      connectTimeoutMs: 1_000,
      onIdleError: () => undefined,
    });
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-outage-')),
      PUBLIC_URL: 'http://bandbook.test',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database });
    await app.ready();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        ...credentials,
        email: `${credentials.username}@example.com`,
        languageCode: 'en-us',
        currencyCode: 'USD',
        newsletterOptIn: false,
      },
    });
    expect(signup.statusCode).toBe(201);
    token = (signup.json() as { token: string }).token;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  const calls = (): [string, InjectOptions][] => [
    ['me', { method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } }],
    ['public config', { method: 'GET', url: '/api/config/public' }],
    ['login', { method: 'POST', url: '/auth/local', payload: credentials }],
  ];

  async function expectUnavailable() {
    // What this process keeps in memory (decision 024) is trusted only while its listening
    // connection is up: the proxy has just closed it, which the process notices at once.
    const deadline = Date.now() + 5_000;
    while (app.changeFeed.live) {
      if (Date.now() > deadline) throw new Error('the change feed did not notice the outage');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const [name, call] of calls()) {
      const response = await bounded(app.inject(call), 10_000);
      expect(response.statusCode, name).toBe(503);
      expect(response.json(), name).toEqual(errorBody({ message: MESSAGES.serviceUnavailable }));
      expect(response.headers['retry-after'], name).toBeDefined();
    }
    const ready = await bounded(app.inject({ method: 'GET', url: '/api/health/ready' }), 10_000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    // Liveness asks nothing of the database: the process itself is fine.
    const live = await bounded(app.inject({ method: 'GET', url: '/api/health' }), 10_000);
    expect(live.statusCode).toBe(200);
  }

  async function expectServed() {
    for (const [name, call] of calls()) {
      const response = await bounded(app.inject(call), 10_000);
      expect(response.statusCode, name).toBe(200);
    }
    const ready = await bounded(app.inject({ method: 'GET', url: '/api/health/ready' }), 10_000);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  }

  it('answers 503 while the database is gone and recovers by itself', async () => {
    await expectServed();
    await proxy.setMode('refuse');
    await expectUnavailable();
    await proxy.setMode('forward');
    await expectServed();
  });

  it('answers 503 in bounded time while new connections get no answer', async () => {
    await proxy.setMode('refuse'); // drops the pooled connections, so every query needs a new one
    await proxy.setMode('blackhole');
    await expectUnavailable();
    await proxy.setMode('forward');
    await expectServed();
  });
});
