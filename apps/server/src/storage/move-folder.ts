// Moves a folder of files into storage, each under its relative path as key: the demo content is
// generated on disk, and a remote store receives it this way.
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Storage } from './storage.js';

export async function moveFolderToStorage(folder: string, storage: Storage): Promise<number> {
  let moved = 0;
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(folder, path).split(sep).join('/');
      const { size } = await stat(path);
      await storage.write(key, createReadStream(path), { contentLength: size });
      moved += 1;
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return moved;
}
