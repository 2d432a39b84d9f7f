// The engine beside the field's detectors on the tuning set and the held-out set (issue 46): per timbre,
// frame pitch accuracy (as the sampled table judges it, test/sampled/frame-accuracy.ts) of the engine, aubio
// yinfft, librosa's pYIN and Spotify's basic-pitch, note F1 by mir_eval (onset 50 ms, pitch 50 cents) of the
// engine and basic-pitch, and each one's speed. One faithful take per instrument and soundfont at 44.1 kHz,
// clean. The anchors run where they are installed (bench/anchors/README.md) and print 'absent' otherwise;
// their results are cached by content in the temporary directory, as the renders are. BENCH_TIMBRES
// (comma-separated) keeps to those timbres.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamingAnalyser } from '../src/analysis/streaming-analyser.js';
import { pitchFrameLayout } from '../src/pitch/pitch-range.js';
import { encodeWav } from '../src/wav/write-wav.js';
import { emptyTally, tallyFrames } from '../test/sampled/frame-accuracy.js';
import type { FrameTally } from '../test/sampled/frame-accuracy.js';
import { heldOutBatches, silentRender, tuningBatches } from '../test/sampled/held-out.js';
import type { HeldOutBatch } from '../test/sampled/held-out.js';
import { renderSampledTakes } from '../test/sampled/sampled-takes.js';
import type { SampledTake } from '../test/sampled/sampled-takes.js';
import { aubioPitchTrack, hasAubio } from './aubio-pitch.js';
import { cpuMicros } from './cpu-time.js';
import { markdownTable, percent } from './markdown-table.js';

const SAMPLE_RATE = 44100;
const HOP = 512;
const ANCHORS = join(import.meta.dirname, 'anchors');
const CACHE = join(tmpdir(), 'bandbook-anchors');
const PYTHON = process.env.BENCH_PYTHON ?? '/usr/bin/python3';
const FRAME_DETECTORS = ['ours', 'aubio yinfft', 'pYIN', 'basic-pitch'] as const;
const NOTE_DETECTORS = ['ours', 'basic-pitch'] as const;
type FrameDetector = (typeof FRAME_DETECTORS)[number];
type NoteDetector = (typeof NOTE_DETECTORS)[number];
type Frame = { time: number; frequency: number };
type Note = [onset: number, offset: number, midi: number];

interface Row {
  set: 'tuning' | 'held-out';
  timbre: string;
  takes: number;
  frames: Map<FrameDetector, FrameTally>;
  /** The detectors that ran on this row's takes. */
  ran: Set<FrameDetector>;
  notes: Map<NoteDetector, { reference: Note[]; estimate: Note[] }[]>;
}

function python(args: string[], input?: string) {
  const env = { ...process.env, PYTHONPATH: process.env.BENCH_LIBROSA_PATH ?? '' };
  return spawnSync(PYTHON, args, { encoding: 'utf8', env, input, maxBuffer: 256 * 1024 * 1024 });
}

/** Why an anchor cannot run here, or null when it can. */
function anchorUnavailable(anchor: 'pYIN' | 'basic-pitch' | 'mir_eval'): string | null {
  if (anchor === 'basic-pitch')
    return existsSync(join(ANCHORS, 'node_modules', '@spotify', 'basic-pitch'))
      ? null
      : 'run `npm ci` in packages/soundcheck/bench/anchors';
  const module = anchor === 'pYIN' ? 'librosa' : 'mir_eval';
  return python(['-c', `import ${module}`]).status === 0
    ? null
    : `${PYTHON} cannot import ${module} (bench/anchors/README.md)`;
}

function ourTrack(take: SampledTake): { frames: Frame[]; notes: Note[]; ms: number } {
  const frames: Frame[] = [];
  const notes: Note[] = [];
  const started = cpuMicros();
  const analyser = new StreamingAnalyser({
    sampleRate: take.sampleRate,
    fmin: take.instrument.fmin,
    fmax: take.instrument.fmax,
    onNote: (note) => {
      if (note.midi !== null) notes.push([note.onset, note.offset, note.midi]);
    },
    onPitch: (time, { frequency }) => frames.push({ time, frequency }),
  });
  analyser.process(take.samples);
  analyser.finish();
  return { frames, notes, ms: (cpuMicros() - started) / 1000 };
}

