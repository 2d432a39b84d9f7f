// The built app (apps/server/dist + apps/web/dist) served by the real server on a fresh data
// directory with the demo catalogue, for the web benchmark and the screenshot script.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookSlug, type Dashboard } from '@bandbook/domain';

const root = join(import.meta.dirname, '..', '..');
const serverEntry = join(root, 'apps/server/dist/server.js');
const webIndex = join(root, 'apps/web/dist/index.html');

export interface BuiltApp {
  url: string;
  /** The demo learner's session token (POST /auth/local). */
  logIn(username: string, password: string): Promise<string>;
  get<T>(path: string, token?: string): Promise<T>;
  stop(): Promise<void>;
}

export async function startBuiltApp(port: number): Promise<BuiltApp> {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('No build found: run `npm run build` first.');
  }
  // 127.0.0.1, not localhost: Node's fetch may try ::1 first, where the server does not listen.
  const url = `http://127.0.0.1:${port}`;
  // As `npm start` runs it (NODE_ENV unset): production would switch the demo catalogue off.
  const { NODE_ENV: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bandbook-built-app-')),
      DEMO: '1',
      RATE_LIMITS: 'off',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // The first start generates the demo catalogue: about a minute on two cores.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (health.ok) break;
    } catch {
      // not listening (or not answering) yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not start within 5 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const get = async <T>(path: string, token?: string): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };

  return {
    url,
    get,
    async logIn(username, password) {
      const response = await fetch(`${url}/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (!response.ok) throw new Error(`log in as ${username}: ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface LearnerRoute {
  name: string;
  path: string;
  signedIn: boolean;
}

/**
 * The learner pages the web benchmark and the screenshots visit, as the demo learner: home (as a
 * guest), library, discover, the first book of the library and the profile, and that learner's token.
 */
export async function learnerRoutes(app: BuiltApp) {
  const token = await app.logIn('demo', 'Learner123');
  const dashboard = await app.get<Dashboard>('/api/dashboard/dynamic', token);
  const book = dashboard.userList[0];
  if (!book) throw new Error('the demo learner has no books');
  const routes: LearnerRoute[] = [
    { name: 'home', path: '/', signedIn: false },
    { name: 'library', path: '/dashboard/library', signedIn: true },
    { name: 'discover', path: '/dashboard/discover', signedIn: true },
    { name: 'book', path: `/books/${bookSlug(book.title)}/content`, signedIn: true },
    { name: 'profile', path: '/profile', signedIn: true },
  ];
  return { token, routes };
}
