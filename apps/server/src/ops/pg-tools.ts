// pg_dump and pg_restore, spawned without a shell, connected through the environment (pg-environment.ts),
// with the first line of what they complain about as the error. They must be of the server's major
// version or newer (pg_dump refuses a newer server); `--pg-bin` picks another installed version.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { OpsError } from './ops-error.js';
import { pgEnvironment } from './pg-environment.js';

export interface PgToolOptions {
  databaseUrl: string;
  /** A folder holding pg_dump and pg_restore; without it they are looked up on PATH. */
  pgBin?: string | undefined;
  env?: NodeJS.ProcessEnv;
}

/** Runs one tool to its end; throws OpsError with its first complaint when it fails. */
export async function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  options: PgToolOptions,
): Promise<void> {
  const { env: connection, dropped } = pgEnvironment(options.databaseUrl);
  if (dropped.length > 0) {
    process.stderr.write(
      `${tool}: leaving out URL options it does not know: ${dropped.join(', ')}\n`,
    );
  }
  const command = options.pgBin ? join(options.pgBin, tool) : tool;
  const child = spawn(command, ['--no-password', ...args], {
    env: { ...(options.env ?? process.env), ...connection },
    stdio: ['ignore', 'ignore', 'pipe'],
    shell: false,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < 64 * 1024) stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new OpsError(
        `${command} was not found: install the PostgreSQL client tools of the server's version (Debian: postgresql-client) or pass --pg-bin <dir>`,
      );
    }
    throw error;
  });
  if (code !== 0) {
    const password = connection.PGPASSWORD;
    const lines = stderr.split('\n').filter((line) => line.trim() !== '');
    const reason = lines.find((line) => /error|fatal/i.test(line)) ?? lines[0] ?? `exit ${code}`;
    const safe = password ? reason.split(password).join('***') : reason;
    throw new OpsError(`${tool} failed: ${safe.replace(/^(pg_dump|pg_restore): /, '')}`);
  }
}
