// Child process of the benchmark: feeds a streaming analyser 128-frame blocks (after a warm-up) and counts the
// garbage collections meanwhile. Run with a 1 MB young generation, any per-block allocation would show up as
// many scavenges; the count is compared with the same loop without the analyser.
// Usage: node --max-semi-space-size=1 --import tsx allocation-probe.ts <none|pitched|drums>
import { PerformanceObserver } from 'node:perf_hooks';
import { StreamingAnalyser } from '../src/analysis/streaming-analyser.js';
import { melodyPart } from '../test/corpus/reference-parts.js';
import { performTake } from '../test/corpus/takes.js';

const BLOCK = 128;
const MEASURED_BLOCKS = 150_000;
const mode = process.argv[2] ?? 'none';
const take = performTake(melodyPart('voice'), { timbre: 'voice', sampleRate: 48000 });
const analyser =
  mode === 'none'
    ? undefined
    : new StreamingAnalyser({
        sampleRate: 48000,
        nonPitched: mode === 'drums',
        onNote: () => undefined,
      });
const block = new Float32Array(BLOCK);
let position = 0;

function step(): void {
  if (position + BLOCK > take.samples.length) position = 0;
  for (let i = 0; i < BLOCK; i++) block[i] = take.samples[position + i]!;
  position += BLOCK;
  analyser?.process(block);
}

for (let i = 0; i < 30_000; i++) step();
let collections = 0;
const observer = new PerformanceObserver((list) => {
  collections += list.getEntries().length;
});
observer.observe({ entryTypes: ['gc'] });
for (let i = 0; i < MEASURED_BLOCKS; i++) step();
setTimeout(() => {
  observer.disconnect();
  process.stdout.write(`${JSON.stringify({ blocks: MEASURED_BLOCKS, collections })}\n`);
}, 50);
