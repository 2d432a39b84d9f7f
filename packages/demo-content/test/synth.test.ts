// The synthesiser: every pitched voice sounds at the pitch SoundCheck will expect, renders are
// reproducible, and the stems add up (backing + solo = full, apart from the click).

import { describe, expect, it } from 'vitest';
import { ALL_BOOKS } from '../src/catalogue/all-books.js';
import type { InstrumentId } from '../src/music/note-data.js';
import { midiToFrequency } from '../src/music/pitch.js';
import { mixStems } from '../src/synth/mix-stems.js';
import { createRandom } from '../src/synth/random.js';
import { renderPart } from '../src/synth/render-part.js';
import { voiceFor } from '../src/synth/voice-table.js';

const SAMPLE_RATE = 22050;

function peak(samples: Float32Array): number {
  let max = 0;
  for (const x of samples) max = Math.max(max, Math.abs(x));
  return max;
}

/** Fundamental by normalised autocorrelation with parabolic refinement, searched near `expected`. */
function estimatePitch(samples: Float32Array, expected: number): number {
  const segment = samples.subarray(3000, 3000 + 4096);
  const correlation = (lag: number) => {
    let sum = 0;
    let a = 0;
    let b = 0;
    for (let i = 0; i + lag < segment.length; i += 1) {
      const x = segment[i] ?? 0;
      const y = segment[i + lag] ?? 0;
      sum += x * y;
      a += x * x;
      b += y * y;
    }
    return sum / Math.sqrt(a * b + 1e-12);
  };
  let best = 0;
  let bestLag = 0;
  for (
    let lag = Math.floor(SAMPLE_RATE / (expected * 1.3));
    lag <= Math.ceil(SAMPLE_RATE / (expected * 0.77));
    lag += 1
  ) {
    const value = correlation(lag);
    if (value > best) [best, bestLag] = [value, lag];
  }
  const [left, centre, right] = [correlation(bestLag - 1), best, correlation(bestLag + 1)];
  return SAMPLE_RATE / (bestLag + (left - right) / (2 * (left - 2 * centre + right)));
}

const PITCHED: [InstrumentId, number[]][] = [
  ['guitar', [40, 57, 76]],
  ['bass', [28, 40, 50]],
  ['keys', [48, 60, 79]],
  ['saxophone', [55, 67, 77]],
  ['trumpet', [58, 67, 79]],
  ['flute', [67, 79, 86]],
  ['violin', [55, 69, 84]],
  ['voice', [55, 64, 74]],
];

describe('instrument voices', () => {
  it.each(PITCHED)('%s plays in tune (within 5 cents)', (instrument, notes) => {
    for (const midi of notes) {
      const out = new Float32Array(SAMPLE_RATE);
      const frequency = midiToFrequency(midi);
      voiceFor(instrument)(
        out,
        { startSample: 0, durationSeconds: 0.8, frequency, midi, amplitude: 0.7 },
        { sampleRate: SAMPLE_RATE, random: createRandom(7), vowel: 'ah' },
      );
      const cents = 1200 * Math.log2(estimatePitch(out, frequency) / frequency);
      expect(Math.abs(cents), `${instrument} ${midi}`).toBeLessThan(5);
    }
  });
});

describe('rendering and mixing', () => {
  const exercise = ALL_BOOKS[0]!.exercises[0]!;

  it('is reproducible for a given seed', () => {
    const part = exercise.parts[0]!;
    const [first, second] = [renderPart(exercise, part, 42), renderPart(exercise, part, 42)];
    expect(Buffer.from(first.buffer).equals(Buffer.from(second.buffer))).toBe(true);
  });

  it('makes backing + solo equal to the full mix for every part, and never clips', () => {
    const stems = mixStems(
      exercise,
      exercise.parts.map((part, i) => renderPart(exercise, part, i)),
    );
    exercise.parts.forEach((_, p) => {
      const backing = stems.backing[p]!;
      const solo = stems.solo[p]!;
      let worst = 0;
      for (let i = 0; i < stems.full.length; i += 1) {
        const full = stems.full[i] ?? 0;
        // Below the limiter's knee the stems are plain sums.
        if (
          Math.abs(full) < 0.8 &&
          Math.abs(backing[i] ?? 0) < 0.8 &&
          Math.abs(solo[i] ?? 0) < 0.8
        ) {
          worst = Math.max(worst, Math.abs(full - (backing[i] ?? 0) - (solo[i] ?? 0)));
        }
      }
      expect(worst).toBeLessThan(1e-4);
    });
    for (const stem of [stems.full, ...stems.backing, ...stems.solo])
      expect(peak(stem)).toBeLessThanOrEqual(1);
  });

  it('leaves the count-in bar to the click: no part sounds before the exercise starts', () => {
    const countInSamples = Math.floor(
      (exercise.countInBars * 4 * 60 * SAMPLE_RATE) / exercise.tempo,
    );
    for (const solo of mixStems(
      exercise,
      exercise.parts.map((part, i) => renderPart(exercise, part, i)),
    ).solo) {
      expect(peak(solo.subarray(0, countInSamples - 10))).toBe(0);
    }
  });
});
