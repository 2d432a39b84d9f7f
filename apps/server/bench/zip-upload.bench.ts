// `npm run bench:zip`: what an exercise upload costs the server (decision 051). The listening app
// takes one save of an ordinary exercise zip, then of a crafted bomb (0.6 MB that inflates to
// 590 MB), then of one item with BENCH_ZIP_BOMBS of them (6). Each scenario runs in its own process,
// which prints its RSS before the save, its peak RSS during it and the longest /api/health answer
// meanwhile. Embedded PGlite.
import { spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Zip, ZipDeflate, zipSync } from 'fflate';
import { toPackageForm, type AdminContentPackage } from '@bandbook/domain';
import { writeMidi } from '@bandbook/soundcheck';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createAppContext } from '../src/context.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedReferenceData } from '../src/seed/reference-data.js';
import { createStaff } from '../test/support/staff.js';

const MB = 1024 * 1024;
const BOMB_MB = 590;
const BOMBS = Number(process.env.BENCH_ZIP_BOMBS ?? 6);
const CACHE = join(tmpdir(), 'bandbook-bench-zips');
const SCENARIOS = ['ordinary exercise', 'one bomb', `one item of ${BOMBS} bombs`] as const;
type Scenario = (typeof SCENARIOS)[number];

interface Figures {
  scenario: string;
  status: number;
  seconds: number;
  baselineMb: number;
  peakMb: number;
  longestHealthMs: number;
  probes: number;
  message: string;
}

const text = (value: string) => new TextEncoder().encode(value);

/** An MP3 frame header, then bytes that do not pack (a stem compresses about as little). */
function stem(size: number) {
  const bytes = randomFillSync(new Uint8Array(size));
  bytes.set([0xff, 0xfb, 0x90]);
  return bytes;
}

function exerciseFiles(): Record<string, Uint8Array> {
  const notes = [0, 1, 2, 3].map((i) => ({
    time: 2.4 + i * 0.6,
    duration: 0.5,
    midi: 60 + i,
    velocity: 0.8,
  }));
  const part = {
    name: 'Guitar',
    instrument: 'guitar',
    can_record: true,
    default_bpm: 100,
    has_backing: true,
    has_full: true,
    multiple: false,
    non_pitched: false,
    track: 0,
    audio: { full: 'full.mp3', backing: 'backing.mp3', solo: 'solo.mp3' },
  };
  const exercise = {
    version: 1,
    title: 'Bench',
    tempo: 100,
    timeSignature: [4, 4],
    countInBars: 1,
    midi: 'reference.mid',
    parts: [part],
  };
  return {
    'bench/exercise.json': text(JSON.stringify(exercise)),
    'bench/reference.mid': writeMidi([{ name: 'Guitar', notes }], 100),
    'bench/full.mp3': stem(2 * MB),
    'bench/backing.mp3': stem(2 * MB),
    'bench/solo.mp3': stem(2 * MB),
  };
}

/** The exercise plus a 590 MB entry of zeros, deflated as a stream (about 0.6 MB). */
async function writeBomb(path: string) {
  const partial = `${path}.partial`;
  const out = createWriteStream(partial);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    out.write(chunk);
    if (final) out.end();
  });
  for (const [name, bytes] of Object.entries(exerciseFiles())) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(bytes, true);
  }
  const padding = new ZipDeflate('bench/padding.wav', { level: 9 });
  zip.add(padding);
  const zeros = new Uint8Array(MB);
  for (let i = 0; i < BOMB_MB; i += 1) padding.push(zeros, i === BOMB_MB - 1);
  zip.end();
  await done;
  renameSync(partial, path);
}

async function zipFiles() {
  const ordinary = join(CACHE, 'ordinary.zip');
  const bomb = join(CACHE, `bomb-${BOMB_MB}.zip`);
  mkdirSync(CACHE, { recursive: true });
  if (!existsSync(ordinary)) writeFileSync(ordinary, zipSync(exerciseFiles()));
  if (!existsSync(bomb)) await writeBomb(bomb);
  return { ordinary, bomb };
}

