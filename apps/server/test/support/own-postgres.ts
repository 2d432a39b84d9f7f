// A PostgreSQL cluster of the test's own (initdb in a temporary folder, a free port, trust auth), so
// a test can stop and start the database under the server. Uses the machine's PostgreSQL binaries
// (Debian: /usr/lib/postgresql/<version>/bin); as root, they run as the postgres user, since
// PostgreSQL refuses to run as root.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.js';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  port: number;
  /** Stops the server: 'fast' (clients cut, clean shutdown) or 'immediate' (as a crash would). */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops it and removes its folder. */
  destroy(): void;
}

export async function startOwnPostgres(bin: string, database = 'bandbook'): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'bandbook-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    void run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'postgres.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    void run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    stop,
    start,
    destroy() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
