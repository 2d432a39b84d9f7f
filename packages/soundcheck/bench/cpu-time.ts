// Speed figures in CPU time of this process (user + system), so "x real time" means one core's worth even
// when other processes share the machine, and a block's cost excludes time spent descheduled.
import { analyseTake } from '../src/analysis/analyse-take.js';
import { StreamingAnalyser } from '../src/analysis/streaming-analyser.js';
import { PITCH_TIMBRES, TIMBRE_RANGES } from '../test/corpus/pitch-corpus.js';
import { drumPart, melodyPart } from '../test/corpus/reference-parts.js';
import { performTake } from '../test/corpus/takes.js';

export function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

export interface SpeedRow {
  timbre: string;
  seconds: number;
  ms: number;
}

/** Full analysis (pitch, onsets, notes) of 8-bar takes per timbre at 44.1 and 48 kHz: median of three runs. */
export function timeAnalysis(): SpeedRow[] {
  const rows: SpeedRow[] = [];
  const timbres = [...PITCH_TIMBRES, 'drums' as const];
  for (const timbre of timbres) {
    const range = timbre === 'drums' ? undefined : TIMBRE_RANGES[timbre];
    for (const sampleRate of [44100, 48000]) {
      const reference = timbre === 'drums' ? drumPart() : melodyPart(timbre);
      const take = performTake(reference, { timbre, sampleRate, snrDb: 30 });
      const options = {
        sampleRate,
        fmin: range?.fmin,
        fmax: range?.fmax,
        nonPitched: timbre === 'drums',
      };
      analyseTake(take.samples, options); // warm-up
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = cpuMicros();
        analyseTake(take.samples, options);
        runs.push((cpuMicros() - started) / 1000);
      }
      runs.sort((a, b) => a - b);
      rows.push({ timbre, seconds: take.samples.length / sampleRate, ms: runs[1]! });
    }
  }
  return rows;
}

export interface BlockCost {
  mean: number;
  p99: number;
  max: number;
}

/** CPU cost of each `process()` call on 128-frame blocks of a 48 kHz guitar take (second pass, JIT warm). */
export function timeBlocks(
  fmin: number | undefined,
  fmax: number | undefined,
  blockSize: number,
): BlockCost {
  const sampleRate = 48000;
  const take = performTake(melodyPart('plucked'), { timbre: 'plucked', sampleRate, snrDb: 30 });
  const block = new Float32Array(blockSize);
  // What reading the CPU clock twice costs, subtracted from each block.
  const probes: number[] = [];
  for (let i = 0; i < 2000; i++) probes.push(-cpuMicros() + cpuMicros());
  probes.sort((a, b) => a - b);
  const overhead = probes[1000]!;
  let costs: number[] = [];
  for (let pass = 0; pass < 2; pass++) {
    const analyser = new StreamingAnalyser({ sampleRate, fmin, fmax, onNote: () => undefined });
    costs = [];
    for (let start = 0; start + blockSize <= take.samples.length; start += blockSize) {
      block.set(take.samples.subarray(start, start + blockSize));
      const started = cpuMicros();
      analyser.process(block);
      costs.push(Math.max(0, cpuMicros() - started - overhead));
    }
  }
  costs.sort((a, b) => a - b);
  return {
    mean: costs.reduce((sum, cost) => sum + cost, 0) / costs.length,
    p99: costs[Math.floor(costs.length * 0.99)]!,
    max: costs[costs.length - 1]!,
  };
}