interface Job {
  take: SampledTake;
  row: Row;
  frameLength: number;
  margin: number;
  key: string;
}

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/** BENCH_TIMBRES (timbre names, comma-separated) keeps to those rows. */
export function printAnchorTable(): void {
  const only = process.env.BENCH_TIMBRES?.split(',').map((name) => name.trim());
  const missing = {
    pYIN: anchorUnavailable('pYIN'),
    'basic-pitch': anchorUnavailable('basic-pitch'),
    mir_eval: anchorUnavailable('mir_eval'),
  };
  const aubio = hasAubio();
  mkdirSync(CACHE, { recursive: true });
  const rows = new Map<string, Row>();
  const jobs: Job[] = [];
  const cpuMs = new Map<string, number>();
  const addMs = (name: string, ms: number) => cpuMs.set(name, (cpuMs.get(name) ?? 0) + ms);
  let seconds = 0;
  const silent: string[] = [];
  const sets = [
    ['tuning', tuningBatches()],
    ['held-out', heldOutBatches()],
  ] as const satisfies readonly (readonly [Row['set'], HeldOutBatch[]])[];
  for (const [set, batches] of sets)
    for (const { instrument, font } of batches) {
      if (only && !only.includes(instrument.timbre)) continue;
      const [take] = renderSampledTakes(instrument, font, SAMPLE_RATE, [{ label: 'faithful' }], {
        voices: true,
      });
      if (silentRender(take!.samples)) {
        silent.push(`${instrument.name} (${font.name})`);
        continue;
      }
      const id = `${set}\0${instrument.timbre}`;
      let row = rows.get(id);
      if (!row)
        rows.set(
          id,
          (row = {
            set,
            timbre: instrument.timbre,
            takes: 0,
            frames: new Map(FRAME_DETECTORS.map((d) => [d, emptyTally()])),
            ran: new Set(),
            notes: new Map(NOTE_DETECTORS.map((d) => [d, []])),
          }),
        );
      row.takes++;
      seconds += take!.samples.length / SAMPLE_RATE;
      const layout = pitchFrameLayout(
        SAMPLE_RATE,
        instrument.fmin!,
        Math.min(instrument.fmax!, 2093),
      );
      const margin = Math.max(layout.frameLength, layout.fftSize) / 2 / SAMPLE_RATE;
      const reference = take!.performed.map((n): Note => [n.time, n.time + n.duration, n.midi]);
      const ours = ourTrack(take!);
      addMs('ours', ours.ms);
      tallyFrames(row.frames.get('ours')!, ours.frames, take!, margin);
      row.ran.add('ours');
      row.notes.get('ours')!.push({ reference, estimate: ours.notes });
      const key = createHash('sha256')
        .update(new Uint8Array(take!.samples.buffer))
        .update(`\0${instrument.fmin}\0${instrument.fmax}\0${layout.fftSize}\0${HOP}`)
        .digest('hex')
        .slice(0, 24);
      if (aubio) {
        const wav = join(CACHE, `${key}.wav`);
        writeFileSync(wav, encodeWav(take!.samples, SAMPLE_RATE, 'float32'));
        const run = aubioPitchTrack(wav, SAMPLE_RATE, 'yinfft', layout.fftSize, HOP);
        addMs('aubio yinfft', run.cpuMs);
        tallyFrames(row.frames.get('aubio yinfft')!, run.frames, take!, margin);
        row.ran.add('aubio yinfft');
      }
      jobs.push({ take: take!, row, frameLength: layout.fftSize, margin, key });
    }
  runAnchors(jobs, missing);
  for (const job of jobs) {
    const pyin = readJson<{ cpuMs: number; frames: Frame[] }>(join(CACHE, `${job.key}.pyin.json`));
    if (pyin) {
      addMs('pYIN', pyin.cpuMs);
      tallyFrames(job.row.frames.get('pYIN')!, pyin.frames, job.take, job.margin);
      job.row.ran.add('pYIN');
    }
    const basic = readJson<{
      cpuMs: number;
      frames: Frame[];
      notes: { onset: number; offset: number; midi: number }[];
    }>(join(CACHE, `${job.key}.basic-pitch.json`));
    if (basic) {
      addMs('basic-pitch', basic.cpuMs);
      tallyFrames(job.row.frames.get('basic-pitch')!, basic.frames, job.take, job.margin);
      job.row.ran.add('basic-pitch');
      job.row.notes.get('basic-pitch')!.push({
        reference: job.take.performed.map((n): Note => [n.time, n.time + n.duration, n.midi]),
        estimate: basic.notes.map((n): Note => [n.onset, n.offset, n.midi]),
      });
    }
  }
  printTables([...rows.values()], missing, aubio, seconds, cpuMs);
  if (silent.length)
    console.log(`Left out, the soundfont plays nothing for them: ${silent.join(', ')}`);
}

