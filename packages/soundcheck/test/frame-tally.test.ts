// The sampled corpus's frame count (test/sampled/frame-accuracy.ts), which the benchmark's accuracy table
// rests on: which frames it judges, and what it calls right, wrong and an octave off.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/synth/random.js';
import { emptyTally, tallyFrames } from './sampled/frame-accuracy.js';

const RATE = 8000;
const A4 = 440;

/** One A4 from 0.1 s to 1.1 s falling 60 dB a second, and that note under steady noise 25 dB below its start. */
function decayingNoteInNoise() {
  const length = Math.round(1.3 * RATE);
  const sounding = new Float32Array(length);
  const samples = new Float32Array(length);
  const random = createRandom(3);
  for (let i = 0; i < length; i++) {
    const t = i / RATE - 0.1;
    const tone = t >= 0 && t < 1 ? 0.5 * 10 ** (-3 * t) * Math.sin(2 * Math.PI * A4 * t) : 0;
    sounding[i] = tone;
    samples[i] = tone + 0.035 * (random() * 2 - 1);
  }
  return { samples, sounding, sampleRate: RATE, performed: [{ time: 0.1, duration: 1, midi: 69 }] };
}

/** Frames every 10 ms over the take, each carrying `frequency`. */
function frames(frequency: number) {
  return Array.from({ length: 130 }, (_, i) => ({ time: i / 100, frequency }));
}

describe('frame tally of the sampled corpus', () => {
  it('judges a note while it sounds within 30 dB of its peak, read without the room noise', () => {
    const take = decayingNoteInNoise();
    const tally = tallyFrames(emptyTally(), frames(A4), take, 0.02);
    // 60 dB a second: the note is 30 dB down half a second after it starts. Read from `samples`, the noise
    // would keep every frame up to the note-off judged (96 of them).
    expect(tally.frames).toBeGreaterThanOrEqual(46);
    expect(tally.frames).toBeLessThanOrEqual(50);
    expect(tally.correct).toBe(tally.frames);
  });

  it('counts a frame within 50 cents as right, an octave off as an octave error, unvoiced as wrong', () => {
    const take = decayingNoteInNoise();
    const within = tallyFrames(emptyTally(), frames(A4 * 2 ** (45 / 1200)), take, 0.02);
    expect(within.correct).toBe(within.frames);
    const outside = tallyFrames(emptyTally(), frames(A4 * 2 ** (55 / 1200)), take, 0.02);
    expect(outside).toMatchObject({ correct: 0, octave: 0 });
    const octave = tallyFrames(emptyTally(), frames(A4 / 2), take, 0.02);
    expect(octave).toMatchObject({ correct: 0, octave: octave.frames });
    const unvoiced = tallyFrames(emptyTally(), frames(0), take, 0.02);
    expect(unvoiced).toMatchObject({ correct: 0, octave: 0, frames: within.frames });
  });
});
