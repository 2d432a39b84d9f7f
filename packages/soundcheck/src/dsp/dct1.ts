// Type-I discrete cosine transform through a real FFT of half the length (the algorithm of Numerical Recipes'
// cosft1). The pitch detector uses it to turn a power spectrum, which is real and even, back into an
// autocorrelation at half the cost of a full inverse FFT. Buffers are allocated once.
import { RealFft } from './real-fft.js';

export class Dct1 {
  /** Number of intervals: the transform maps m+1 values to m+1 values. */
  readonly size: number;
  private readonly fft: RealFft;
  private readonly work: Float64Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly sinTable: Float64Array;
  private readonly cosTable: Float64Array;

  constructor(size: number) {
    this.size = size;
    this.fft = new RealFft(size);
    this.work = new Float64Array(size);
    this.re = new Float64Array(size / 2 + 1);
    this.im = new Float64Array(size / 2 + 1);
    this.sinTable = new Float64Array(size);
    this.cosTable = new Float64Array(size);
    for (let j = 0; j < size; j++) {
      this.sinTable[j] = Math.sin((Math.PI * j) / size);
      this.cosTable[j] = Math.cos((Math.PI * j) / size);
    }
  }

  /**
   * out[k] = (in[0] + (-1)^k in[m]) / 2 + sum_{j=1}^{m-1} in[j] cos(pi j k / m), for k = 0..m.
   * `input` and `out` hold m+1 values and may not be the same array.
   */
  transform(input: Float64Array, out: Float64Array): void {
    const m = this.size;
    const work = this.work;
    const sin = this.sinTable;
    const cos = this.cosTable;
    const first = input[0]!;
    const last = input[m]!;
    work[0] = 0.5 * (first + last);
    let odd = 0.5 * (first - last);
    for (let j = 1; j < m; j++) {
      const a = input[j]!;
      const b = input[m - j]!;
      work[j] = 0.5 * (a + b) - sin[j]! * (a - b);
      odd += a * cos[j]!;
    }
    this.fft.forward(work, this.re, this.im);
    const re = this.re;
    const im = this.im;
    const half = m >> 1;
    out[0] = re[0]!;
    out[1] = odd;
    out[m] = re[half]!;
    for (let k = 1; k < half; k++) {
      out[2 * k] = re[k]!;
      out[2 * k + 1] = out[2 * k - 1]! - im[k]!;
    }
  }
}
