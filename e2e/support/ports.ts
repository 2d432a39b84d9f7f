// The ports of the e2e run: the app server and the local OpenID Connect provider. 4173 and 4180 when
// they are free, else any free ports, so two runs (two checkouts) can run side by side. The main
// process picks them once and leaves them in its environment, which Playwright's workers inherit.
import { execFileSync } from 'node:child_process';

/** Binds each preferred port (or port 0 when it is taken) in a child process and reports what it got. */
function pickPorts(preferred: readonly number[]): number[] {
  const script = `
    const net = require('node:net');
    const bind = (port) => new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(bind(0)));
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
    (async () => {
      const servers = [];
      for (const port of ${JSON.stringify(preferred)}) servers.push(await bind(port));
      console.log(servers.map((server) => server.address().port).join(','));
      for (const server of servers) server.close();
    })();`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    .trim()
    .split(',')
    .map(Number);
}

if (!process.env.BANDBOOK_E2E_APP_PORT || !process.env.BANDBOOK_E2E_OIDC_PORT) {
  const [app, oidc] = pickPorts([4173, 4180]);
  process.env.BANDBOOK_E2E_APP_PORT = String(app);
  process.env.BANDBOOK_E2E_OIDC_PORT = String(oidc);
}

export const APP_PORT = Number(process.env.BANDBOOK_E2E_APP_PORT);
export const OIDC_PORT = Number(process.env.BANDBOOK_E2E_OIDC_PORT);
export const APP_URL = `http://localhost:${APP_PORT}`;
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'bandbook-e2e';
export const OIDC_CLIENT_SECRET = 'e2e-secret';
export const OIDC_PROVIDER_ID = 'test';
export const OIDC_PROVIDER_LABEL = 'Test ID';

/** Chromium as every browser of the e2e package starts it (tests, web benchmark, screenshots): the system binary, no background networking. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
