// Long because: every case starts real server processes on one PostgreSQL and one Redis; the
// process helpers and the cases share them.
// Several API processes on one PostgreSQL database and one Redis, each started as an operator would
// (src/server.ts in its own process): a rate limit and the login backoff hold across processes, a
// catalogue write in one process is seen by the next read in another, the cluster replaces a worker
// that dies and stops them all on SIGTERM, and SIGTERM lets received requests finish. PostgreSQL
// only (the embedded database belongs to one process): set TEST_DATABASE_URL; CI does.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, packageContentSchema } from '@bandbook/domain';
import { createJwtService } from '../src/security/jwt.js';
import { createScratchPostgres } from './support/test-database.js';
import { signupBody } from './support/test-app.js';
import { TEST_REDIS_URL } from './support/test-redis.js';
import { isRunning, startServerProcess, type ServerProcess } from './support/server-process.js';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn('scale-out.test.ts: skipped (set TEST_DATABASE_URL to a PostgreSQL server)');
}

describe.skipIf(!adminUrl)('several API processes', { timeout: 120_000 }, () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let pool: pg.Pool;
  let env: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;
  const jwtSecret = randomBytes(48).toString('base64url');
  const started: ServerProcess[] = [];

  const start = async (extra: Record<string, string> = {}) => {
    const server = await startServerProcess({ ...env, ...extra });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    scratch = await createScratchPostgres(adminUrl!, 'bandbook_scaleout');
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    // Dropping the database at the end ends its connections: not an error of the test.
    pool.on('error', () => {});
    env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: TEST_REDIS_URL,
      // Counters of this run only: other runs may share the machine's Redis.
      REDIS_PREFIX: `bandbook-test-${randomUUID()}:`,
      JWT_SECRET: jwtSecret,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-scaleout-')),
      DEMO: '0',
      RATE_LIMITS: 'on',
      WEB_CONCURRENCY: '1',
    };
    // One after the other: the first migrates the empty database.
    a = await start();
    b = await start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop('SIGKILL')));
    await pool?.end();
    await scratch?.drop();
  });

  const send = (
    method: 'POST' | 'PUT',
    server: ServerProcess,
    path: string,
    body: unknown,
    token?: string,
  ) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const post = (server: ServerProcess, path: string, body: unknown, token?: string) =>
    send('POST', server, path, body, token);

  async function signUp(server: ServerProcess) {
    const username = `u${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const response = await post(server, '/api/users', signupBody(username));
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };
    return { username, token };
  }

  it('holds a per-address rate limit across two processes sharing Redis', async () => {
    // Forgot password: five per address per 15 minutes, asked of A and B in turn.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await send('PUT', i % 2 ? b : a, '/api/users/password/forgot', {
        email: `nobody${i}@example.com`,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('holds the per-account login backoff across two processes', async () => {
    const { username } = await signUp(a);
    for (let i = 0; i < 5; i++) {
      const response = await post(i % 2 ? b : a, '/auth/local', { username, password: 'Wrong123' });
      expect(response.status).toBe(401);
    }
    // The sixth attempt, even with the right password and on the other process, must wait.
    const blocked = await post(b, '/auth/local', { username, password: 'Secret123' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('shows a catalogue write made in one process to the next read in another', async () => {
    const { token } = await signUp(b);
    const titles = async () => {
      const response = await fetch(`${b.url}/api/dashboard/dynamic`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { allList: { title: string }[] };
      return body.allList.map((card) => card.title);
    };
    const {
      rows: [draft],
    } = await pool.query<{ id: string }>(
      `insert into content_packages (title, active, content) values ($1, false, '{}') returning id`,
      [`Draft ${randomUUID()}`],
    );
    const {
      rows: [staff],
    } = await pool.query<{ id: string }>(
      `insert into users (username, email, role, status) values ($1, $2, 'superadmin', 1) returning id`,
      [`s${randomUUID().slice(0, 8)}`, `s${randomUUID().slice(0, 8)}@example.com`],
    );
    const staffToken = await createJwtService(jwtSecret).sign({
      userId: staff!.id,
      tokenVersion: 0,
    });
    const before = await titles(); // B now holds a copy of the catalogue without the draft
    const title = (
      await pool.query<{ title: string }>('select title from content_packages where id = $1', [
        draft!.id,
      ])
    ).rows[0]!.title;
    expect(before).not.toContain(title);

    const published = await fetch(`${a.url}/api/admin/content-packages/${draft!.id}/active`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ active: true }),
    });
    expect(published.status).toBe(200);
    expect(await titles()).toContain(title);
  });

  it("shows a learner's write made in one process to the next read in another, and revokes at once", async () => {
    const { token } = await signUp(a);
    const me = async (server: ServerProcess, bearer = token) =>
      fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${bearer}` } });
    const firstname = async (server: ServerProcess) =>
      ((await (await me(server)).json()) as { firstname: string }).firstname;
    expect(await firstname(b)).toBe(''); // B keeps the learner in memory now
    const saved = await send('PUT', a, '/api/users/me', { firstname: 'Ada' }, token);
    expect(saved.status).toBe(200);
    expect(await firstname(b)).toBe('Ada');

    // A logout in A revokes the token in B at once.
    const out = await post(a, '/api/users/me/logout', {}, token);
    expect(out.status).toBeLessThan(300);
    expect((await me(b)).status).toBe(401);
  });

  it('shows a code used in one process to the next read in both, and never uses it twice', async () => {
    const {
      rows: [book],
    } = await pool.query<{ id: string }>(
      `insert into content_packages (title, active, content) values ($1, true, $2) returning id`,
      [`Coded ${randomUUID()}`, JSON.stringify(packageContentSchema.parse({}))],
    );
    const {
      rows: [list],
    } = await pool.query<{ id: string }>(
      `insert into coupon_lists (name, package_id) values ('Scale-out', $1) returning id`,
      [book!.id],
    );
    const code = `S0${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`; // as normalizeCode writes it
    await pool.query(`insert into codes (list_id, code, max_uses) values ($1, $2, 1)`, [
      list!.id,
      code,
    ]);
    const [first, second] = [await signUp(a), await signUp(b)];
    const held = async (server: ServerProcess, token: string) => {
      const response = await fetch(`${server.url}/api/users/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const me = (await response.json()) as { subscriptionList: { contentPackageId: string }[] };
      return me.subscriptionList.map((subscription) => subscription.contentPackageId);
    };
    // Both processes keep the learner in memory now.
    expect(await held(a, first.token)).toEqual([]);
    expect(await held(b, first.token)).toEqual([]);

    // Two learners try the one-use code at once, in the two processes: one gets it.
    const tries = await Promise.all([
      post(a, '/api/coupons/activate', { coupon: code }, first.token),
      post(b, '/api/coupons/activate', { coupon: code }, second.token),
    ]);
    expect(tries.map((response) => response.status).sort()).toEqual([200, 400]);
    const winner = tries[0]!.status === 200 ? first : second;
    expect(await held(a, winner.token)).toEqual([book!.id]);
    expect(await held(b, winner.token)).toEqual([book!.id]);
    const {
      rows: [uses],
    } = await pool.query<{ uses: number; recorded: string }>(
      `select uses, (select count(*) from code_uses u where u.code_id = c.id) as recorded
       from codes c where code = $1`,
      [code],
    );
    expect(uses).toEqual({ uses: 1, recorded: '1' });
  });

  it('reads through while its listening connection is down, and listens again by itself', async () => {
    const { token } = await signUp(a);
    const read = async () =>
      (await (
        await fetch(`${b.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { _id: string; firstname: string };
    const firstname = async () => (await read()).firstname;
    const { _id: id, firstname: name } = await read();
    expect(name).toBe('');
    const listeners = async () =>
      (
        await pool.query<{ pid: number }>(
          `select pid from pg_stat_activity where application_name = 'bandbook-bandbook_changes'
           and datname = current_database()`,
        )
      ).rows.map((row) => row.pid);
    const before = await listeners();
    expect(before.length).toBe(2); // one per process
    await pool.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [before]);
    // Changed while no process listens: no notification reaches anyone.
    await pool.query(`update users set firstname = 'Grace' where id = $1`, [id]);
    const deadline = Date.now() + 10_000;
    while ((await firstname()) !== 'Grace') {
      if (Date.now() > deadline) throw new Error('B kept the old name');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const deadline2 = Date.now() + 10_000;
    while ((await listeners()).filter((pid) => !before.includes(pid)).length < 2) {
      if (Date.now() > deadline2) throw new Error('the processes did not listen again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Listening again: a later change is told as before.
    await pool.query(`update users set firstname = 'Hopper' where id = $1`, [id]);
    const deadline3 = Date.now() + 5_000;
    while ((await firstname()) !== 'Hopper') {
      if (Date.now() > deadline3) throw new Error('B did not hear the later change');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('runs WEB_CONCURRENCY workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    // info: each worker logs 'Server listening' once it serves (tsx compiles each worker's code
    // first, which takes a while on a busy machine).
    const cluster = await start({ WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' });
    const listening = () =>
      new Set(
        cluster
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"Server listening'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
    const until = async (check: () => boolean | Promise<boolean>, what: string) => {
      const deadline = Date.now() + 30_000;
      while (!(await check())) {
        if (Date.now() > deadline) {
          throw new Error(`timed out waiting for ${what}; the server said:\n${cluster.output()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const ready = () =>
      fetch(`${cluster.url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status === 200,
        () => false,
      );
    await until(() => listening().size === 2, 'two workers serving');
    const [victim, survivor] = cluster.workerPids();
    process.kill(victim!, 'SIGKILL');
    // Once the primary has seen the death, the other worker serves every request while a replacement
    // starts (connections the dying worker had accepted die with it: that is what a crash costs).
    await until(() => /exited \(SIGKILL\)/.test(cluster.output()), 'the primary to notice');
    for (let i = 0; i < 5; i++) expect(await ready()).toBe(true);
    await until(
      () => cluster.workerPids().length === 2 && !cluster.workerPids().includes(victim!),
      'a replacement worker',
    );
    await until(() => listening().size === 3, 'the replacement serving');
    expect(cluster.workerPids()).toContain(survivor);
    expect(cluster.output()).toMatch(/API process \d+ exited \(SIGKILL\): starting another/);
    // The replacement serves: with the survivor gone, only it can answer.
    const replacement = cluster.workerPids().find((pid) => pid !== survivor)!;
    process.kill(survivor!, 'SIGKILL');
    await until(
      () => (cluster.output().match(/exited \(SIGKILL\)/g) ?? []).length === 2,
      'the primary to notice the second death',
    );
    for (let i = 0; i < 5; i++) expect(await ready()).toBe(true);

    const workers = [replacement, ...cluster.workerPids()];
    const exit = await Promise.race([
      cluster.stop('SIGTERM'),
      new Promise((resolve) => setTimeout(() => resolve('still running'), 45_000)),
    ]);
    expect(exit, cluster.output()).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  });

  it('drains on SIGTERM, finishes every request it received, then exits 0 and accepts no more', async () => {
    // info: the log says which requests arrived before the signal, and how each one ended.
    const server = await start({ LOG_LEVEL: 'info', SHUTDOWN_DRAIN: '2' });
    const { username } = await signUp(server);
    // Logins take a while (argon2id, at most four at once per process): when the first answer is
    // back, others are in flight.
    let signalled = false;
    let answeredAfterSignal = 0;
    const logins = Array.from({ length: 16 }, () =>
      post(server, '/auth/local', { username, password: 'Secret123' }).then(async (response) => {
        if (signalled) answeredAfterSignal += 1;
        return { status: response.status, body: (await response.json()) as unknown };
      }),
    );
    await Promise.race(logins);
    server.child.kill('SIGTERM');
    signalled = true;
    // Draining: not ready (a load balancer stops sending), still answering, connections not kept.
    // (The signal reaches the process's event loop a moment later, so ask until it says so.)
    let ready = await fetch(`${server.url}/api/health/ready`);
    for (let i = 0; ready.status === 200 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = await fetch(`${server.url}/api/health/ready`);
    }
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', message: 'shutting down' });
    expect(ready.headers.get('connection')).toBe('close');
    const answers = await Promise.all(logins);
    expect(await server.exited).toBe(0);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) => JSON.parse(line) as { reqId?: string; msg: string; res?: { statusCode: number } },
      );
    const signal = lines.findIndex((line) => line.msg.startsWith('SIGTERM'));
    expect(signal).toBeGreaterThan(0);
    const before = new Set(
      lines
        .slice(0, signal)
        .flatMap((line) => (line.msg === 'incoming request' ? [line.reqId] : [])),
    );
    const ended = new Map(
      lines.flatMap((line) =>
        line.msg === 'request completed' ? [[line.reqId, line.res?.statusCode] as const] : [],
      ),
    );
    // Every request that had arrived got its (successful) answer, after the signal for some of them.
    const unanswered = [...before].filter((id) => {
      const status = ended.get(id);
      return status === undefined || status < 200 || status > 299;
    });
    expect(unanswered).toEqual([]);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    // Sent before the signal, every login was served (the drain outlasts their arrival).
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
