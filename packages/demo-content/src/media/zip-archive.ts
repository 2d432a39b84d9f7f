// The "download all tracks" zip of a book (fflate). MP3 is already compressed, so entries are stored
// rather than deflated: the zip is built in milliseconds and is no bigger for it.

import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  path: string;
  bytes: Uint8Array;
}

/** A fixed timestamp keeps the archive byte-identical between runs. */
const ENTRY_TIME = new Date('2024-01-01T00:00:00Z');

export function buildZip(entries: ZipEntry[]): Uint8Array {
  const files: Zippable = {};
  for (const entry of entries) files[entry.path] = [entry.bytes, { level: 0, mtime: ENTRY_TIME }];
  return zipSync(files);
}

/** A file or folder name without characters that some systems reject. */
export function safeName(name: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, '-').trim();
}
