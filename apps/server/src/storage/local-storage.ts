// The local driver: files in DATA_DIR/storage, browser uploads POSTed to this server (/api/uploads)
// under a policy it signs like S3 (sigv4-post.ts) and checks before storing (post-policy-check.ts).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import {
  access,
  constants,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { signedMediaUrl } from './media-urls.js';
import {
  amzDate,
  credentialOf,
  encodePolicy,
  LOCAL_ACCESS_KEY_ID,
  LOCAL_BUCKET,
  LOCAL_REGION,
  localSecretKey,
  signPolicy,
  SIGV4_ALGORITHM,
} from './sigv4-post.js';
import { isValidKey, type Storage, type StoredObject } from './storage.js';

/** Where the local driver's upload form is POSTed (same origin as the SPA, so a path). */
export const LOCAL_UPLOAD_URL = '/api/uploads';

export function createLocalStorage(dataDir: string, jwtSecret: string): Storage {
  const root = resolve(dataDir, 'storage');
  // Streams are written here first and renamed into place whole: a refused or broken upload leaves
  // nothing under its key. Outside uploads/, so never served.
  const incoming = join(root, '.incoming');
  mkdirSync(root, { recursive: true });
  const secretKey = localSecretKey(jwtSecret);
  const pathOf = (key: string) => {
    if (!isValidKey(key)) return undefined;
    const path = resolve(root, key);
    return path.startsWith(root + sep) ? path : undefined;
  };
  const pathFor = (key: string) => {
    const path = pathOf(key);
    if (!path) throw new Error(`invalid storage key: ${key}`);
    return path;
  };

  return {
    driver: 'local',
    root,
    pathOf,
    ping: () => access(root, constants.R_OK | constants.W_OK),
    async exists(key) {
      const path = pathOf(key);
      return Boolean(path && existsSync(path) && statSync(path).isFile());
    },
    size: async (key) => (await stat(pathFor(key))).size,
    async write(key, body) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      if (!(body instanceof Readable)) return writeFile(path, body);
      await mkdir(incoming, { recursive: true });
      const temporary = join(incoming, randomUUID());
      try {
        await pipeline(body, createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    read: async (key) => createReadStream(pathFor(key)),
    readBytes: async (key) => new Uint8Array(await readFile(pathFor(key))),
    list: () => listFolder(root),
    delete: async (key) => rm(pathFor(key), { force: true }),
    async presignPost({ key, contentType, maxBytes, expiresInSeconds }) {
      const now = new Date();
      const date = amzDate(now);
      const credential = credentialOf(LOCAL_ACCESS_KEY_ID, date.slice(0, 8), LOCAL_REGION);
      const expiration = new Date(now.getTime() + expiresInSeconds * 1000).toISOString();
      const policy = encodePolicy({
        expiration,
        conditions: [
          { bucket: LOCAL_BUCKET },
          ['eq', '$key', key],
          ['eq', '$Content-Type', contentType],
          ['content-length-range', 1, maxBytes],
          { 'x-amz-algorithm': SIGV4_ALGORITHM },
          { 'x-amz-credential': credential },
          { 'x-amz-date': date },
        ],
      });
      const signature = signPolicy(secretKey, date.slice(0, 8), LOCAL_REGION, policy);
      const fields = Object.entries({
        key,
        'Content-Type': contentType,
        policy,
        'X-Amz-Credential': credential,
        'X-Amz-Algorithm': SIGV4_ALGORITHM,
        'X-Amz-Date': date,
        'X-Amz-Signature': signature,
      }).map(([name, value]) => ({ name, value }));
      return { url: LOCAL_UPLOAD_URL, fields, policy, signature, date, credential, expiration };
    },
    signedGetUrl: async (key, { expiresInSeconds }) =>
      signedMediaUrl(jwtSecret, key, Math.floor(Date.now() / 1000) + expiresInSeconds),
    publicUrl: () => undefined,
  };
}

/** The files under root/uploads as keys, sorted; names no key can have (the app never writes one) are left out. */
async function* listFolder(root: string): AsyncIterable<StoredObject> {
  const uploads = join(root, 'uploads');
  if (!existsSync(uploads)) return;
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true });
  const keys = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(isValidKey)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) yield { key, size: (await stat(join(root, key))).size };
}
