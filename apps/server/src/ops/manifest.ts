// A backup folder: the database (database.dump from pg_dump, or database.tar.gz from PGlite), every
// stored file under storage/<key>, and manifest.json naming each with its size and sha256. The
// manifest is written last, so a folder without one is an unfinished backup.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidKey } from '../storage/storage.js';
import { OpsError } from './ops-error.js';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;
export const STORAGE_FOLDER = 'storage';

export interface ManifestFile {
  /** Path inside the backup folder, with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  appVersion: string;
  database: ManifestFile & { kind: 'postgres' | 'pglite' };
  /** Every stored file: `key` is its storage key, `path` is storage/<key>. */
  files: (ManifestFile & { key: string })[];
}

/** Copies a stream to `path` and answers its size and sha256, without holding it in memory. */
export async function copyCounting(source: Readable, path: string) {
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, counter, createWriteStream(path, { flags: 'wx' }));
  return { size, sha256: hash.digest('hex') };
}

/** The sha256 of a file, streamed. */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A path of the manifest as a file inside `dir`; anything that would leave it is refused. */
export function pathInside(dir: string, path: string): string {
  const root = resolve(dir);
  const full = resolve(root, ...path.split('/'));
  if (!full.startsWith(root + sep))
    throw new OpsError(`The manifest names a path outside the backup: ${path}`);
  return full;
}

function checkShape(manifest: Manifest) {
  const fileOk = (file: ManifestFile | undefined) =>
    file &&
    typeof file.path === 'string' &&
    Number.isSafeInteger(file.size) &&
    /^[0-9a-f]{64}$/.test(file.sha256);
  const kinds = ['postgres', 'pglite'];
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new OpsError(
      `The manifest's format ${String(manifest.format)} is not ${MANIFEST_FORMAT}`,
    );
  }
  if (!fileOk(manifest.database) || !kinds.includes(manifest.database.kind)) {
    throw new OpsError('The manifest does not describe the database dump');
  }
  if (!Array.isArray(manifest.files)) throw new OpsError('The manifest has no list of files');
  for (const file of manifest.files) {
    if (!fileOk(file) || !isValidKey(file.key) || file.path !== `${STORAGE_FOLDER}/${file.key}`) {
      throw new OpsError(`The manifest names a bad stored file: ${String(file?.key)}`);
    }
  }
}

/**
 * Reads the manifest of `dir` and checks that every file it names is there with its size and
 * sha256; throws OpsError naming the first that is not. Nothing is written.
 */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new OpsError(
      missing
        ? `${join(dir, MANIFEST_FILE)} is missing: not a backup, or an unfinished one`
        : `${join(dir, MANIFEST_FILE)} cannot be read: ${(error as Error).message}`,
    );
  }
  checkShape(manifest);
  for (const file of [manifest.database, ...manifest.files]) {
    const path = pathInside(dir, file.path);
    const size = await stat(path).then(
      (stats) => stats.size,
      () => undefined,
    );
    if (size === undefined) throw new OpsError(`The backup is missing ${file.path}`);
    if (size !== file.size || (await sha256Of(path)) !== file.sha256) {
      throw new OpsError(
        `The backup's ${file.path} does not match its checksum: refusing to restore`,
      );
    }
  }
  return manifest;
}
