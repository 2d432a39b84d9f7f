// `npm run create-admin`: makes a superadmin in the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR), migrations applied first, so a production install has a documented way
// to its first back-office account (decision 054). Username, email and password come from flags,
// the environment or prompts; the password is hashed as the server hashes it and must be strong.
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { emailSchema, PASSWORD_MAX, usernameSchema } from '@bandbook/domain';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { users } from '../db/schema/index.js';
import { HttpError } from '../lib/http-error.js';
import { recordAudit } from '../modules/audit/audit-log.js';
import { assertUsernameAndEmailFree, takenFieldError } from '../modules/users/unique-fields.js';
import { hashPassword } from '../security/passwords.js';

/** A superadmin's password guards everything: longer than a learner's and not guessable. */
export const ADMIN_PASSWORD_MIN = 12;
/** A passphrase this long needs no mix of character kinds. */
export const ADMIN_PASSPHRASE_MIN = 20;

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- [--username <name>] [--email <address>] [--password <password>]

Creates a superadmin in the database the server uses (DATABASE_URL, or the embedded database in
DATA_DIR; stop the server first when it uses the embedded one). Values not given as flags are read from
ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD, or asked for. Prefer ADMIN_PASSWORD or the prompt
to --password: a flag stays in the shell's history and the process list.`;

const KINDS = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** Why `password` is too weak for a superadmin, or undefined when it is strong enough. */
export function weakPasswordReason(password: string, username: string, email: string) {
  if (password.length > PASSWORD_MAX) {
    return `The password must be at most ${PASSWORD_MAX} characters long.`;
  }
  const kinds = KINDS.filter((kind) => kind.test(password)).length;
  const isLongEnough =
    password.length >= ADMIN_PASSPHRASE_MIN ||
    (password.length >= ADMIN_PASSWORD_MIN && kinds >= 3);
  if (!isLongEnough) {
    return `The password must be at least ${ADMIN_PASSWORD_MIN} characters long with three of: lower case, upper case, digits, symbols (or a passphrase of ${ADMIN_PASSPHRASE_MIN} characters or more).`;
  }
  const lower = password.toLowerCase();
  const names = [username, email.split('@')[0] ?? ''].filter((name) => name.length >= 3);
  if (names.some((name) => lower.includes(name.toLowerCase()))) {
    return 'The password must not contain the username or the email address.';
  }
  if (new Set(password).size < 8) return 'The password repeats too few different characters.';
  return undefined;
}

export class CreateAdminError extends Error {}

interface Io {
  env: NodeJS.ProcessEnv;
  /** Asks for a value on the terminal; undefined when there is none to ask. */
  ask?: (question: string, hidden: boolean) => Promise<string>;
  log: (line: string) => void;
}

async function valueOf(
  flag: string | undefined,
  envName: string,
  label: string,
  io: Io,
  hidden = false,
): Promise<string> {
  const value = flag ?? io.env[envName] ?? (await io.ask?.(`${label}: `, hidden));
  if (value === undefined || value === '') {
    throw new CreateAdminError(`${label} is required (--${label.toLowerCase()} or ${envName}).`);
  }
  return value;
}

function parsed<T>(schema: z.ZodType<T>, value: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new CreateAdminError(result.error.issues[0]!.message);
  return result.data;
}

/** Creates the account; returns its id. Throws CreateAdminError with the reason when it cannot. */
export async function createAdmin(argv: string[], io: Io): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    io.log(CREATE_ADMIN_USAGE);
    return '';
  }
  const username = parsed(
    usernameSchema,
    await valueOf(values.username, 'ADMIN_USERNAME', 'Username', io),
  );
  const email = parsed(emailSchema, await valueOf(values.email, 'ADMIN_EMAIL', 'Email', io));
  const password = await valueOf(values.password, 'ADMIN_PASSWORD', 'Password', io, true);
  const weakness = weakPasswordReason(password, username, email);
  if (weakness) throw new CreateAdminError(weakness);

  const config = loadConfig(io.env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const { db } = database;
    await assertUsernameAndEmailFree(db, { username, email });
    const passwordHash = await hashPassword(password);
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ username, email, passwordHash, role: 'superadmin', status: 1, provider: 'local' })
        .returning({ id: users.id });
      await recordAudit(tx, null, {
        action: 'create',
        entityType: 'user',
        entityId: row!.id,
        entityLabel: username,
        after: { username, email, role: 'superadmin', status: 1 },
      });
      return row!.id;
    });
  } catch (error) {
    const taken = takenFieldError(error) ?? error;
    if (taken instanceof HttpError) throw new CreateAdminError(taken.message);
    throw taken;
  } finally {
    await database.close();
  }
}

/** readline's echo, which a hidden prompt silences (Node has no public switch for it). */
interface Echoing {
  _writeToOutput: (text: string) => void;
}

/** A terminal prompt; a hidden one echoes nothing of what is typed (the password). */
async function ask(question: string, hidden: boolean): Promise<string> {
  const terminal = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: true,
  });
  if (hidden) {
    const echoing = terminal as unknown as Echoing;
    const write = echoing._writeToOutput.bind(terminal);
    echoing._writeToOutput = (text) => write(text.startsWith(question) ? question : '');
  }
  try {
    return await terminal.question(question);
  } finally {
    if (hidden) process.stdout.write('\n');
    terminal.close();
  }
}

async function main(): Promise<void> {
  try {
    const id = await createAdmin(process.argv.slice(2), {
      env: process.env,
      ask: process.stdin.isTTY ? ask : undefined,
      log: (line) => console.log(line),
    });
    if (id)
      console.log(`Created the superadmin account ${id}. Sign in at /login, then open /admin.`);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const known =
      error instanceof CreateAdminError ||
      error instanceof ConfigError ||
      (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
    console.error(known ? (error as Error).message : error);
    if (known) console.error(`\n${CREATE_ADMIN_USAGE}`);
    process.exitCode = 1;
  }
}

// Run as a command (tsx, or the bundle dist/create-admin.js), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
