// Onset detection function: log-compressed spectral flux (Dixon 2006) with SuperFlux's two refinements
// (Böck & Widmer 2013): each bin is compared with the maximum of its neighbours, so vibrato does not look like
// a new note, and with the spectrum LAG frames back, so a 40-60 ms attack (brass, voice) is one clear rise.
// The flux is taken relative to the frame's compressed magnitude, so a narrow-band tone swelling in scores
// like a broadband hit and one threshold holds at any playing level. Buffers are allocated once.
import { RealFft } from '../dsp/real-fft.js';
import { hannWindow } from '../dsp/windows.js';

const LAG = 2;
/** Regularises the relative flux so the rises inside a quiet decay tail do not look like hits. */
const FLOOR_PER_BIN = 0.3;

export class SpectralFlux {
  /** Fill with the newest frame of samples, then call next(). */
  readonly input: Float64Array;
  private readonly window: Float64Array;
  private readonly fft: RealFft;
  /** The newest frame's spectrum (Hann-windowed FFT), valid after next(). */
  readonly re: Float64Array;
  readonly im: Float64Array;
  private readonly spectra: Float64Array[];
  private newest = 0;
  private frames = 0;
  private readonly firstBin: number;
  private readonly lastBin: number;

  constructor(sampleRate: number, frameLength: number) {
    this.input = new Float64Array(frameLength);
    this.window = hannWindow(frameLength);
    this.fft = new RealFft(frameLength);
    const bins = frameLength / 2 + 1;
    this.re = new Float64Array(bins);
    this.im = new Float64Array(bins);
    this.spectra = Array.from({ length: LAG + 1 }, () => new Float64Array(bins));
    // 30 Hz to 16 kHz: below is rumble and handling noise, above mostly hiss.
    this.firstBin = Math.max(1, Math.floor((30 * frameLength) / sampleRate));
    this.lastBin = Math.min(bins - 2, Math.ceil((16000 * frameLength) / sampleRate));
  }

  /**
   * Analyses the frame in `input`: its flux goes to flux[slot] (0 for the first LAG frames) and its level in
   * dBFS to levels[slot]. Results go into arrays rather than return values because a double returned from a
   * call that is not inlined is boxed, and this runs for every frame of an AudioWorklet.
   */
  next(flux: Float64Array, levels: Float64Array, slot: number): void {
    const input = this.input;
    const window = this.window;
    let power = 0;
    for (let i = 0; i < input.length; i++) {
      const v = input[i]!;
      power += v * v;
      input[i] = v * window[i]!;
    }
    const meanSquare = power / input.length;
    levels[slot] = meanSquare > 0 ? 10 * Math.log10(meanSquare) : -200;
    this.fft.forward(input, this.re, this.im);
    this.newest = (this.newest + 1) % (LAG + 1);
    const current = this.spectra[this.newest]!;
    // The slot after the newest is the oldest one: the spectrum LAG frames back.
    const previous = this.spectra[(this.newest + 1) % (LAG + 1)]!;
    const re = this.re;
    const im = this.im;
    for (let k = this.firstBin - 1; k <= this.lastBin + 1; k++) {
      // log(1 + |X|): logarithmic above about -48 dBFS per bin, linear (quiet hiss adds little) below.
      current[k] = Math.log1p(Math.sqrt(re[k]! * re[k]! + im[k]! * im[k]!));
    }
    let rises = 0;
    let total = 0;
    for (let k = this.firstBin; k <= this.lastBin; k++) {
      let reference = previous[k - 1]!;
      if (previous[k]! > reference) reference = previous[k]!;
      if (previous[k + 1]! > reference) reference = previous[k + 1]!;
      const rise = current[k]! - reference;
      if (rise > 0) rises += rise;
      total += current[k]!;
    }
    flux[slot] =
      this.frames++ < LAG
        ? 0
        : rises / (total + FLOOR_PER_BIN * (this.lastBin - this.firstBin + 1));
  }
}
