// Runs aubio's aubiopitch (Debian aubio-tools; GPL, a development-time referee only) on a WAV file and reads
// its "time f0" lines as a pitch track comparable with ours. Its CPU time comes from bash's `time`, so the
// speed comparison is CPU against CPU (process start and WAV reading included on aubio's side).
import { spawnSync } from 'node:child_process';
import type { PitchFrameResult } from '../test/corpus/pitch-accuracy.js';

export function hasAubio(): boolean {
  return spawnSync('aubiopitch', ['--help'], { encoding: 'utf8' }).error === undefined;
}

export interface AubioRun {
  frames: PitchFrameResult[];
  /** User + system CPU time of the aubiopitch process (ms). */
  cpuMs: number;
}

export function aubioPitchTrack(
  path: string,
  sampleRate: number,
  method: 'yinfft' | 'yin',
  buffer: number,
  hop: number,
): AubioRun {
  const script = `TIMEFORMAT='%3U %3S'; time aubiopitch -i "$1" -p ${method} -B ${buffer} -H ${hop}`;
  const result = spawnSync('bash', ['-c', script, 'bash', path], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`aubiopitch failed: ${result.stderr}`);
  const [user, system] = result.stderr.trim().split('\n').pop()!.split(' ').map(Number);
  // aubiopitch stamps a frame with the start of its newest hop; the window ends one hop later.
  const frames = result.stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .map(([time, f0]) => ({ time: time! + (hop - buffer / 2) / sampleRate, frequency: f0! }));
  return { frames, cpuMs: 1000 * (user! + system!) };
}
