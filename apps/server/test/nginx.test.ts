// deploy/nginx-bandbook.conf, run by the machine's nginx in front of two Bandbook processes in
// production mode (PostgreSQL, Redis, TRUST_PROXY=loopback): http is redirected to https, TLS ends
// at nginx, requests reach both processes, and a process restarted under a stream of requests costs
// none of them. Only the ports, the certificate (self-signed here) and the temp paths differ from the
// file a deployment uses. Needs TEST_DATABASE_URL and nginx (CI installs it).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:https';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from './support/test-database.js';
import { TEST_REDIS_URL } from './support/test-redis.js';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process.js';

const NGINX = '/usr/sbin/nginx';
const adminUrl = process.env.TEST_DATABASE_URL;
const missing = !adminUrl ? 'TEST_DATABASE_URL' : !existsSync(NGINX) ? 'nginx' : undefined;
if (missing) console.warn(`nginx.test.ts: skipped (needs ${missing})`);

const CONFIG = new URL('../../../deploy/nginx-bandbook.conf', import.meta.url);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe.skipIf(missing)('behind nginx', { timeout: 120_000 }, () => {
  let dir: string;
  let cert: string;
  let httpPort: number;
  let httpsPort: number;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let nginx: ChildProcess;
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;

  /** One request through nginx over TLS, trusting only the test's certificate. */
  const viaHttps = (path: string, method = 'GET', body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          path,
          method,
          ca: cert,
          servername: 'localhost',
          agent: false,
          headers: {
            host: 'localhost',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bandbook-nginx-'));
    chmodSync(dir, 0o777); // nginx's workers (not root) write their temp files here
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(join(dir, 'cert.pem'), 'utf8');

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

    // The deployment's file with this run's ports, certificate and upstreams.
    const site = readFileSync(CONFIG, 'utf8')
      .replace(/^\s*listen \[::\].*\n/gm, '')
      .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
      .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace(/server_name bandbook\.example\.com;/g, 'server_name localhost;')
      .replace('/etc/ssl/bandbook/fullchain.pem', join(dir, 'cert.pem'))
      .replace('/etc/ssl/bandbook/privkey.pem', join(dir, 'key.pem'))
      .replace(/server 127\.0\.0\.1:3000 /, `server 127.0.0.1:${servers[0]!.port} `)
      .replace(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${servers[1]!.port} `);
    writeFileSync(join(dir, 'bandbook.conf'), site);
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(join(dir, temp), { mode: 0o777 });
    }
    writeFileSync(
      join(dir, 'nginx.conf'),
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/bandbook.conf;
}
`,
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let nginxErrors = '';
    nginx.stderr!.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ok = await viaHttps('/api/health').then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ok) break;
      if (nginx.exitCode !== null || Date.now() > deadline) {
        throw new Error(`nginx did not start: ${nginxErrors}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await scratch?.drop();
  });

  it('redirects http to https', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      httpRequest(
        {
          host: '127.0.0.1',
          port: httpPort,
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
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
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
