// The period choice on hand-drawn difference functions: YIN's first dip under the threshold, the split dip of
// a stiff string, whose deeper half just beyond is the period, and a period nearly as deep as its double.
import { describe, expect, it } from 'vitest';
import { choosePeriod } from '../src/pitch/choose-period.js';

const MIN_LAG = 33;
const MAX_LAG = 427;
const THRESHOLD = 0.15;

/** A flat difference function of 1 with V-shaped dips: [lag, value at the bottom, half width]. */
function cmndfWithDips(dips: readonly (readonly [number, number, number])[]): Float64Array {
  const cmndf = new Float64Array(MAX_LAG + 2).fill(1);
  for (const [centre, value, width] of dips)
    for (let lag = centre - width; lag <= centre + width; lag++) {
      const v = value + ((1 - value) * Math.abs(lag - centre)) / width;
      cmndf[lag] = Math.min(cmndf[lag]!, v);
    }
  return cmndf;
}

describe('choosePeriod', () => {
  it('takes the first dip under the threshold', () => {
    const cmndf = cmndfWithDips([
      [120, 0.1, 6],
      [240, 0.05, 6],
    ]);
    expect(choosePeriod(cmndf, MIN_LAG, MAX_LAG, THRESHOLD)).toBe(120);
  });

  it('takes a much deeper dip just beyond the first one (a split dip)', () => {
    // Read off a FluidR3 low piano E2 at 22 050 Hz: 0.126 at lag 252, 0.042 at 268 (the period).
    const cmndf = cmndfWithDips([
      [252, 0.126, 5],
      [268, 0.042, 9],
    ]);
    expect(choosePeriod(cmndf, MIN_LAG, MAX_LAG, THRESHOLD)).toBe(268);
  });

  it('keeps the first dip when the deeper one is more than two semitones beyond', () => {
    const cmndf = cmndfWithDips([
      [252, 0.126, 5],
      [290, 0.042, 9],
    ]);
    expect(choosePeriod(cmndf, MIN_LAG, MAX_LAG, THRESHOLD)).toBe(252);
  });

  it('keeps the first dip when the one beyond is only a little deeper', () => {
    const cmndf = cmndfWithDips([
      [252, 0.126, 5],
      [268, 0.1, 9],
    ]);
    expect(choosePeriod(cmndf, MIN_LAG, MAX_LAG, THRESHOLD)).toBe(252);
  });

  it("takes the note's own period over a deeper dip at twice it when it is nearly as deep", () => {
    // Read off a FluidR3 steel guitar E3 over the ringing C3 before it: 0.40 at the period, 0.22 at twice it.
    const cmndf = cmndfWithDips([
      [134, 0.4, 6],
      [268, 0.22, 9],
    ]);
    expect(choosePeriod(cmndf, MIN_LAG, MAX_LAG, THRESHOLD)).toBe(134);
  });

  it('keeps the longer period when the shorter one dips far less', () => {
    const cmndf = cmndfWithDips([
      [134, 0.55, 6],
      [268, 0.22, 9],
    ]);
    expect(choosePeriod(cmndf, MIN_LAG, MAX_LAG, THRESHOLD)).toBe(268);
  });
});
