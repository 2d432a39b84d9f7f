// Unpacks the exercise zips of one save off the event loop (unzip-worker.ts) into a scratch folder,
// under limits that hold for the whole save: the total unpacked, each zip's ratio of unpacked to
// packed bytes, and the entries of a zip (decision 051). One worker serves a save, then ends.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import type { Storage } from '../../storage/storage.js';

const MB = 1024 * 1024;

/** Exported so that a test can lower them; the worker takes them with each job. */
export const EXERCISE_ZIP_LIMITS = {
  /** Everything the zips of one save unpack to, kept or not. */
  maxUnpackedBytes: 1024 * MB,
  /** A zip, and each of its entries, unpacks to at most this many times its packed size... */
  maxRatio: 100,
  /** ...beyond this much, which any zip or entry may unpack to (a silent stem packs very well). */
  ratioAllowanceBytes: 32 * MB,
  maxEntries: 500,
};

export interface UnzipJob {
  id: number;
  /** Files on this machine's disk. */
  zips: string[];
  outDir: string;
  /** Entries with these extensions are written out; the rest are inflated, counted and dropped. */
  extensions: readonly string[];
  remainingBytes: number;
  limits: Pick<typeof EXERCISE_ZIP_LIMITS, 'maxRatio' | 'ratioAllowanceBytes' | 'maxEntries'>;
}

export interface UnpackedEntry {
  /** Index of its zip in the job. */
  zip: number;
  name: string;
  path: string;
  size: number;
}

/** `unpacked`: bytes inflated, kept or not, up to the end or to the failure. */
export type UnzipOutcome = { unpacked: number } & (
  | { entries: UnpackedEntry[] }
  | { failure: 'total' | 'ratio' | 'entries'; zip: number }
  | { failure: 'entryRatio'; zip: number; entry: string }
  | { failure: 'corrupt'; zip: number; reason: string }
);

// Built, the worker is dist/unzip-worker.js beside dist/server.js (build.mjs). Run from source (tsx,
// Vitest) it is TypeScript, which a worker thread can load only once tsx's loader is registered in it.
const isSource = import.meta.url.endsWith('.ts');

function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 256 } };
  if (!isSource) return new Worker(new URL('./unzip-worker.js', import.meta.url), options);
  const source = JSON.stringify(new URL('./unzip-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`,
    { ...options, eval: true },
  );
}

export class UnzipSession {
  private worker: Worker | undefined;
  private folder: Promise<string> | undefined;
  private jobs = 0;
  private unpacked = 0;

  /** `scratch`: where unpacked files wait for the save (DATA_DIR, not a /tmp that may be memory). */
  constructor(
    private readonly storage: Storage,
    private readonly scratch: string,
  ) {}

  /** Unpacks zips (storage keys that exist) in the worker; limits are checked as bytes come out. */
  async unpack(keys: string[], extensions: readonly string[]): Promise<UnzipOutcome> {
    const outDir = await this.outDir();
    const zips: string[] = [];
    for (const key of keys) zips.push(await this.localPath(key, outDir));
    const outcome = await this.run({
      id: (this.jobs += 1),
      zips,
      outDir,
      extensions,
      remainingBytes: EXERCISE_ZIP_LIMITS.maxUnpackedBytes - this.unpacked,
      limits: EXERCISE_ZIP_LIMITS,
    });
    // A refused zip counts too: a save of many zips that each fail late still stops at the total.
    this.unpacked += outcome.unpacked;
    return outcome;
  }

  /** Ends the worker and removes every unpacked file. */
  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = undefined;
    const folder = await this.folder?.catch(() => undefined);
    if (folder) await rm(folder, { recursive: true, force: true });
  }

  private outDir() {
    this.folder ??= mkdir(this.scratch, { recursive: true }).then(() =>
      mkdtemp(join(this.scratch, 'save-')),
    );
    return this.folder;
  }

  /** The zip's file on disk: where the local driver keeps it, else a copy from the bucket. */
  private async localPath(key: string, outDir: string) {
    const onDisk = this.storage.pathOf(key);
    if (onDisk) return onDisk;
    const copy = join(outDir, `${randomUUID()}.zip`);
    await pipeline(await this.storage.read(key), createWriteStream(copy));
    return copy;
  }

  private run(job: UnzipJob): Promise<UnzipOutcome> {
    const worker = (this.worker ??= startWorker());
    return new Promise((resolve, reject) => {
      const settle = () => {
        worker.off('message', done);
        worker.off('error', failed);
        worker.off('exit', exited);
      };
      const done = (outcome: UnzipOutcome) => {
        settle();
        resolve(outcome);
      };
      const failed = (error: Error) => {
        settle();
        this.worker = undefined;
        reject(error);
      };
      const exited = (code: number) => failed(new Error(`the unzip worker exited (${code})`));
      worker.on('message', done);
      worker.on('error', failed);
      worker.on('exit', exited);
      worker.postMessage(job);
    });
  }
}
