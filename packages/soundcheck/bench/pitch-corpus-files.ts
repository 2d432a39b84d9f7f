// The benchmark's pitch corpus as WAV files (so aubio can read the very same audio) and our pitch track of
// each, through the streaming analyser the player runs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StreamingAnalyser } from '../src/analysis/streaming-analyser.js';
import { addNoise, renderTake } from '../src/synth/index.js';
import type { PitchCurve } from '../src/synth/index.js';
import { encodeWav } from '../src/wav/write-wav.js';
import type { PitchFrameResult } from '../test/corpus/pitch-accuracy.js';
import { PITCH_TIMBRES, TIMBRE_RANGES, scaleNotes } from '../test/corpus/pitch-corpus.js';
import type { TimbreRange } from '../test/corpus/pitch-corpus.js';

export interface CorpusFile {
  range: TimbreRange;
  sampleRate: number;
  noisy: boolean;
  samples: Float32Array;
  curves: PitchCurve[];
  path: string;
}

/** Each timbre across its range in whole tones, at 44.1 and 48 kHz, clean and at 20 dB SNR. */
export function writePitchCorpus(directory: string): CorpusFile[] {
  const files: CorpusFile[] = [];
  for (const timbre of PITCH_TIMBRES) {
    const range = TIMBRE_RANGES[timbre];
    const notes = scaleNotes(range, 2);
    const spans = notes.map((note) => ({ start: note.time, end: note.time + note.duration }));
    for (const sampleRate of [44100, 48000]) {
      const take = renderTake(notes, { timbre, sampleRate, seed: 3 });
      for (const noisy of [false, true]) {
        const samples = noisy ? addNoise(take.samples, sampleRate, 20, spans) : take.samples;
        const path = join(directory, `${timbre}-${sampleRate}-${noisy ? 'snr20' : 'clean'}.wav`);
        writeFileSync(path, encodeWav(samples, sampleRate, 'float32'));
        files.push({ range, sampleRate, noisy, samples, curves: take.curves, path });
      }
    }
  }
  return files;
}

export function ourPitchTrack(file: CorpusFile): PitchFrameResult[] {
  const frames: PitchFrameResult[] = [];
  const analyser = new StreamingAnalyser({
    sampleRate: file.sampleRate,
    fmin: file.range.fmin,
    fmax: file.range.fmax,
    onNote: () => undefined,
    onPitch: (time, estimate) => frames.push({ time, frequency: estimate.frequency }),
  });
  analyser.process(file.samples);
  analyser.finish();
  return frames;
}
