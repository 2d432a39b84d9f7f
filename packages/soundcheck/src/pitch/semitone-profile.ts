// Semitone profile of a frame, for chord parts: the monophonic detector cannot name the tones of a chord, but
// the spectrum shows them. A Hann-windowed frame of about 170 ms (5.4 Hz bins at 44.1 kHz, fine enough to
// tell a semitone from the second harmonic of E2 up), whose spectral peaks (local maxima of the power
// spectrum, so a window's skirts add nothing) between 50 Hz and 5 kHz add their power to the MIDI number of
// the nearest equal-tempered semitone (A4 = 440 Hz). Buffers are allocated once.
import { RealFft } from '../dsp/real-fft.js';
import { hannWindow } from '../dsp/windows.js';

export const PROFILE_BINS = 128;
/** Profile frames last at least this long (s); the length is the next power of two. */
const FRAME_SECONDS = 0.16;
const LOW_HZ = 50;
const HIGH_HZ = 5000;

export class ProfileAnalyser {
  readonly frameLength: number;
  /** Fill with frameLength samples, then call analyse(). */
  readonly input: Float64Array;
  private readonly window: Float64Array;
  private readonly fft: RealFft;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly power: Float64Array;
  /** Pitch class (0 = C) of each bin, -1 outside the band. */
  private readonly pitchClass: Int8Array;
  private readonly firstBin: number;
  private readonly lastBin: number;

  constructor(sampleRate: number) {
    let length = 256;
    while (length < FRAME_SECONDS * sampleRate) length *= 2;
    this.frameLength = length;
    this.input = new Float64Array(length);
    this.window = hannWindow(length);
    this.fft = new RealFft(length);
    const bins = length / 2 + 1;
    this.re = new Float64Array(bins);
    this.im = new Float64Array(bins);
    this.power = new Float64Array(bins);
    this.pitchClass = new Int8Array(bins).fill(-1);
    this.firstBin = Math.max(1, Math.ceil((LOW_HZ * length) / sampleRate));
    this.lastBin = Math.min(bins - 2, Math.floor((HIGH_HZ * length) / sampleRate));
    for (let k = this.firstBin; k <= this.lastBin; k++) {
      const midi = Math.round(69 + 12 * Math.log2((k * sampleRate) / length / 440));
      this.pitchClass[k] = Math.min(127, midi);
    }
  }

  /**
   * Writes the frame's profile to out[offset .. offset + 128): shares of the peak power per semitone (MIDI
   * number), summing to 1 (all 0 for a frame without peaks).
   */
  analyse(out: Float64Array, offset = 0): void {
    const input = this.input;
    const window = this.window;
    for (let i = 0; i < input.length; i++) input[i] = input[i]! * window[i]!;
    this.fft.forward(input, this.re, this.im);
    const re = this.re;
    const im = this.im;
    const power = this.power;
    for (let k = this.firstBin - 1; k <= this.lastBin + 1; k++)
      power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
    for (let c = 0; c < PROFILE_BINS; c++) out[offset + c] = 0;
    let total = 0;
    for (let k = this.firstBin; k <= this.lastBin; k++) {
      const p = power[k]!;
      if (p > power[k - 1]! && p >= power[k + 1]!) {
        const slot = offset + this.pitchClass[k]!;
        out[slot] = out[slot]! + p;
        total += p;
      }
    }
    if (total > 0)
      for (let c = 0; c < PROFILE_BINS; c++) out[offset + c] = out[offset + c]! / total;
  }
}

/** Share of the profile in its `count` strongest semitones: near 1 for a few tones, small for noise. */
export function profileConcentration(profile: Float64Array, count: number): number {
  let sum = 0;
  let previous = Infinity;
  let previousIndex = -1;
  // Selection of the strongest classes without sorting (no allocation): take the next largest each time.
  for (let n = 0; n < count; n++) {
    let best = -1;
    let bestIndex = -1;
    for (let c = 0; c < PROFILE_BINS; c++) {
      const v = profile[c]!;
      const below = v < previous || (v === previous && c > previousIndex);
      if (below && v > best) {
        best = v;
        bestIndex = c;
      }
    }
    if (bestIndex < 0) break;
    sum += best;
    previous = best;
    previousIndex = bestIndex;
  }
  return sum;
}
