// deploy/nginx-bandbook.conf, run by the machine's nginx in front of two Bandbook processes in
// production mode (PostgreSQL, Redis, TRUST_PROXY=loopback): http is redirected to https, TLS ends
// at nginx, requests reach both processes, and a process restarted under a stream of requests costs
// none of them, and one request id runs through nginx's log, the app and the answer. Only the ports,
// the certificate (self-signed here) and the temp and log paths differ from the file a deployment
// uses. Needs TEST_DATABASE_URL and nginx (CI installs it).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from './support/test-database.js';
import { TEST_REDIS_URL } from './support/test-redis.js';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process.js';
import { nginxInstalled, startNginx, type Answer, type LocalNginx } from './support/local-nginx.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const missing = !adminUrl ? 'TEST_DATABASE_URL' : !nginxInstalled() ? 'nginx' : undefined;
if (missing) console.warn(`nginx.test.ts: skipped (needs ${missing})`);

describe.skipIf(missing)('behind nginx', { timeout: 120_000 }, () => {
  let nginx: LocalNginx;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;
  const viaHttps = (path: string, method?: string, body?: string) =>
    nginx.request(path, method, body);

  beforeAll(async () => {
    const httpsPort = await freePort();
    scratch = await createScratchPostgres(adminUrl!, 'bandbook_nginx');
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `bandbook-test-${randomUUID()}:`,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      PUBLIC_URL: `https://localhost:${httpsPort}`,
      TRUST_PROXY: 'loopback',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-nginx-data-')),
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
    };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    nginx = await startNginx(
      servers.map((server) => server.port),
      httpsPort,
    );
  }, 120_000);

  afterAll(async () => {
    nginx?.stop();
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await scratch?.drop();
  });

  it('redirects http to https', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      httpRequest(
        {
          host: '127.0.0.1',
          port: nginx.httpPort,
          path: '/library?tab=1',
          headers: { host: 'localhost' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: '' }));
        },
      )
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://localhost/library?tab=1');
  });

  it('serves the API over TLS, ready, with the error format and the security headers', async () => {
    const ready = await viaHttps('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      redis: 'ok',
    });
    // Behind a trusted proxy that says https, production sets HSTS and does not redirect again.
    expect(ready.headers['strict-transport-security']).toBeDefined();
    const login = await viaHttps(
      '/auth/local',
      'POST',
      JSON.stringify({ username: 'nobody', password: 'Wrong123' }),
    );
    expect(login.status).toBe(401);
    expect(JSON.parse(login.body)).toHaveProperty('message');
  });

  it("gives every request one id, the caller's or nginx's, in nginx's log, the answer and its error body", async () => {
    const login = JSON.stringify({ username: 'nobody', password: 'Wrong123' });
    const traced = await nginx.request('/auth/local', 'POST', login, {
      'x-request-id': 'support-ticket.4711',
    });
    expect(traced.status).toBe(401);
    expect(traced.headers['x-request-id']).toBe('support-ticket.4711');
    expect(JSON.parse(traced.body)).toMatchObject({ requestId: 'support-ticket.4711' });

    const untraced = await nginx.request('/auth/local', 'POST', login);
    const made = untraced.headers['x-request-id'];
    // nginx's $request_id (32 hex digits), not the app's own (a UUID, with dashes).
    expect(made).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(untraced.body)).toMatchObject({ requestId: made });

    // nginx writes its line when the request is finished, which may be just after the answer.
    const logged = (id: string) =>
      existsSync(nginx.accessLog) && readFileSync(nginx.accessLog, 'utf8').includes(` rid=${id} `);
    await expect.poll(() => logged('support-ticket.4711') && logged(String(made))).toBe(true);
  });

  it('spreads requests over both processes and loses none while one restarts', async () => {
    const statuses: number[] = [];
    const stream = (async () => {
      for (let i = 0; i < 300; i++) statuses.push((await viaHttps('/api/config/public')).status);
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A rolling restart of the first process: SIGTERM (it drains), then a new one on its port.
    const old = servers[0]!;
    expect(await old.stop('SIGTERM')).toBe(0);
    servers[0] = await startServerProcess(env, { port: old.port });
    await stream;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const served = (server: ServerProcess) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"url":"/api/config/public"')).length;
    expect(served(old) + served(servers[0]!)).toBeGreaterThan(0);
    expect(served(servers[1]!)).toBeGreaterThan(0);
  });
});
