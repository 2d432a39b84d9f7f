// `npm run bench:soundcheck`: speed and pitch accuracy of the SoundCheck engine on the synthesized corpus,
// side by side with aubio's aubiopitch (yinfft and yin) on the same WAV files when it is installed, and with
// aubio, pYIN and basic-pitch per timbre on a tuning set and a held-out set (anchor-table.ts).
// Speeds are CPU time (one core): ours of this single thread, aubio's of its processes (from bash's `time`),
// so they hold on a busy machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamingAnalyser } from '../src/analysis/streaming-analyser.js';
import { pitchFrameLayout } from '../src/pitch/pitch-range.js';
import { encodeWav } from '../src/wav/write-wav.js';
import { scorePitchFrames } from '../test/corpus/pitch-accuracy.js';
import type { PitchAccuracy } from '../test/corpus/pitch-accuracy.js';
import { PITCH_TIMBRES, TIMBRE_RANGES } from '../test/corpus/pitch-corpus.js';
import { printAnchorTable } from './anchor-table.js';
import { aubioPitchTrack, hasAubio } from './aubio-pitch.js';
import { cpuMicros, timeAnalysis, timeBlocks } from './cpu-time.js';
import { markdownTable, percent } from './markdown-table.js';
import { ourPitchTrack, writePitchCorpus } from './pitch-corpus-files.js';
import { printSampledAccuracy } from './sampled-corpus.js';

const HOP = 512;
const BLOCK = 128;
const AUBIO_METHODS = ['yinfft', 'yin'] as const;

interface Tally {
  frames: number;
  correct: number;
  octave: number;
}

function printSpeed(): number {
  const rows = timeAnalysis();
  const byTimbre = new Map<string, { seconds: number; ms: number }>();
  for (const row of rows) {
    const entry = byTimbre.get(row.timbre) ?? { seconds: 0, ms: 0 };
    entry.seconds += row.seconds;
    entry.ms += row.ms;
    byTimbre.set(row.timbre, entry);
  }
  const seconds = rows.reduce((sum, row) => sum + row.seconds, 0);
  const ms = rows.reduce((sum, row) => sum + row.ms, 0);
  const speed = (s: number, m: number) => `${((1000 * s) / m).toFixed(0)}x`;
  console.log(
    'Analysis speed (CPU time, one core): pitch + onsets + notes of 8-bar takes, 44.1 and 48 kHz',
  );
  console.log(
    markdownTable(
      ['part (detector range)', 'audio s', 'x real time'],
      [
        ...[...byTimbre].map(([timbre, entry]) => {
          const range = TIMBRE_RANGES[timbre as keyof typeof TIMBRE_RANGES];
          const name = range
            ? `${timbre} (${range.fmin}-${range.fmax} Hz)`
            : `${timbre} (onsets only)`;
          return [name, entry.seconds.toFixed(1), speed(entry.seconds, entry.ms)];
        }),
        ['all', seconds.toFixed(1), speed(seconds, ms)],
      ],
    ),
  );
  return (1000 * seconds) / ms;
}

function printBlockCosts(): void {
  const budget = (1e6 * BLOCK) / 48000;
  console.log(
    `\nCPU cost of one ${BLOCK}-frame block, streaming analyser at 48 kHz (budget ${budget.toFixed(0)} µs)`,
  );
  const rows = [
    ['guitar or bass part (41-1400 Hz, half-rate pitch)', timeBlocks(41, 1400, BLOCK)],
    ['no part range: E1-C7 at full rate (4096 FFT)', timeBlocks(undefined, undefined, BLOCK)],
  ] as const;
  console.log(
    markdownTable(
      ['configuration', 'mean µs', 'p99 µs', 'max µs', 'p99 % of budget'],
      rows.map(([label, cost]) => [
        label,
        cost.mean.toFixed(1),
        cost.p99.toFixed(1),
        cost.max.toFixed(0),
        `${((100 * cost.p99) / budget).toFixed(1)} %`,
      ]),
    ),
  );
}

