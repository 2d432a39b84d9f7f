// What the backup and restore commands share: their database from the configuration, and how a
// failure ends them (one line on stderr, exit code 1; the usage after a bad flag).
import type { Config } from '../config.js';
import { ConfigError } from '../config.js';
import type { DatabaseTarget } from './database-archive.js';
import { OpsError } from './ops-error.js';

/** The database the server uses: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. */
export function databaseTarget(config: Config, pgBin: string | undefined): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, pgBin }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export const DATABASE_NAMES = { postgres: 'PostgreSQL', pglite: 'embedded (PGlite)' } as const;

/** Bytes as an operator reads them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Runs a command's body; a known failure is one line on stderr (and the usage for a bad flag). */
export async function runCommand(body: () => Promise<void>, usage: string): Promise<void> {
  try {
    await body();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const badFlag = typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
    const known = error instanceof OpsError || error instanceof ConfigError || badFlag;
    const message = error instanceof Error ? error.message : String(error);
    console.error(known ? message : `Failed: ${message.split('\n')[0]}`);
    if (badFlag || error instanceof UsageError) console.error(`\n${usage}`);
    process.exitCode = 1;
  }
}

/** A flag missing or wrong: the message, then the usage. */
export class UsageError extends OpsError {}
