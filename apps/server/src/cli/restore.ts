// `npm run restore -- --from <dir>`: checks every file of a backup (npm run backup) against its
// manifest before writing anything, refuses a database that already holds our tables unless --force,
// restores the database (pg_restore in one transaction, or PGlite's loadDataDir), then writes every
// stored file back through the storage driver. It migrates nothing: the server does at its next start.
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { checkTarget, restoreDatabase } from '../ops/database-archive.js';
import { pathInside, readVerifiedManifest, type Manifest } from '../ops/manifest.js';
import {
  DATABASE_NAMES,
  databaseTarget,
  formatBytes,
  runCommand,
  UsageError,
} from '../ops/command.js';
import { OpsError } from '../ops/ops-error.js';
import { createStorage } from '../storage/create-storage.js';

export const RESTORE_USAGE = `Usage: npm run restore -- --from <dir> [--force] [--pg-bin <dir>]

Restores a backup made by npm run backup into the database and storage the server is configured
with (DATABASE_URL or the embedded database in DATA_DIR; local folder or S3 bucket). Every file is
checked against manifest.json first; nothing is written when one does not match. A database that
already holds Bandbook's tables is refused unless --force: then pg_restore drops what the dump holds
before recreating it (one transaction), or the embedded database's folder is moved aside. Stop the
server first. It runs no migrations: the server applies them at its next start.`;

interface Io {
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

/** Restores the backup; answers its manifest (undefined for --help). Throws OpsError when it cannot. */
export async function restore(argv: string[], io: Io): Promise<Manifest | undefined> {
  const { values } = parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      force: { type: 'boolean' },
      'pg-bin': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    io.log(RESTORE_USAGE);
    return undefined;
  }
  if (!values.from) throw new UsageError('--from <dir> is required: the backup folder to restore.');
  const from = resolve(values.from);
  const force = values.force ?? false;

  // Every byte checked before anything is written (reading the configuration may write DATA_DIR).
  const manifest = await readVerifiedManifest(from);
  const config = loadConfig(io.env);
  const target = databaseTarget(config, values['pg-bin']);
  if (manifest.database.kind !== target.kind) {
    const wanted =
      manifest.database.kind === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL';
    throw new OpsError(
      `This backup holds the ${DATABASE_NAMES[manifest.database.kind]} database; ${wanted} to restore it.`,
    );
  }
  await checkTarget(target, force);

  const kept = await restoreDatabase(target, pathInside(from, manifest.database.path), force);
  if (kept) io.log(`The embedded database that was there is kept in ${kept}`);
  const storage = createStorage(config.storage, config.dataDir, config.jwtSecret);
  for (const file of manifest.files) {
    await storage.write(file.key, createReadStream(pathInside(from, file.path)), {
      contentLength: file.size,
    });
  }
  const stored = manifest.files.reduce((sum, file) => sum + file.size, 0);
  io.log(
    `Restored the ${DATABASE_NAMES[target.kind]} database of ${manifest.createdAt} (version ` +
      `${manifest.appVersion}) and ${manifest.files.length} stored files (${formatBytes(stored)}). ` +
      'Start the server: it applies any newer migrations.',
  );
  return manifest;
}

// Run as a command (tsx, or the bundle dist/restore.js), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCommand(async () => {
    await restore(process.argv.slice(2), { env: process.env, log: (line) => console.log(line) });
  }, RESTORE_USAGE);
}
