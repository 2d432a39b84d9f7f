// Halves the sample rate with a 31-tap half-band FIR (Blackman-windowed sinc; every other tap is zero, so an
// output costs 8 multiplies). The pitch detector runs on the half-rate stream for parts whose top note is low
// enough (fmax <= 1500 Hz): the same frame duration then needs half the FFT, so bass and guitar analysis costs
// about half. Streaming, one sample at a time, no allocation.

const HALF_LENGTH = 15;
const TAPS = 2 * HALF_LENGTH + 1;
const HISTORY = 32;

/** Input samples by which the output lags (the filter's group delay). */
export const DECIMATOR_DELAY = HALF_LENGTH;

/** Odd-offset taps (the even ones of a half-band filter are zero) and the centre tap, for unity gain at DC. */
function designFilter(): { taps: Float64Array; centre: number } {
  const taps = new Float64Array((HALF_LENGTH + 1) / 2);
  let sum = 0.5;
  for (let i = 0; i < taps.length; i++) {
    const k = 2 * i + 1;
    const sinc = Math.sin((Math.PI * k) / 2) / ((Math.PI * k) / 2);
    const n = HALF_LENGTH + k;
    const blackman =
      0.42 -
      0.5 * Math.cos((2 * Math.PI * n) / (TAPS - 1)) +
      0.08 * Math.cos((4 * Math.PI * n) / (TAPS - 1));
    taps[i] = 0.5 * sinc * blackman;
    sum += 2 * taps[i]!;
  }
  for (let i = 0; i < taps.length; i++) taps[i] = taps[i]! / sum;
  return { taps, centre: 0.5 / sum };
}

const { taps: COEFFICIENTS, centre: CENTRE } = designFilter();

export class HalfBandDecimator {
  private readonly history = new Float64Array(HISTORY);
  private count = 0;
  /** The latest output sample, valid when push() returned true. */
  output = 0;

  /** Adds one input sample; returns true when an output sample (every second input) is ready. */
  push(sample: number): boolean {
    const history = this.history;
    const n = this.count++;
    history[n & (HISTORY - 1)] = sample;
    if ((n & 1) === 0) return false;
    // Centre tap at n - HALF_LENGTH; pairs symmetric around it.
    const centre = n - HALF_LENGTH;
    let sum = CENTRE * history[centre & (HISTORY - 1)]!;
    for (let i = 0; i < COEFFICIENTS.length; i++) {
      const k = 2 * i + 1;
      sum +=
        COEFFICIENTS[i]! *
        (history[(centre - k) & (HISTORY - 1)]! + history[(centre + k) & (HISTORY - 1)]!);
    }
    this.output = sum;
    return true;
  }
}
