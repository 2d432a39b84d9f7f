// Reads an uploaded file's bytes: through the store's own `readBytes` where the storage interface has
// it (the reworked interface), else from the local driver's file on disk.
import { readFile } from 'node:fs/promises';
import type { Storage } from '../../storage/storage.js';

type StorageWithBytes = Storage & { readBytes?: (key: string) => Promise<Uint8Array> };

/** The file's bytes, or undefined when nothing is stored under the key. */
export async function readStoredBytes(
  storage: StorageWithBytes,
  key: string,
): Promise<Uint8Array | undefined> {
  if (!(await storage.exists(key))) return undefined;
  if (storage.readBytes) return storage.readBytes(key);
  const path = storage.pathOf(key);
  return path ? new Uint8Array(await readFile(path)) : undefined;
}
