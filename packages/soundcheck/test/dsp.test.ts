// The transforms under the detectors agree with their textbook definitions.
import { describe, expect, it } from 'vitest';
import { Dct1 } from '../src/dsp/dct1.js';
import { HalfBandDecimator } from '../src/dsp/half-band-decimator.js';
import { RealFft } from '../src/dsp/real-fft.js';
import { medianInto } from '../src/dsp/small-median.js';
import { createRandom } from '../src/synth/index.js';

function randomSignal(length: number, seed: number): Float64Array {
  const random = createRandom(seed);
  return Float64Array.from({ length }, () => random() * 2 - 1);
}

describe('RealFft', () => {
  it.each([8, 16, 64, 512, 2048])('matches a direct DFT and inverts exactly (n = %i)', (n) => {
    const x = randomSignal(n, n);
    const fft = new RealFft(n);
    const re = new Float64Array(n / 2 + 1);
    const im = new Float64Array(n / 2 + 1);
    fft.forward(x, re, im);
    for (const k of [0, 1, 3, n / 4, n / 2 - 1, n / 2]) {
      let sumRe = 0;
      let sumIm = 0;
      for (let t = 0; t < n; t++) {
        sumRe += x[t]! * Math.cos((-2 * Math.PI * k * t) / n);
        sumIm += x[t]! * Math.sin((-2 * Math.PI * k * t) / n);
      }
      expect(re[k]).toBeCloseTo(sumRe, 8);
      expect(im[k]).toBeCloseTo(sumIm, 8);
    }
    const back = new Float64Array(n);
    fft.inverse(re, im, back);
    for (let t = 0; t < n; t++) expect(back[t]).toBeCloseTo(x[t]!, 10);
  });

  it('rejects sizes that are not powers of two', () => {
    expect(() => new RealFft(1000)).toThrow(RangeError);
  });
});

describe('Dct1', () => {
  it('computes the type-I cosine transform', () => {
    const m = 32;
    const input = randomSignal(m + 1, 5);
    const out = new Float64Array(m + 1);
    new Dct1(m).transform(input, out);
    for (let k = 0; k <= m; k++) {
      let expected = 0.5 * (input[0]! + (k % 2 ? -1 : 1) * input[m]!);
      for (let j = 1; j < m; j++) expected += input[j]! * Math.cos((Math.PI * j * k) / m);
      expect(out[k]).toBeCloseTo(expected, 10);
    }
  });
});

describe('medianInto', () => {
  it('takes the median of odd and even counts', () => {
    const scratch = new Float64Array(8);
    expect(medianInto(Float64Array.from([5, 1, 3]), 3, scratch)).toBe(3);
    expect(medianInto(Float64Array.from([4, 1, 3, 2]), 4, scratch)).toBe(2.5);
  });
});

describe('HalfBandDecimator', () => {
  function gainDb(hz: number): number {
    const decimator = new HalfBandDecimator();
    const out: number[] = [];
    for (let i = 0; i < 44100; i++) {
      if (decimator.push(Math.sin((2 * Math.PI * hz * i) / 44100))) out.push(decimator.output);
    }
    const tail = out.slice(1000);
    return (
      20 * Math.log10(Math.sqrt(tail.reduce((sum, v) => sum + v * v, 0) / tail.length) * Math.SQRT2)
    );
  }

  it('passes the pitch band flat and stops what would alias', () => {
    expect(Math.abs(gainDb(82))).toBeLessThan(0.05);
    expect(Math.abs(gainDb(5000))).toBeLessThan(0.2);
    expect(gainDb(15000)).toBeLessThan(-60);
  });
});