/** Runs pYIN (which also writes the 22.05 kHz audio) and then basic-pitch on the takes not yet cached. */
function runAnchors(jobs: readonly Job[], missing: Record<string, string | null>): void {
  if (missing.pYIN) return;
  const pyinJobs = jobs.map((job) => {
    const input = join(CACHE, `${job.key}.f32`);
    if (!existsSync(input)) writeFileSync(input, new Uint8Array(job.take.samples.buffer));
    return {
      input,
      sampleRate: SAMPLE_RATE,
      fmin: job.take.instrument.fmin,
      fmax: Math.min(job.take.instrument.fmax!, 2093),
      frameLength: job.frameLength,
      hop: HOP,
      output: join(CACHE, `${job.key}.pyin.json`),
      resampled: join(CACHE, `${job.key}.22k.f32`),
    };
  });
  const manifest = join(CACHE, `manifest-${process.pid}.json`);
  writeFileSync(manifest, JSON.stringify(pyinJobs));
  const pyin = python([join(ANCHORS, 'pyin.py'), manifest]);
  if (pyin.status !== 0) throw new Error(`pyin.py failed: ${pyin.stderr}`);
  if (missing['basic-pitch']) return;
  writeFileSync(
    manifest,
    JSON.stringify(
      pyinJobs.map((job, index) => ({
        input: job.resampled,
        output: join(CACHE, `${jobs[index]!.key}.basic-pitch.json`),
      })),
    ),
  );
  const basic = spawnSync(process.execPath, [join(ANCHORS, 'basic-pitch.mjs'), manifest], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (basic.status !== 0) throw new Error(`basic-pitch.mjs failed: ${basic.stderr}`);
}

/** mir_eval's note F1 (%) over all the pairs of a row, one call for the whole table. */
function noteScores(pairs: { reference: Note[]; estimate: Note[] }[][]): number[] {
  const flat = pairs.flat();
  const run = python([join(ANCHORS, 'note-f1.py')], JSON.stringify(flat));
  if (run.status !== 0) throw new Error(`note-f1.py failed: ${run.stderr}`);
  const scores = JSON.parse(run.stdout) as [number, number, number][];
  let at = 0;
  return pairs.map((group) => {
    const f1s = scores.slice(at, (at += group.length)).map(([, , f1]) => f1);
    return f1s.length ? (100 * f1s.reduce((a, b) => a + b, 0)) / f1s.length : NaN;
  });
}

function printTables(
  rows: Row[],
  missing: Record<string, string | null>,
  aubio: boolean,
  seconds: number,
  cpuMs: Map<string, number>,
): void {
  const absent = Object.entries({ ...missing, aubio: aubio ? null : 'aubiopitch not installed' })
    .filter(([, why]) => why)
    .map(([name, why]) => `${name}: ${why}`);
  const f1 = missing.mir_eval
    ? []
    : noteScores(rows.flatMap((row) => NOTE_DETECTORS.map((d) => row.notes.get(d)!)));
  console.log(
    `\nThe engine beside the anchors, per timbre, on the tuning set and the held-out set (one faithful ` +
      `take per instrument and soundfont, 44.1 kHz, clean): frames within 50 cents while the note sounds ` +
      `(as above), and note F1 by mir_eval (onset 50 ms, pitch 50 cents, offsets ignored)` +
      (absent.length ? `; absent: ${absent.join('; ')}` : ''),
  );
  const header = [
    'set',
    'timbre',
    'takes',
    ...FRAME_DETECTORS.map((d) => `frames ${d}`),
    ...NOTE_DETECTORS.map((d) => `F1 ${d}`),
  ];
  const table = rows.map((row, index): string[] => [
    row.set,
    row.timbre,
    String(row.takes),
    ...FRAME_DETECTORS.map((d) => {
      const tally = row.frames.get(d)!;
      return row.ran.has(d) ? percent(tally.correct, tally.frames) : 'absent';
    }),
    ...NOTE_DETECTORS.map((d, k) => {
      const value = f1[index * NOTE_DETECTORS.length + k];
      return value === undefined || Number.isNaN(value) ? 'absent' : `${value.toFixed(1)} %`;
    }),
  ]);
  console.log(markdownTable(header, table));
  console.log(`\nSpeed on these ${seconds.toFixed(0)} s of audio (CPU time, one core)`);
  console.log(
    markdownTable(
      ['detector', 'x real time'],
      ['ours', ...FRAME_DETECTORS.slice(1)].map((name) => {
        const ms = cpuMs.get(name);
        return [name, ms === undefined ? 'absent' : `${((1000 * seconds) / ms).toFixed(1)}x`];
      }),
    ),
  );
}