/** Garbage collections while the analyser runs 150 000 blocks with a 1 MB young generation (child process). */
function printAllocations(): void {
  const probe = (mode: string): string => {
    const result = spawnSync(
      process.execPath,
      [
        '--max-semi-space-size=1',
        '--import',
        'tsx',
        join(import.meta.dirname, 'allocation-probe.ts'),
        mode,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) return 'failed';
    return String((JSON.parse(result.stdout) as { collections: number }).collections);
  };
  console.log(
    '\nGarbage collections during 150 000 blocks (1 MB young generation; notes are the only allocations)',
  );
  console.log(
    markdownTable(
      ['loop', 'collections'],
      [
        ['copying blocks only (baseline)', probe('none')],
        ['streaming analyser, pitched part', probe('pitched')],
        ['streaming analyser, drum part', probe('drums')],
      ],
    ),
  );
}

function printAccuracy(directory: string, aubio: boolean, ourSpeed: number): void {
  const corpus = writePitchCorpus(directory);
  const seconds = corpus.reduce((sum, file) => sum + file.samples.length / file.sampleRate, 0);
  const tallies = new Map<string, Tally>();
  const tally = (key: string): Tally => {
    let entry = tallies.get(key);
    if (!entry) tallies.set(key, (entry = { frames: 0, correct: 0, octave: 0 }));
    return entry;
  };
  const add = (key: string, result: PitchAccuracy) => {
    const entry = tally(key);
    entry.frames += result.frames;
    entry.correct += result.correct;
    entry.octave += result.octaveErrors;
  };
  const aubioMs = new Map<string, number>();
  let ourMs = 0;
  for (const file of corpus) {
    const layout = pitchFrameLayout(
      file.sampleRate,
      file.range.fmin,
      Math.min(file.range.fmax, 2093),
    );
    // Every detector is judged at the same instants, far enough inside notes for the longest window.
    const margin = Math.max(layout.frameLength, layout.fftSize) / 2 / file.sampleRate;
    const condition = file.noisy ? 'snr20' : 'clean';
    const started = cpuMicros();
    const ourFrames = ourPitchTrack(file);
    ourMs += (cpuMicros() - started) / 1000;
    add(`ours ${file.range.timbre} ${condition}`, scorePitchFrames(ourFrames, file.curves, margin));
    if (!aubio) continue;
    for (const method of AUBIO_METHODS) {
      const run = aubioPitchTrack(file.path, file.sampleRate, method, layout.fftSize, HOP);
      aubioMs.set(method, (aubioMs.get(method) ?? 0) + run.cpuMs);
      add(
        `${method} ${file.range.timbre} ${condition}`,
        scorePitchFrames(run.frames, file.curves, margin),
      );
    }
  }
  console.log(
    `\nPitch accuracy: frames within 50 cents of the truth, clean and at 20 dB SNR, and octave errors; ` +
      `${seconds.toFixed(0)} s of notes across each timbre's range at 44.1 + 48 kHz, hop ${HOP}; ` +
      `aubio with -B = our FFT size, -H ${HOP}, default tolerance and silence`,
  );
  const detectors = ['ours', ...(aubio ? AUBIO_METHODS : [])];
  const header = ['timbre (range)'];
  for (const detector of detectors) {
    const name = detector === 'ours' ? 'ours' : `aubio ${detector}`;
    header.push(`${name} clean`, `${name} 20 dB`, `${name} oct.`);
  }
  if (!aubio) header.push('aubio yinfft', 'aubio yin');
  const rows = PITCH_TIMBRES.map((timbre) => {
    const range = TIMBRE_RANGES[timbre];
    const row = [`${timbre} (MIDI ${range.lowMidi}-${range.highMidi})`];
    for (const detector of detectors) {
      const clean = tally(`${detector} ${timbre} clean`);
      const noisy = tally(`${detector} ${timbre} snr20`);
      row.push(
        percent(clean.correct, clean.frames),
        percent(noisy.correct, noisy.frames),
        percent(clean.octave + noisy.octave, clean.frames + noisy.frames),
      );
    }
    if (!aubio) row.push('absent', 'absent');
    return row;
  });
  console.log(markdownTable(header, rows));

  console.log(
    '\nSpeed on these files (CPU time, one core; aubio: pitch only, process start and reading included)',
  );
  const speed = (ms: number | undefined) =>
    ms === undefined ? 'absent' : `${((1000 * seconds) / ms).toFixed(0)}x`;
  const speedRows = [
    ['ours (pitch + onsets + notes, streaming analyser)', speed(ourMs)],
    ['ours on the 8-bar takes above', `${ourSpeed.toFixed(0)}x`],
    ...AUBIO_METHODS.map((method) => [`aubiopitch -p ${method}`, speed(aubioMs.get(method))]),
  ];
  console.log(markdownTable(['detector', 'x real time'], speedRows));
}

/**
 * Where each detector reads a steady harmonic tone (six partials at 1/h), in cents from the truth: a bias
 * decides frames of a sampled note tuned near 50 cents off (the FluidR3 choir sings some notes 40-50 cents
 * flat), so it is printed beside the accuracy tables.
 */
function printSteadyToneReading(directory: string): void {
  const sampleRate = 44100;
  const tones = [
    { part: 'choir (100-900 Hz)', fmin: 100, fmax: 900, hz: 220 },
    { part: 'choir (100-900 Hz)', fmin: 100, fmax: 900, hz: 246.94 },
    { part: 'violin (190-2100 Hz)', fmin: 190, fmax: 2100, hz: 440 },
    { part: 'flute (250-2200 Hz)', fmin: 250, fmax: 2200, hz: 523.25 },
    { part: 'flute (250-2200 Hz)', fmin: 250, fmax: 2200, hz: 987.77 },
  ];
  const meanCents = (frequencies: number[], hz: number) => {
    const cents = frequencies.filter((f) => f > 0).map((f) => 1200 * Math.log2(f / hz));
    return cents.length ? (cents.reduce((a, b) => a + b, 0) / cents.length).toFixed(2) : 'none';
  };
  const rows = tones.map(({ part, fmin, fmax, hz }) => {
    const samples = Float32Array.from({ length: 2 * sampleRate }, (_, i) => {
      let sum = 0;
      for (let h = 1; h <= 6; h++) sum += Math.sin((2 * Math.PI * hz * h * i) / sampleRate + h) / h;
      return 0.2 * sum;
    });
    const steady = (time: number) => time > 0.3 && time < 1.7;
    const ours: number[] = [];
    const analyser = new StreamingAnalyser({
      sampleRate,
      fmin,
      fmax,
      onNote: () => undefined,
      onPitch: (time, estimate) => {
        if (steady(time)) ours.push(estimate.frequency);
      },
    });
    analyser.process(samples);
    analyser.finish();
    const path = join(directory, 'steady-tone.wav');
    writeFileSync(path, encodeWav(samples, sampleRate, 'float32'));
    const layout = pitchFrameLayout(sampleRate, fmin, Math.min(fmax, 2093));
    const aubio = aubioPitchTrack(path, sampleRate, 'yinfft', layout.fftSize, HOP).frames;
    const theirs = aubio.filter((frame) => steady(frame.time)).map((frame) => frame.frequency);
    return [part, `${hz} Hz`, meanCents(ours, hz), meanCents(theirs, hz)];
  });
  console.log('\nReading of a steady harmonic tone at 44.1 kHz: mean cents from the truth');
  console.log(markdownTable(['part (detector range)', 'tone', 'ours', 'aubio yinfft'], rows));
}

function main(): void {
  const directory = mkdtempSync(join(tmpdir(), 'soundcheck-bench-'));
  try {
    const load = loadavg()[0]!.toFixed(1);
    console.log(`SoundCheck engine benchmark (Node ${process.version}; load average ${load})\n`);
    const ourSpeed = printSpeed();
    printBlockCosts();
    printAllocations();
    printAccuracy(directory, hasAubio(), ourSpeed);
    printSampledAccuracy(directory, hasAubio());
    if (hasAubio()) printSteadyToneReading(directory);
    printAnchorTable();
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

main();
