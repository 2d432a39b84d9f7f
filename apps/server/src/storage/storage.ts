// The storage layer: files live under keys like 'uploads/audio/<book>/track.mp3'. The local driver
// keeps them in DATA_DIR/storage; keys are validated so a key can never leave that folder.
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { writeFile } from 'node:fs/promises';

export interface Storage {
  root: string;
  /** Absolute path of a key, or undefined when the key is malformed. */
  pathOf(key: string): string | undefined;
  exists(key: string): boolean;
  size(key: string): number;
  write(key: string, data: Uint8Array | string): Promise<void>;
  read(key: string): NodeJS.ReadableStream;
}

const KEY_PATTERN = /^uploads\/[A-Za-z0-9._\-/]+$/;

export function isValidKey(key: string): boolean {
  return (
    KEY_PATTERN.test(key) &&
    !key.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

export function createLocalStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'storage');
  mkdirSync(root, { recursive: true });
  const pathOf = (key: string) => {
    if (!isValidKey(key)) return undefined;
    const path = resolve(root, key);
    return path.startsWith(root + sep) ? path : undefined;
  };
  return {
    root,
    pathOf,
    exists: (key) => {
      const path = pathOf(key);
      return Boolean(path && existsSync(path) && statSync(path).isFile());
    },
    size: (key) => statSync(pathOf(key)!).size,
    async write(key, data) {
      const path = pathOf(key);
      if (!path) throw new Error(`invalid storage key: ${key}`);
      mkdirSync(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    read: (key) => createReadStream(join(root, key)),
  };
}
