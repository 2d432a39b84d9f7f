// Tuner math.
import { describe, expect, it } from 'vitest';
import { frequencyToNote, noteToFrequency } from '../src/tuner/tuner.js';

describe('frequencyToNote', () => {
  it('names notes with octave and cents', () => {
    expect(frequencyToNote(440)).toMatchObject({ name: 'A', octave: 4, midi: 69 });
    expect(frequencyToNote(440).cents).toBeCloseTo(0, 9);
    expect(frequencyToNote(261.6256)).toMatchObject({ name: 'C', octave: 4 });
    expect(frequencyToNote(41.2034)).toMatchObject({ name: 'E', octave: 1 });
    expect(frequencyToNote(2093)).toMatchObject({ name: 'C', octave: 7 });
    expect(frequencyToNote(277.18)).toMatchObject({ name: 'C#', octave: 4 });
  });

  it('reports cents sharp and flat within +/-50', () => {
    const sharp = frequencyToNote(440 * 2 ** (20 / 1200));
    expect(sharp.name).toBe('A');
    expect(sharp.cents).toBeCloseTo(20, 6);
    const flat = frequencyToNote(440 * 2 ** (-49 / 1200));
    expect(flat.cents).toBeCloseTo(-49, 6);
    expect(frequencyToNote(440 * 2 ** (51 / 1200))).toMatchObject({ name: 'A#' });
  });

  it('follows the reference A4', () => {
    const baroque = frequencyToNote(415, 415);
    expect(baroque).toMatchObject({ name: 'A', octave: 4 });
    expect(baroque.cents).toBeCloseTo(0, 9);
    expect(frequencyToNote(440, 442).cents).toBeCloseTo(1200 * Math.log2(440 / 442), 6);
    expect(frequencyToNote(440, 442).targetHz).toBeCloseTo(442, 9);
  });

  it('converts names back to frequencies and rejects nonsense', () => {
    expect(noteToFrequency('A', 4)).toBeCloseTo(440, 9);
    expect(noteToFrequency('C', 4, 432)).toBeCloseTo(432 * 2 ** (-9 / 12), 9);
    expect(() => frequencyToNote(0)).toThrow(RangeError);
    expect(() => frequencyToNote(440, -1)).toThrow(RangeError);
  });
});
