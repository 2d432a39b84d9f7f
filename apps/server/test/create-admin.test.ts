// `npm run create-admin` makes the first superadmin of a production install (decision 054): run as
// a process against the embedded database in DATA_DIR (or PostgreSQL with TEST_DATABASE_URL), it
// migrates an empty database, hashes as the server does, refuses weak passwords and taken names, and
// the account signs in to the back office. It also runs from the bundle the build makes.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build } from 'esbuild';
import { MESSAGES, type CurrentUser } from '@bandbook/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { auditLog, users } from '../src/db/schema/index.js';
import { COMMAND_LINE_ACTOR } from '../src/modules/audit/audit-log.js';
import { ARGON2_OPTIONS } from '../src/security/passwords.js';
import { createScratchPostgres } from './support/test-database.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const STRONG = 'Correct-Horse-9-Battery';

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let bundleDir: string | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bandbook-create-admin-'));
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
});
afterAll(async () => {
  await dropDatabase?.();
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
});

/** The production environment an operator runs the command with (the server's env file). */
const productionEnv = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? tmpdir(),
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  PUBLIC_URL: 'https://bandbook.example',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** Runs a command to its end; resolves with its exit code and everything it printed. */
function run(command: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, command, {
    cwd: repoRoot,
    env: { ...productionEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

const createAdmin = (args: string[], env: Record<string, string> = {}) =>
  run(['scripts/create-admin.mjs', ...args], env);

/** Opens the database the command wrote (PGlite belongs to one process: closed again after). */
async function withApp<T>(use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://bandbook.test',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ url: databaseUrl, dataDir });
  const app = await buildApp({ config, database });
  try {
    return await use(app);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('npm run create-admin', () => {
  it('migrates the database and makes a superadmin who signs in to the back office', async () => {
    const result = await createAdmin(['--username', 'rootadmin', '--email', 'root@example.com'], {
      ADMIN_PASSWORD: STRONG,
    });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Created the superadmin account');
    expect(result.output).not.toContain(STRONG);

    await withApp(async (app) => {
      const login = await app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: { username: 'rootadmin', password: STRONG },
      });
      expect(login.statusCode, login.body).toBe(200);
      const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      const me = (await app.inject({ url: '/api/users/me', headers })).json<CurrentUser>();
      expect(me).toMatchObject({ username: 'rootadmin', role: 'superadmin', status: 1 });
      const staff = await app.inject({
        url: '/api/admin/users/user-list-page?role=superadmin',
        headers,
      });
      expect(staff.statusCode, staff.body).toBe(200);
    });
  });

  it('hashes with the server’s argon2 settings and logs the creation as the command line', async () => {
    const { db, close } = await openRows();
    try {
      const [row] = await db.select().from(users).where(eq(users.username, 'rootadmin'));
      const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_OPTIONS;
      expect(row!.passwordHash).toMatch(
        new RegExp(`^\\$argon2id\\$v=19\\$m=${m},t=${t},p=${p}\\$`),
      );
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
      expect(entry).toMatchObject({
        action: 'create',
        actorId: null,
        actorName: COMMAND_LINE_ACTOR,
      });
    } finally {
      await close();
    }
  });

  it('refuses a weak password, a taken name and a bad email, and creates nothing', async () => {
    const weak = await createAdmin(['--username', 'second', '--email', 'second@example.com'], {
      ADMIN_PASSWORD: 'password123',
    });
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/at least 12 characters/);
    const named = await createAdmin(['--username', 'second', '--email', 'second@example.com'], {
      ADMIN_PASSWORD: 'Second-2024-secret',
    });
    expect(named.code).toBe(1);
    expect(named.output).toMatch(/must not contain the username/);
    const taken = await createAdmin(['--username', 'rootadmin', '--email', 'other@example.com'], {
      ADMIN_PASSWORD: STRONG,
    });
    expect([taken.code, taken.output]).toEqual([
      1,
      expect.stringContaining(MESSAGES.usernameTaken),
    ]);
    const email = await createAdmin(['--username', 'third', '--email', 'not-an-email'], {
      ADMIN_PASSWORD: STRONG,
    });
    expect([email.code, email.output]).toEqual([1, expect.stringContaining(MESSAGES.emailInvalid)]);
    const { db, close } = await openRows();
    try {
      expect(await db.select({ id: users.id }).from(users)).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('runs from the bundle the build makes, with the migrations beside it', async () => {
    // As apps/server/build.mjs bundles it: our workspace packages inside, npm packages outside. Kept
    // under apps/server (in a folder git ignores) so those packages resolve from its node_modules.
    const results = join(repoRoot, 'apps/server/test-results');
    mkdirSync(results, { recursive: true });
    bundleDir = mkdtempSync(join(results, 'create-admin-'));
    await build({
      entryPoints: [join(repoRoot, 'apps/server/src/cli/create-admin.ts')],
      outfile: join(bundleDir, 'create-admin.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      plugins: [
        {
          name: 'npm-packages-outside',
          setup(bundler) {
            bundler.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@bandbook/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    cpSync(join(repoRoot, 'apps/server/src/db/migrations'), join(bundleDir, 'migrations'), {
      recursive: true,
    });
    const result = await run(
      [join(bundleDir, 'create-admin.js'), '--username', 'bundled', '--email', 'b@example.com'],
      { ADMIN_PASSWORD: STRONG },
    );
    expect(result.code, result.output).toBe(0);
    await withApp(async (app) => {
      const login = await app.inject({
        method: 'POST',
        url: '/auth/local',
        payload: { username: 'bundled', password: STRONG },
      });
      expect(login.statusCode, login.body).toBe(200);
    });
  });
});

/** The database as rows, for what the API does not answer (the hash, the audit row). */
async function openRows() {
  const database = await openDatabase({ url: databaseUrl, dataDir });
  return { db: database.db, close: () => database.close() };
}
