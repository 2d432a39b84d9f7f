// Faults survived, nothing lost. The server runs as its own process on a PostgreSQL cluster the test
// owns (support/own-postgres.ts):
// - the database stops under load: requests get 503 with the spec's message (never a 500, never a
//   hang), readiness says so, liveness does not, and once the database is back the server serves
//   again by itself; every signup it acknowledged is in the database;
// - the server is killed (SIGKILL) during a write load of signups, SoundCheck results and code
//   activations: after a restart, every write that got a 2xx is in the database.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from './support/own-postgres.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { signupBody } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

const bin = postgresBinaries();
if (!bin)
  console.warn('faults.test.ts: skipped (no PostgreSQL binaries under /usr/lib/postgresql)');

/** No request may take longer than this, outage or not. */
const REQUEST_LIMIT_MS = 15_000;

interface Sent {
  status: number;
  body: unknown;
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: response.status, body: parsed } satisfies Sent;
}

const newName = () => `f${randomUUID().replace(/-/g, '').slice(0, 18)}`;

describe.skipIf(!bin)('faults', { timeout: 180_000 }, () => {
  let db: OwnPostgres;
  let pool: pg.Pool;
  let server: ServerProcess;
  const env = () => ({
    DATABASE_URL: db.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-faults-')),
    DEMO: '0',
    RATE_LIMITS: 'off',
    WEB_CONCURRENCY: '1',
    JWT_SECRET: 'f'.repeat(48),
  });

  beforeAll(async () => {
    db = await startOwnPostgres(bin!);
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => {}); // the test stops the database under it
    server = await startServerProcess(env());
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await pool?.end().catch(() => {});
    db?.destroy();
  });

  it('answers 503 while the database is down, recovers by itself, and keeps every acknowledged signup', async () => {
    const acknowledged: string[] = [];
    const unexpected: Sent[] = [];
    let outage = false;
    let during503 = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        const username = newName();
        const sent = await call(server.url, 'POST', '/api/users', signupBody(username));
        if (sent.status === 201) acknowledged.push(username);
        else if (sent.status === 503) {
          during503 += outage ? 1 : 0;
          expect(sent.body).toEqual(errorBody({ message: MESSAGES.serviceUnavailable }));
        } else unexpected.push(sent);
      }
    };
    const workers = Array.from({ length: 4 }, worker);

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    outage = true;
    db.stop('fast');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const ready = await call(server.url, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);

    db.start();
    outage = false;
    const deadline = Date.now() + 30_000;
    while ((await call(server.url, 'GET', '/api/health/ready')).status !== 200) {
      if (Date.now() > deadline) throw new Error('the server did not recover');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const countBefore = acknowledged.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(workers);

    expect(unexpected).toEqual([]);
    expect(during503).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(countBefore); // signups work again
    expect(server.child.exitCode).toBeNull(); // the same process throughout
    const { rows } = await pool.query<{ username: string }>(
      'select username from users where username = any($1)',
      [acknowledged],
    );
    expect(rows.map((row) => row.username).sort()).toEqual([...acknowledged].sort());
  });

  it('keeps every acknowledged write when the server is killed mid-load (SIGKILL)', async () => {
    // A book with a SoundCheck item, and fresh single-use codes for it.
    const {
      rows: [book],
    } = await pool.query<{ id: string }>(
      `insert into content_packages (title, active, content) values ('Fault book', true, $1) returning id`,
      [
        JSON.stringify({
          ebook: { title: '', pdfFilePath: null, trialVersionPdfFilePath: null },
          videoList: [],
          audioList: [],
          audioListZipFilePath: null,
          mmsList: [
            {
              title: 'SoundCheck',
              contentList: [
                {
                  _id: 'item-1',
                  title: 'One',
                  mmsId: 'm1',
                  trialVersion: false,
                  audioFilePath: null,
                  durationInSeconds: 10,
                },
              ],
            },
          ],
        }),
      ],
    );
    const {
      rows: [list],
    } = await pool.query<{ id: string }>(
      `insert into coupon_lists (name, package_id) values ('Fault codes', $1) returning id`,
      [book!.id],
    );
    const codes = Array.from({ length: 400 }, () =>
      randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase().replace(/[OIL]/g, '7'),
    );
    await pool.query(
      `insert into codes (list_id, code, max_uses) select $1, unnest($2::text[]), 1`,
      [list!.id, codes],
    );

    const acked = { signups: [] as string[], activations: [] as string[], results: [] as number[] };
    /** The last result each learner's save of got a 200 for (results only ever improve here). */
    const lastScore = new Map<string, number>();
    let killed = false;
    const loop = async (step: () => Promise<void>) => {
      while (!killed) {
        try {
          await step();
        } catch {
          // the connection died with the server: not acknowledged
        }
      }
    };
    let nextCode = 0;
    const learner = async () => {
      const username = newName();
      const signup = await call(server.url, 'POST', '/api/users', signupBody(username));
      if (signup.status !== 201) return;
      acked.signups.push(username);
      const token = (signup.body as { token: string }).token;
      const code = codes[nextCode++ % codes.length]!;
      const activation = await call(
        server.url,
        'POST',
        '/api/coupons/activate',
        { coupon: code },
        token,
      );
      if (activation.status !== 200) return;
      acked.activations.push(`${username}:${code}`);
      for (let score = 10; score <= 100 && !killed; score += 10) {
        const saved = await call(
          server.url,
          'POST',
          '/api/users/me/progress',
          {
            contentPackageId: book!.id,
            contentId: 'item-1',
            result: {
              percent_played: 100,
              score,
              pitch_score: score,
              rhythm_score: score,
              complete: true,
              pass: score >= 60,
            },
          },
          token,
        );
        if (saved.status !== 200) continue;
        acked.results.push(score);
        lastScore.set(username, score);
      }
    };
    const loops = Array.from({ length: 6 }, () => loop(learner));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    server.child.kill('SIGKILL');
    killed = true;
    await server.exited;
    await Promise.all(loops);
    expect(acked.signups.length).toBeGreaterThan(0);
    expect(acked.activations.length).toBeGreaterThan(0);
    expect(acked.results.length).toBeGreaterThan(0);

    server = await startServerProcess(env());
    const { rows: users } = await pool.query<{ username: string }>(
      'select username from users where username = any($1)',
      [acked.signups],
    );
    expect(users.length).toBe(acked.signups.length);
    const { rows: uses } = await pool.query<{ used: string }>(
      `select u.username || ':' || c.code as used from code_uses cu
       join users u on u.id = cu.user_id join codes c on c.id = cu.code_id
       where u.username = any($1)`,
      [acked.signups],
    );
    for (const activation of acked.activations) {
      expect(uses.map((row) => row.used)).toContain(activation);
    }
    const { rows: saved } = await pool.query<{ username: string; score: number }>(
      `select u.username, p.score from progress p join users u on u.id = p.user_id
       where u.username = any($1)`,
      [[...lastScore.keys()]],
    );
    const best = new Map(saved.map((row) => [row.username, row.score]));
    for (const [username, score] of lastScore) {
      expect(best.get(username), username).toBeGreaterThanOrEqual(score);
    }
    const { rows: doubled } = await pool.query(
      'select code_id from code_uses group by code_id having count(*) > 1',
    );
    expect(doubled).toEqual([]);
    // The restarted server serves those accounts.
    const login = await call(server.url, 'POST', '/auth/local', {
      username: acked.signups[0],
      password: 'Secret123',
    });
    expect(login.status).toBe(200);
  });
});