// Asks /api/health in a loop and reads the process's RSS every 2 ms: a worker thread's clock and
// memory reading go on while the server's event loop is held.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
let longest = 0;
let probes = 0;
let peak = 0;
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 2);
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    await fetch(workerData.url).then((response) => response.arrayBuffer());
    longest = Math.max(longest, performance.now() - started);
    probes += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  clearInterval(sampler);
  parentPort.postMessage({ longest, probes, peak });
})();
`;

/** One scenario in this process: the app listening, one save, the figures printed as JSON. */
async function runScenario(scenario: Scenario, zips: { ordinary: string; bomb: string }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bandbook-bench-zip-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://bandbook.test',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const ctx = createAppContext(config, database);
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await createStaff(ctx, 'superadmin');
  const headers = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };

  const upload = async (path: string, n: number) => {
    const key = `uploads/soundcheck/2026/01/bench-${n}.zip`;
    await ctx.storage.write(key, readFileSync(path));
    return key;
  };
  const items =
    scenario === 'ordinary exercise'
      ? [[await upload(zips.ordinary, 0)]]
      : scenario === 'one bomb'
        ? [[await upload(zips.bomb, 0)]]
        : [await Promise.all(Array.from({ length: BOMBS }, (_, n) => upload(zips.bomb, n)))];

  const created = await fetch(`${address}/api/admin/content-packages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Bench',
      subtitle: '',
      description: '',
      thumbnailImage: null,
      author: 'Bench',
      publisher: 'Bench',
      releaseDate: null,
      trialPeriodInDays: 0,
      catalogueNumber: null,
      genreIdList: [],
      instrumentIdList: [],
      skillLevelIdList: ['beginner'],
      contentChannelIdList: [],
    }),
  });
  const pkg = (await created.json()) as AdminContentPackage;
  const form = toPackageForm(pkg);
  const body = {
    ...form,
    version: pkg.version,
    content: {
      ...form.content,
      mmsList: [
        {
          title: '',
          contentList: items.map((keys, i) => ({
            title: '',
            mmsId: `bench-${i}`,
            trialVersion: false,
            durationInput: { hours: 0, minutes: 1, seconds: 0 },
            exerciseFiles: keys,
          })),
        },
      ],
    },
  };

  const probe = new Worker(PROBE, { eval: true, workerData: { url: `${address}/api/health` } });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baselineMb = process.memoryUsage.rss() / MB;
  const started = performance.now();
  const saved = await fetch(`${address}/api/admin/content-packages/${pkg._id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await saved.json()) as {
    message?: string;
    errors?: Record<string, { message: string }>;
  };
  const seconds = (performance.now() - started) / 1000;
  const stalls = new Promise<{ longest: number; probes: number; peak: number }>((resolve) =>
    probe.once('message', resolve),
  );
  probe.postMessage('stop');
  const { longest, probes, peak } = await stalls;
  await probe.terminate();
  const figures: Figures = {
    scenario,
    status: saved.status,
    seconds,
    baselineMb,
    peakMb: peak / MB,
    longestHealthMs: longest,
    probes,
    message: saved.ok
      ? ''
      : (Object.values(answer.errors ?? {})[0]?.message ?? answer.message ?? ''),
  };
  console.log(`FIGURES ${JSON.stringify(figures)}`);
  await app.close();
  await database.close();
}

const scenario = process.env.BENCH_ZIP_SCENARIO as Scenario | undefined;
if (scenario) {
  await runScenario(
    scenario,
    JSON.parse(process.env.BENCH_ZIP_FILES!) as { ordinary: string; bomb: string },
  );
} else {
  console.log('Preparing the zips (the bomb is deflated once and kept in the temp folder)...');
  const zips = await zipFiles();
  const sizes = [zips.ordinary, zips.bomb].map((path) => readFileSync(path).length / MB);
  console.log(
    `  ordinary exercise: ${sizes[0]!.toFixed(1)} MB; bomb: ${sizes[1]!.toFixed(2)} MB inflating to ${BOMB_MB} MB`,
  );
  const rows: Figures[] = [];
  for (const name of SCENARIOS) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_ZIP_SCENARIO: name, BENCH_ZIP_FILES: JSON.stringify(zips) },
      encoding: 'utf8',
      maxBuffer: 16 * MB,
    });
    const line = run.stdout.split('\n').find((l) => l.startsWith('FIGURES '));
    if (!line) {
      console.error(`${name}: no figures (exit ${run.status})\n${run.stderr}`);
      continue;
    }
    rows.push(JSON.parse(line.slice('FIGURES '.length)) as Figures);
  }
  console.log(
    '\nscenario                 status  seconds  RSS before  peak RSS during  longest /api/health',
  );
  for (const row of rows) {
    console.log(
      `${row.scenario.padEnd(24)} ${String(row.status).padStart(6)} ${row.seconds.toFixed(2).padStart(8)} ${`${row.baselineMb.toFixed(0)} MB`.padStart(11)} ${`${row.peakMb.toFixed(0)} MB`.padStart(16)} ${`${row.longestHealthMs.toFixed(0)} ms`.padStart(12)} (${row.probes} probes)`,
    );
  }
  for (const row of rows.filter((r) => r.message)) console.log(`  ${row.scenario}: ${row.message}`);
}
