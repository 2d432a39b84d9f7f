// Benchmark: generates the whole demo catalogue into a scratch folder and prints the total time, the
// time per kind of work and the bytes written per kind of file.
//   node --import tsx packages/demo-content/bench/generate.bench.ts [outDir] [--only slug,slug]
// MP3 time is summed over the encoder threads, so the kinds add up to more than the wall time.

import { readdir, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { generateDemoContent, type MediaKind } from '../src/index.js';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const onlySlugs = onlyIndex >= 0 ? args[onlyIndex + 1]?.split(',') : undefined;
const positional = args.filter(
  (arg, i) => !arg.startsWith('--') && (onlyIndex < 0 || i !== onlyIndex + 1),
);
const outDir = resolve(positional[0] ?? '.bench/demo-content');

async function listFiles(folder: string): Promise<{ path: string; bytes: number }[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? listFiles(path) : [{ path, bytes: (await stat(path)).size }];
    }),
  );
  return nested.flat();
}

await rm(outDir, { recursive: true, force: true });
const perKind = new Map<MediaKind, number>();
const started = performance.now();
const catalogue = await generateDemoContent({
  outDir,
  ...(onlySlugs ? { onlySlugs } : {}),
  onTiming: (kind, ms) => perKind.set(kind, (perKind.get(kind) ?? 0) + ms),
});
const wallSeconds = (performance.now() - started) / 1000;
const files = await listFiles(outDir);
const bytesByKind = new Map<string, number>();
for (const file of files) {
  const kind = file.path.slice(outDir.length + 1).split('/')[1] ?? 'other';
  bytesByKind.set(kind, (bytesByKind.get(kind) ?? 0) + file.bytes);
}
const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);

console.log(`demo content: ${catalogue.books.length} books, ${files.length} files in ${outDir}`);
console.log(`machine: ${availableParallelism()} CPU(s), Node ${process.version}`);
console.log(`total time: ${wallSeconds.toFixed(1)} s`);
console.log('time per kind (ms; mp3 = summed encoder-thread time):');
for (const [kind, ms] of [...perKind].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${kind.padEnd(11)} ${ms.toFixed(0).padStart(7)}`);
}
console.log(`total size: ${(totalBytes / 1e6).toFixed(1)} MB`);
for (const [kind, bytes] of [...bytesByKind].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${kind.padEnd(14)} ${(bytes / 1e6).toFixed(2).padStart(7)} MB`);
}
