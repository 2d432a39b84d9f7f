// Long because: one detector's analyse pass (difference, normalisation, threshold, interpolation, octave
// check) over buffers allocated once; the period choice itself is already apart (choose-period.ts).
// Monophonic pitch detector of the YIN family (de Cheveigné & Kawahara 2002) for one part's range.
// The difference function comes from an FFT autocorrelation of the zero-padded frame (McLeod's "type II"
// form: the compared spans shrink with the lag, so one forward and one inverse real FFT suffice instead of
// the three that a fixed YIN window needs), normalised per lag, then YIN's cumulative-mean normalisation,
// absolute threshold and parabolic interpolation, and a check of the octave below (YIN's known failure is the
// octave above). All buffers belong to the instance: detect() allocates nothing.
import { Dct1 } from '../dsp/dct1.js';
import { choosePeriod, dipValue, isDip } from './choose-period.js';
import { RealFft } from '../dsp/real-fft.js';
import { ENGINE_FMAX_HZ, ENGINE_FMIN_HZ, pitchFrameLayout } from './pitch-range.js';
import type { PitchFrameLayout } from './pitch-range.js';

/**
 * Twice the chosen period is the period when its dip is under this share of the chosen one's... (where a
 * sung low note reads the octave above in mid-note, the octave below's dip is 0.38-0.96 of the chosen
 * one's; decision 050)
 */
const OCTAVE_BELOW_SHARE = 0.65;
/** ... and at least this much smaller. */
const OCTAVE_BELOW_MARGIN = 0.05;

export interface PitchDetectorOptions {
  sampleRate: number;
  /** Lowest fundamental to look for (Hz); default and floor E1. A lower fmin means a longer frame. */
  fmin?: number;
  /** Highest fundamental to look for (Hz); default and ceiling C7. */
  fmax?: number;
  /** YIN absolute threshold on the normalised difference: the first dip below it wins. */
  threshold?: number;
  /**
   * A frame whose best dip is above this is unvoiced (noise, breath, chord). A note over the ringing tail of
   * the one before (let-ring, reverb) dips to 0.35-0.5; white and pink noise stay unvoiced (decision 026).
   */
  voicingThreshold?: number;
  /** Frames quieter than this RMS level (dBFS) are unvoiced without analysis. */
  silenceDb?: number;
}

/** One frame's result; the detector reuses the object it is given. */
export interface PitchEstimate {
  /** Fundamental in Hz, 0 when unvoiced. */
  frequency: number;
  /**
   * The best period's fundamental (Hz), also when the frame is judged unvoiced; 0 when silent, without a
   * dip, or with the dip at the range's edge. The detector's pitch guess, which mir_eval's raw pitch
   * accuracy counts apart from the voicing decision.
   */
  candidate: number;
  /** 1 - normalised difference at the chosen period: near 1 for a clean periodic sound. */
  confidence: number;
  voiced: boolean;
  /** RMS level of the frame in dBFS. */
  levelDb: number;
}

/**
 * The last frame's octave below its pitch guess, for judging the frame against those around it: the
 * fundamental (Hz) of the deepest dip within 3 % of twice the chosen period, 0 when there is none (or it is
 * out of range, or the guess is that octave already), and that dip's depth over the chosen one's, at whole lags.
 */
export interface OctaveBelow {
  frequency: number;
  share: number;
}

export function createPitchEstimate(): PitchEstimate {
  return { frequency: 0, candidate: 0, confidence: 0, voiced: false, levelDb: -Infinity };
}

export class PitchDetector {
  readonly sampleRate: number;
  readonly layout: PitchFrameLayout;
  /** Fill input[0..frameLength) with the frame, then call analyse(); the tail stays zero. */
  readonly input: Float64Array;
  private readonly threshold: number;
  /** The octave below is taken only at or above this frequency (Hz): an octave over the part's lowest. */
  private readonly octaveBelowFrom: number;
  private readonly voicingThreshold: number;
  private silencePower = 0;
  private readonly fft: RealFft;
  private readonly dct: Dct1;
  private readonly spectrumRe: Float64Array;
  private readonly spectrumIm: Float64Array;
  private readonly acf: Float64Array;
  private readonly energy: Float64Array;
  private readonly cmndf: Float64Array;
  /** The last analysed frame's octave below (see OctaveBelow). */
  readonly below: OctaveBelow = { frequency: 0, share: Infinity };
  /** The last frame's energy (sum of squares), for differences at fractional lags. */
  private frameSum = 0;

