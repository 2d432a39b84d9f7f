// Builds the real app on a fresh database for a test file, with helpers to sign up, sign in and read
// the outbox the way a client would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import type { Mailer } from '../../src/mail/mailer.js';
import { seedReferenceData } from '../../src/seed/reference-data.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** Signs up a fresh learner and returns its credentials and token. */
  signUp(overrides?: Record<string, unknown>): Promise<SignedUpUser>;
  outbox(): Promise<{ to: string; subject: string; text: string; links: string[] }[]>;
}

export interface SignedUpUser {
  username: string;
  email: string;
  password: string;
  token: string;
  autoLoginToken: string;
}

let counter = 0;

export function uniqueName(prefix = 'user'): string {
  counter += 1;
  // Fixed widths: unpadded, counter 1 with random 23 and counter 12 with random 3 made the same name.
  const count = String(counter).padStart(4, '0');
  const random = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return `${prefix}${process.pid}${count}${random}`.slice(0, 24);
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid POST /api/users body for this username (password 'Secret123'). */
export const signupBody = (username: string) => ({
  username,
  email: `${username}@example.com`,
  password: 'Secret123',
  languageCode: 'en-us',
  currencyCode: 'USD',
  newsletterOptIn: false,
});

/** One API call through inject: a bearer token when given, a JSON body when given. */
export function callApi(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** POST /api/coupons/activate: the learner with this token enters a book's code. */
export function activateCode(t: TestApp, coupon: string, token: string) {
  return callApi(t, 'POST', '/api/coupons/activate', token, { coupon });
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    mailer?: Mailer;
    logStream?: Writable;
    webDist?: string;
    /** Told of every query the app sends (tests count queries). */
    onQuery?: (query: string) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bandbook-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://bandbook.test',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { onQuery, ...appOptions } = options;
  const database = await createTestDatabase({ onQuery });
  await seedReferenceData(database.db);
  const app = await buildApp({ config, database, ...appOptions });
  await app.ready();
  // Tests write straight to the database (fixtures) and then ask the app at once. On PostgreSQL the
  // change feed tells the app of such a write moments after its commit (decision 024): each request
  // waits until the app has heard of every earlier commit, as a later request in production would.
  const inject = app.inject.bind(app);
  app.inject = (async (request: InjectOptions | string) => {
    await app.changeFeed.sync();
    return inject(request);
  }) as typeof app.inject;

  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
    async signUp(overrides = {}) {
      const body = { ...signupBody(uniqueName()), ...overrides };
      const response = await app.inject({ method: 'POST', url: '/api/users', payload: body });
      if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
      const tokens = json<{ token: string; autoLoginToken: string }>(response);
      return {
        username: String(body.username),
        email: String(body.email),
        password: String(body.password),
        ...tokens,
      };
    },
    async outbox() {
      const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
      return response.json();
    },
  };
}

/** The token of the newest emailed link to `to` whose path starts with `prefix`. */
export function linkToken(
  messages: { to: string; links: string[] }[],
  to: string,
  prefix: string,
): string {
  for (const message of messages) {
    if (message.to !== to) continue;
    const link = message.links.find((l) => new URL(l).pathname.startsWith(prefix));
    if (link) return new URL(link).pathname.slice(prefix.length);
  }
  throw new Error(`no ${prefix} link for ${to}`);
}
