// `npm run backup -- --out <dir>`: the database (pg_dump's custom format, or PGlite's own dump of the
// embedded database) and every stored file (through the storage driver, so local folder or bucket
// alike) into a new folder, with manifest.json naming each file's size and sha256. Files are streamed,
// never held whole in memory. docs/deploy.md §9 says how to run and schedule it.
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { DUMP_FILES, dumpDatabase } from '../ops/database-archive.js';
import {
  copyCounting,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  pathInside,
  STORAGE_FOLDER,
  type Manifest,
} from '../ops/manifest.js';
import {
  DATABASE_NAMES,
  databaseTarget,
  formatBytes,
  runCommand,
  UsageError,
} from '../ops/command.js';
import { createStorage } from '../storage/create-storage.js';
import { APP_VERSION } from '../version.js';

export const BACKUP_USAGE = `Usage: npm run backup -- --out <dir> [--pg-bin <dir>]

Writes a backup of the database the server uses and of every stored file into <dir>, which must be
new or empty: database.dump (pg_dump --format=custom, when DATABASE_URL is set) or database.tar.gz
(the embedded database in DATA_DIR, through PGlite's dump; stop the server first), storage/<key> for
each file (local folder or S3 bucket, as configured), and manifest.json with each file's size and
sha256, written last. Run it with the server's environment. --pg-bin names the folder of the
pg_dump to use when the one on PATH is older than the server.`;

interface Io {
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

/** Makes the backup; answers its manifest (undefined for --help). Throws OpsError when it cannot. */
export async function backup(argv: string[], io: Io): Promise<Manifest | undefined> {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      'pg-bin': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    io.log(BACKUP_USAGE);
    return undefined;
  }
  if (!values.out)
    throw new UsageError('--out <dir> is required: the folder to write the backup to.');
  const out = resolve(values.out);
  const config = loadConfig(io.env);
  const existing = await readdir(out).catch(() => []);
  if (existing.length > 0) {
    throw new UsageError(`${out} is not empty: a backup goes into a new or empty folder.`);
  }
  await mkdir(out, { recursive: true });

  const target = databaseTarget(config, values['pg-bin']);
  const dumpPath = DUMP_FILES[target.kind];
  const dumped = await dumpDatabase(target, join(out, dumpPath));

  // After the dump: every file a dumped row names was stored before it, so it is copied too (files
  // uploaded meanwhile are copied as well, and are harmless extras).
  const storage = createStorage(config.storage, config.dataDir, config.jwtSecret);
  const files: Manifest['files'] = [];
  for await (const { key } of storage.list()) {
    const path = `${STORAGE_FOLDER}/${key}`;
    const destination = pathInside(out, path);
    await mkdir(dirname(destination), { recursive: true });
    files.push({ key, path, ...(await copyCounting(await storage.read(key), destination)) });
  }

  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    createdAt: new Date().toISOString(),
    appVersion: APP_VERSION,
    database: { kind: target.kind, path: dumpPath, ...dumped },
    files,
  };
  const temporary = join(out, `${MANIFEST_FILE}.partial`);
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
  await rename(temporary, join(out, MANIFEST_FILE));
  const stored = files.reduce((sum, file) => sum + file.size, 0);
  io.log(
    `Backed up the ${DATABASE_NAMES[target.kind]} database (${formatBytes(dumped.size)}) and ` +
      `${files.length} stored files (${formatBytes(stored)}) to ${out}`,
  );
  return manifest;
}

// Run as a command (tsx, or the bundle dist/backup.js), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCommand(async () => {
    await backup(process.argv.slice(2), { env: process.env, log: (line) => console.log(line) });
  }, BACKUP_USAGE);
}