  constructor(options: PitchDetectorOptions) {
    this.sampleRate = options.sampleRate;
    // The engine's range is E1-C7: a lower fmin would only buy a longer, costlier frame.
    const fmin = Math.min(
      Math.max(options.fmin ?? ENGINE_FMIN_HZ, ENGINE_FMIN_HZ),
      ENGINE_FMAX_HZ / 2,
    );
    const fmax = Math.min(
      Math.max(options.fmax ?? ENGINE_FMAX_HZ, fmin * 2),
      ENGINE_FMAX_HZ,
      options.sampleRate / 4,
    );
    this.layout = pitchFrameLayout(options.sampleRate, fmin, fmax);
    this.octaveBelowFrom = 2 * fmin;
    this.threshold = options.threshold ?? 0.15;
    this.voicingThreshold = options.voicingThreshold ?? 0.5;
    this.setSilenceDb(options.silenceDb ?? -60);
    const n = this.layout.fftSize;
    this.fft = new RealFft(n);
    this.dct = new Dct1(n / 2);
    this.input = new Float64Array(n);
    this.spectrumRe = new Float64Array(n / 2 + 1);
    this.spectrumIm = new Float64Array(n / 2 + 1);
    this.acf = new Float64Array(n / 2 + 1);
    this.energy = new Float64Array(this.layout.frameLength + 1);
    this.cmndf = new Float64Array(this.layout.maxLag + 2);
  }

  /** Frames quieter than this RMS level (dBFS) are unvoiced without analysis from now on. */
  setSilenceDb(db: number): void {
    this.silencePower = 10 ** (db / 10);
  }

  /** Copies `frame` (at least frameLength samples from `offset`) in and analyses it. */
  detect(frame: ArrayLike<number>, out: PitchEstimate, offset = 0): PitchEstimate {
    const length = this.layout.frameLength;
    const input = this.input;
    for (let i = 0; i < length; i++) input[i] = frame[offset + i]!;
    return this.analyse(out);
  }

  /** Analyses the frame already written to `input`. */
  analyse(out: PitchEstimate): PitchEstimate {
    const { frameLength: length, minLag, maxLag } = this.layout;
    const x = this.input;
    const energy = this.energy;
    // energy[i] = sum of x[j]^2 for j < i: the power of any span in O(1).
    let sum = 0;
    energy[0] = 0;
    for (let i = 0; i < length; i++) {
      const v = x[i]!;
      sum += v * v;
      energy[i + 1] = sum;
    }
    const power = sum / length;
    out.levelDb = power > 0 ? 10 * Math.log10(power) : -Infinity;
    out.candidate = 0;
    this.below.frequency = 0;
    this.below.share = Infinity;
    if (power < this.silencePower) return unvoiced(out);

    this.autocorrelate();
    this.frameSum = sum;
    const acf = this.acf;
    const cmndf = this.cmndf;
    const lastLag = Math.min(maxLag + 1, length - 1);
    // Mean squared difference between x[j] and x[j+lag] over the overlap, then YIN's cumulative normalisation,
    // which removes the dip at lag 0 and makes one threshold work at every level.
    cmndf[0] = 1;
    let running = 0;
    for (let lag = 1; lag <= lastLag; lag++) {
      const overlap = length - lag;
      const span = energy[overlap]! + (sum - energy[lag]!);
      let d = (span - 2 * acf[lag]!) / overlap;
      if (d < 0) d = 0;
      running += d;
      cmndf[lag] = running > 0 ? (d * lag) / running : 1;
    }

    const chosen = choosePeriod(cmndf, minLag, maxLag, this.threshold);
    const best = chosen < 0 ? chosen : this.octaveBelow(chosen);
    if (best < 0) return unvoiced(out);
    const value = dipValue(cmndf, best);
    if (best >= maxLag) return unvoiced(out, 1 - value);
    // Parabolic interpolation through the dip and its neighbours gives sub-sample periods (cents at C7).
    let period = best;
    const a = cmndf[best - 1]!;
    const c = cmndf[best + 1]!;
    const curvature = a - 2 * cmndf[best]! + c;
    if (curvature > 0) period = best + (0.5 * (a - c)) / curvature;
    out.candidate = this.sampleRate / period;
    if (value >= this.voicingThreshold) return unvoiced(out, 1 - value);
    out.frequency = out.candidate;
    out.confidence = Math.min(1, Math.max(0, 1 - value));
    out.voiced = true;
    return out;
  }

