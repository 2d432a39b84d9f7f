// The worker thread that unpacks exercise zips (decision 051), so inflating never holds the event
// loop: a zip is read from disk in small chunks and inflated as a stream, each kept entry is written
// to its own file, and unpacking stops the moment a limit is passed, so a bomb costs little memory.
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { Unzip, UnzipInflate } from 'fflate';
import type { UnzipJob, UnzipOutcome, UnpackedEntry } from './exercise-unzip.js';

type UnzipFailure = Exclude<UnzipOutcome, { entries: UnpackedEntry[] }>;
type WithoutCount<T> = T extends unknown ? Omit<T, 'unpacked'> : never;

/** A compressed chunk inflates to at most about 1,032 times its size: 16 KiB stays under 17 MiB. */
const CHUNK_BYTES = 16 * 1024;

class LimitPassed extends Error {}

/** The entry whose decoder fflate is about to build (it does so inside file.start()). */
let starting: { packed: number } | undefined;

/** fflate's inflater, counting the packed bytes of its entry as they go in. */
class CountingInflate extends UnzipInflate {
  private readonly entry = starting!;

  override push(chunk: Uint8Array, final: boolean) {
    this.entry.packed += chunk.length;
    super.push(chunk, final);
  }
}

const isZipStart = (head: Uint8Array) =>
  head.length >= 4 &&
  head[0] === 0x50 &&
  head[1] === 0x4b &&
  [3, 5].includes(head[2]!) &&
  head[3] === head[2]! + 1;

/** Folders, macOS metadata, hidden files and names that climb out: never kept. */
const isKept = (name: string, extensions: ReadonlySet<string>) => {
  if (name.endsWith('/') || name.startsWith('__MACOSX/') || name.split('/').includes('..')) {
    return false;
  }
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return !base.startsWith('.') && dot > 0 && extensions.has(base.slice(dot + 1).toLowerCase());
};

function unpack(job: UnzipJob): UnzipOutcome {
  const extensions = new Set(job.extensions);
  const entries: UnpackedEntry[] = [];
  const openFiles = new Set<number>();
  let unpacked = 0;
  let failure: UnzipFailure | undefined;
  const fail = (outcome: WithoutCount<UnzipFailure>): never => {
    failure = { ...outcome, unpacked };
    throw new LimitPassed();
  };

  for (const [zip, zipPath] of job.zips.entries()) {
    const input = openSync(zipPath, 'r');
    // Every entry counts, kept or not: it was inflated all the same.
    const allowance = job.limits.ratioAllowanceBytes;
    const ratioCap = Math.max(
      job.limits.ratioAllowanceBytes,
      fstatSync(input).size * job.limits.maxRatio,
    );
    let zipUnpacked = 0;
    let count = 0;
    const unzip = new Unzip((file) => {
      count += 1;
      if (count > job.limits.maxEntries) fail({ failure: 'entries', zip });
      const path = join(job.outDir, `${job.id}-${zip}-${count}`);
      const output = isKept(file.name, extensions) ? openSync(path, 'w') : undefined;
      const entry: UnpackedEntry = { zip, name: file.name, path, size: 0 };
      const packed = { packed: 0 };
      if (output !== undefined) {
        openFiles.add(output);
        entries.push(entry);
      }
      file.ondata = (error, data, final) => {
        // fflate hands an error thrown here back to this callback: the first failure stands.
        if (failure) throw new LimitPassed();
        if (error) fail({ failure: 'corrupt', zip, reason: error.message });
        entry.size += data.length;
        zipUnpacked += data.length;
        unpacked += data.length;
        if (unpacked > job.remainingBytes) fail({ failure: 'total', zip });
        if (zipUnpacked > ratioCap) fail({ failure: 'ratio', zip });
        // A bomb beside large files that do not pack would pass the zip's ratio: each entry has its own.
        if (entry.size > allowance && entry.size > packed.packed * job.limits.maxRatio) {
          fail({ failure: 'entryRatio', zip, entry: file.name });
        }
        if (output === undefined) return;
        writeSync(output, data);
        if (final) {
          closeSync(output);
          openFiles.delete(output);
        }
      };
      starting = packed;
      file.start();
      starting = undefined;
    });
    unzip.register(CountingInflate);
    let isFirst = true;
    try {
      for (let read = -1; read !== 0;) {
        // A fresh buffer each time: fflate keeps the unread end of a chunk until the next push.
        const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
        read = readSync(input, chunk, 0, CHUNK_BYTES, null);
        // Read as a stream, a zip starts with its first entry (an empty zip with its end record).
        if (isFirst && !isZipStart(chunk.subarray(0, read))) {
          fail({ failure: 'corrupt', zip, reason: 'not a zip file' });
        }
        isFirst = false;
        unzip.push(chunk.subarray(0, read), read === 0);
      }
    } catch (error) {
      if (!(error instanceof LimitPassed)) {
        const reason = error instanceof Error ? error.message : String(error);
        failure = { failure: 'corrupt', zip, reason, unpacked };
      }
    } finally {
      closeSync(input);
      for (const output of openFiles) closeSync(output);
      openFiles.clear();
    }
    if (failure) return failure;
  }
  return { entries, unpacked };
}

parentPort!.on('message', (job: UnzipJob) => {
  parentPort!.postMessage(unpack(job));
});
