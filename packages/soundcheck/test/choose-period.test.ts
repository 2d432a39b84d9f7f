// The period choice on hand-drawn difference functions: YIN's first dip under the threshold, the split dip of
// a low piano string, whose deeper half just beyond is the period, and a period nearly as deep as its double.
import { describe, expect, it } from 'vitest';
import { choosePeriod } from '../src/pitch/choose-period.js';

const MIN_LAG = 33;
const MAX_LAG = 427;
const THRESHOLD = 0.15;

type Dip = readonly [lag: number, value: number, halfWidth: number];

/** A flat difference function of 1 with V-shaped dips: [lag, value at the bottom, half width]. */
function cmndfWithDips(dips: readonly Dip[]): Float64Array {
  const cmndf = new Float64Array(MAX_LAG + 2).fill(1);
  for (const [centre, value, width] of dips)
    for (let lag = centre - width; lag <= centre + width; lag++) {
      const v = value + ((1 - value) * Math.abs(lag - centre)) / width;
      cmndf[lag] = Math.min(cmndf[lag]!, v);
    }
  return cmndf;
}

// Two cases are read off real frames: the FluidR3 low piano E2 at 22 050 Hz (0.126 at lag 252, the period
// 0.042 at 268) and the FluidR3 steel guitar E3 over the ringing C3 before it (0.40 at the period, 0.22 at
// twice it).
const CASES: readonly { rule: string; dips: readonly Dip[]; period: number }[] = [
  {
    rule: 'takes the first dip under the threshold',
    dips: [
      [120, 0.1, 6],
      [240, 0.05, 6],
    ],
    period: 120,
  },
  {
    rule: 'takes a much deeper dip just beyond the first one (the low piano split dip)',
    dips: [
      [252, 0.126, 5],
      [268, 0.042, 9],
    ],
    period: 268,
  },
  {
    rule: 'keeps the first dip when the deeper one is more than two semitones beyond',
    dips: [
      [252, 0.126, 5],
      [290, 0.042, 9],
    ],
    period: 252,
  },
  {
    rule: 'keeps the first dip when the one beyond is only a little deeper',
    dips: [
      [252, 0.126, 5],
      [268, 0.1, 9],
    ],
    period: 252,
  },
  {
    rule: "takes the note's own period over a deeper dip at twice it when nearly as deep (the steel guitar)",
    dips: [
      [134, 0.4, 6],
      [268, 0.22, 9],
    ],
    period: 134,
  },
  {
    rule: 'keeps the longer period when the shorter one dips far less',
    dips: [
      [134, 0.55, 6],
      [268, 0.22, 9],
    ],
    period: 268,
  },
];

describe('choosePeriod', () => {
  it.each(CASES)('$rule', ({ dips, period }) => {
    expect(choosePeriod(cmndfWithDips(dips), MIN_LAG, MAX_LAG, THRESHOLD)).toBe(period);
  });
});