  /**
   * YIN's known failure is the octave above: where a note's fundamental and odd harmonics are weak (a choir
   * pad's low notes), the dip at half its period passes the threshold first. The signal is then far more
   * alike at twice the chosen lag (decision 033). Not in the part's lowest octave: there a let-ring
   * guitar's two notes and a flute's or a high piano's lowest notes dip far deeper at twice their period
   * too. Both dips are compared at the exact period, between samples (cmndfAt): at whole lags a bright
   * note whose period falls between two samples dips less deep than at twice it, which can fall on one.
   */
  private octaveBelow(best: number): number {
    const cmndf = this.cmndf;
    const from = Math.floor(2 * best * 0.97);
    const to = Math.ceil(2 * best * 1.03);
    if (to > this.layout.maxLag || this.sampleRate / (2 * best) < this.octaveBelowFrom) return best;
    let lag = -1;
    let deepest = Infinity;
    for (let l = from; l <= to; l++) {
      if (!isDip(cmndf, l)) continue;
      const v = dipValue(cmndf, l);
      if (v < deepest) {
        deepest = v;
        lag = l;
      }
    }
    // Whole-lag values first, which a clean frame never passes: the chosen dip can only be shallower there
    // than at the exact period.
    const chosenAtWholeLag = dipValue(cmndf, best);
    if (lag < 0) return best;
    const a = cmndf[lag - 1]!;
    const c = cmndf[lag + 1]!;
    const curvature = a - 2 * cmndf[lag]! + c;
    const period = curvature > 0 ? lag + (0.5 * (a - c)) / curvature : lag;
    this.below.frequency = this.sampleRate / period;
    this.below.share = chosenAtWholeLag > 0 ? deepest / chosenAtWholeLag : Infinity;
    if (chosenAtWholeLag < OCTAVE_BELOW_MARGIN || deepest > OCTAVE_BELOW_SHARE * chosenAtWholeLag)
      return best;
    const below = this.cmndfAt(period);
    const chosenValue = this.cmndfAt(period / 2);
    if (below > OCTAVE_BELOW_SHARE * chosenValue || chosenValue - below < OCTAVE_BELOW_MARGIN)
      return best;
    this.below.frequency = 0;
    this.below.share = Infinity;
    return lag;
  }

  /**
   * The CMNDF at a fractional lag: the autocorrelation there from the power spectrum (the band-limited
   * interpolation of the whole-lag values), the energies interpolated linearly, the running sum recomputed
   * up to it.
   */
  cmndfAt(lag: number): number {
    const power = this.spectrumRe;
    const m = this.layout.fftSize / 2;
    // The DCT-I of the power spectrum at `lag` (see Dct1), the cosines by their recurrence
    // cos((j+1)t) = 2cos(t)cos(jt) - cos((j-1)t).
    const step = (Math.PI * lag) / m;
    const twoCos = 2 * Math.cos(step);
    let previous = 1;
    let current = Math.cos(step);
    let sum = 0.5 * (power[0]! + Math.cos(Math.PI * lag) * power[m]!);
    for (let j = 1; j < m; j++) {
      sum += power[j]! * current;
      const next = twoCos * current - previous;
      previous = current;
      current = next;
    }
    const acf = (sum * 2) / this.layout.fftSize;
    const d = this.difference(lag, acf);
    // The CMNDF's denominator: the difference summed over the whole lags up to this one, and its own share.
    const whole = Math.floor(lag);
    let running = (lag - whole) * d;
    for (let l = 1; l <= whole; l++) running += this.difference(l, this.acf[l]!);
    return running > 0 ? (d * lag) / running : 1;
  }

  /** The mean squared difference at `lag` over the overlap, given the autocorrelation there. */
  private difference(lag: number, acf: number): number {
    const overlap = this.layout.frameLength - lag;
    const span = this.energyBefore(overlap) + (this.frameSum - this.energyBefore(lag));
    return Math.max(0, (span - 2 * acf) / overlap);
  }

  /** The frame's energy before sample `x`, interpolated between whole samples. */
  private energyBefore(x: number): number {
    const energy = this.energy;
    const i = Math.floor(x);
    const next = Math.min(i + 1, this.layout.frameLength);
    return energy[i]! + (x - i) * (energy[next]! - energy[i]!);
  }

  /**
   * acf[lag] = sum over j of x[j] x[j+lag], linear thanks to the zero padding up to fftSize: the inverse FFT
   * of the power spectrum, which being real and even is a DCT-I of half the size.
   */
  private autocorrelate(): void {
    const re = this.spectrumRe;
    const im = this.spectrumIm;
    this.fft.forward(this.input, re, im);
    for (let k = 0; k < re.length; k++) {
      const r = re[k]!;
      const i = im[k]!;
      re[k] = r * r + i * i;
    }
    this.dct.transform(re, this.acf);
    // The DCT gives (fftSize / 2) x the autocorrelation; the common scale cancels in the normalised
    // difference but not against the energies, so undo it.
    const scale = 2 / this.layout.fftSize;
    const acf = this.acf;
    for (let lag = 0; lag < acf.length; lag++) acf[lag] = acf[lag]! * scale;
  }
}

function unvoiced(out: PitchEstimate, confidence = 0): PitchEstimate {
  out.frequency = 0;
  out.confidence = Math.max(0, Math.min(1, confidence));
  out.voiced = false;
  return out;
}
