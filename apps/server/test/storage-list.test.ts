// Storage.list, which backups read the whole store through: every file under uploads/ with its size,
// in key order, for the local driver (a folder) and the S3 driver (a real S3-compatible server; s3rver
// fails on continuation tokens, so crossing pages is not tested here); files being written are not listed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/storage/local-storage.js';
import { createS3Storage } from '../src/storage/s3-storage.js';
import type { Storage, StoredObject } from '../src/storage/storage.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';

const FILES: StoredObject[] = [
  { key: 'uploads/audio/book-b/track-1.mp3', size: 3 },
  { key: 'uploads/audio/book-a/track-10.mp3', size: 10 },
  { key: 'uploads/thumbnail/cover.png', size: 1 },
  { key: 'uploads/audio/book-a/track-2.mp3', size: 7 },
  { key: 'uploads/ebook/a.pdf', size: 2 },
];
const SORTED = [...FILES].sort((a, b) => (a.key < b.key ? -1 : 1));

async function listAll(storage: Storage) {
  const listed: StoredObject[] = [];
  for await (const object of storage.list()) listed.push(object);
  return listed;
}

async function writeAll(storage: Storage) {
  for (const { key, size } of FILES) await storage.write(key, new Uint8Array(size).fill(7));
}

describe('Storage.list', () => {
  let dataDir: string;
  let s3: TestS3Server;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bandbook-list-'));
    s3 = await startS3Server('bandbook-list');
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await s3.close();
  });

  it('local: every file under uploads/ with its size, in key order, without unfinished writes', async () => {
    const storage = createLocalStorage(dataDir, 'j'.repeat(40));
    expect(await listAll(storage)).toEqual([]);
    await writeAll(storage);
    // A stream being written sits in .incoming; a stray file outside uploads/ is no key either.
    mkdirSync(join(storage.root!, '.incoming'), { recursive: true });
    writeFileSync(join(storage.root!, '.incoming', 'partial'), 'x');
    writeFileSync(join(storage.root!, 'stray.txt'), 'x');
    expect(await listAll(storage)).toEqual(SORTED);
    await storage.delete(FILES[0]!.key);
    expect((await listAll(storage)).map((o) => o.key)).not.toContain(FILES[0]!.key);
  });

  it('S3: every object under uploads/ with its size, in key order', async () => {
    const config = {
      driver: 's3' as const,
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: {
        accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
      },
      publicUrl: undefined,
      acl: false,
    };
    const storage = createS3Storage(config);
    expect(await listAll(storage)).toEqual([]);
    await writeAll(storage);
    expect(await listAll(storage)).toEqual(SORTED);
  });
});
