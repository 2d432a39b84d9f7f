// Cold start of `npm start` on an existing build: spawns the built server on a data directory that a
// first (seeding) start prepared, and times spawn -> first healthy answer, several times.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3987);
const dataDir = mkdtempSync(join(tmpdir(), 'bandbook-start-'));
const server = join(import.meta.dirname, '..', 'apps/server/dist/server.js');

async function startOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return elapsed;
}

const first = await startOnce();
const times = [];
for (let i = 0; i < runs; i++) times.push(await startOnce());
times.sort((a, b) => a - b);
console.log(`first start (migrate + seed): ${(first / 1000).toFixed(2)} s`);
console.log(
  `cold start on existing data, ${runs} runs: median ${(times[Math.floor(runs / 2)] / 1000).toFixed(2)} s, ` +
    `min ${(times[0] / 1000).toFixed(2)} s, max ${(times[runs - 1] / 1000).toFixed(2)} s`,
);
