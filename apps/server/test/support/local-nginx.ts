// deploy/nginx-bandbook.conf run by the machine's nginx in front of Bandbook processes on this
// machine: only the ports, the certificate (self-signed, made here with openssl) and the temp paths
// differ from the file a deployment uses. For the nginx test (test/nginx.test.ts) and the web bench
// (e2e/bench/web.bench.ts), which scores the learner pages as a deployment serves them: HTTP/2 over TLS.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.js';

export const NGINX = '/usr/sbin/nginx';
export const nginxInstalled = () => existsSync(NGINX);

const CONFIG = new URL('../../../../deploy/nginx-bandbook.conf', import.meta.url);

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface LocalNginx {
  /** Plain http: it only redirects to https. */
  httpPort: number;
  httpsPort: number;
  /** https://localhost:{httpsPort} */
  url: string;
  /** The self-signed certificate (PEM), for a client to trust. */
  cert: string;
  /** base64 SHA-256 of the certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string;
  /** nginx's access log, in the site file's `bandbook` format. */
  accessLog: string;
  /** One request over TLS, trusting only this certificate. */
  request(
    path: string,
    method?: string,
    body?: string,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  stop(): void;
}

/** The deployment's site file with this run's ports, certificate and upstream processes. */
function siteConfig(ports: { http: number; https: number }, dir: string, upstreams: number[]) {
  const config = readFileSync(CONFIG, 'utf8');
  const upstreamLines = /^( *)server 127\.0\.0\.1:\d+ (.*)\n(?:\1server 127\.0\.0\.1:\d+ .*\n)*/m;
  const upstream = upstreamLines.exec(config);
  if (!upstream) throw new Error(`no upstream servers found in ${CONFIG.pathname}`);
  const [, indent, options] = upstream;
  return config
    .replace(
      upstreamLines,
      upstreams.map((port) => `${indent}server 127.0.0.1:${port} ${options}\n`).join(''),
    )
    .replace(/^\s*listen \[::\].*\n/gm, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/server_name bandbook\.example\.com;/g, 'server_name localhost;')
    .replace('/etc/ssl/bandbook/fullchain.pem', join(dir, 'cert.pem'))
    .replace('/etc/ssl/bandbook/privkey.pem', join(dir, 'key.pem'))
    .replace('/var/log/nginx/bandbook.access.log', join(dir, 'access.log'));
}

/**
 * Starts nginx with the deployment's file in front of the processes listening on `upstreams`, on
 * `httpsPort` if given (processes started before it may need to know their public URL).
 */
export async function startNginx(upstreams: number[], httpsPort?: number): Promise<LocalNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'bandbook-nginx-'));
  chmodSync(dir, 0o777); // nginx's workers (not root) write their temp files here
  const httpPort = await freePort();
  httpsPort ??= await freePort();
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
  const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });

  writeFileSync(
    join(dir, 'bandbook.conf'),
    siteConfig({ http: httpPort, https: httpsPort }, dir, upstreams),
  );
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

  const viaHttps = (
    path: string,
    method = 'GET',
    body?: string,
    headers: Record<string, string> = {},
  ) =>
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
            ...headers,
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

  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
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
      nginx.kill('SIGTERM');
      throw new Error(`nginx did not start: ${nginxErrors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    httpPort,
    httpsPort,
    url: `https://localhost:${httpsPort}`,
    cert,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    accessLog: join(dir, 'access.log'),
    request: viaHttps,
    stop: () => nginx.kill('SIGTERM'),
  };
}
