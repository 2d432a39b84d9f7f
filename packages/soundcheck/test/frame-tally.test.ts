// The sampled corpus's frame count (test/sampled/frame-accuracy.ts), which the benchmark's accuracy table
// rests on: which frames it judges, and what it calls right, wrong and an octave off.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/synth/random.js';
import { emptyTally, tallyFrames } from './sampled/frame-accuracy.js';

const RATE = 8000;
const A4 = 440;
const C5 = 440 * 2 ** (3 / 12);

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

/**
 * A legato pair as a sampled flute plays it: A4 from 0.1 s, released at 0.6 s and dying 60 dB a second;
 * C5 from 0.6 s, rising 60 dB a second up to its full level at 0.65 s, so that A4 is the louder until
 * 0.625 s. `voices` holds each note apart (as SampledTake.voices).
 */
function legatoPair() {
  const length = Math.round(1.2 * RATE);
  const first = new Float32Array(length);
  const second = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    if (t >= 0.1) {
      const level = t < 0.6 ? 0.5 : 0.5 * 10 ** (-3 * (t - 0.6));
      first[i] = level * Math.sin(2 * Math.PI * A4 * t);
    }
    if (t >= 0.6) {
      const level = 0.5 * 10 ** (-3 * Math.max(0, 0.65 - t));
      second[i] = level * Math.sin(2 * Math.PI * C5 * t);
    }
  }
  const sounding = first.map((v, i) => v + second[i]!);
  return {
    samples: sounding,
    sounding,
    voices: [first, second],
    sampleRate: RATE,
    performed: [
      { time: 0.1, duration: 0.5, midi: 69 },
      { time: 0.6, duration: 0.5, midi: 72 },
    ],
  };
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

  it('judges a note only where it is the louder, heard apart from the note before (decision 049)', () => {
    const take = legatoPair();
    // A detector reading the louder note in every frame: A4 until C5 has risen over its release.
    const louder = frames(0).map(({ time }) => {
      const at = Math.round(time * RATE);
      const level = (voice: Float32Array) => {
        let sum = 0;
        for (let i = Math.max(0, at - 80); i < Math.min(voice.length, at + 80); i++)
          sum += voice[i]! ** 2;
        return sum;
      };
      return { time, frequency: level(take.voices[0]!) >= level(take.voices[1]!) ? A4 : C5 };
    });
    const apart = tallyFrames(emptyTally(), louder, take, 0.02);
    expect(apart.correct).toBe(apart.frames);
    // Heard whole, C5's first frames are judged too, where A4 still sounds louder than it.
    const whole = tallyFrames(emptyTally(), louder, { ...take, voices: undefined }, 0.02);
    expect(whole.frames).toBeGreaterThan(apart.frames);
    expect(whole.frames - whole.correct).toBe(whole.frames - apart.frames);
    expect(whole.frames - apart.frames).toBeGreaterThanOrEqual(1);
    expect(whole.frames - apart.frames).toBeLessThanOrEqual(2);
  });
});
