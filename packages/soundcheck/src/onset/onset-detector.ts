// Streaming onset detector for pitched and drum parts. Two rules report onsets through a callback:
// - flux peaks: a local maximum of the spectral flux above the median of the last ~90 ms (or the flux's
//   0.3 s average, if higher) plus an offset (the adaptive threshold of Bello et al. 2005), decided
//   LOOKAHEAD frames late and traced back to the level minimum where the attack began;
// - level dips (pitched parts only): the level falls by DIP_DB and rises again by DIP_DB within a few
//   frames, which is how a re-articulated note of the same pitch sounds when its attack is too soft for
//   the flux. A dip found a few frames before a flux onset, with the level rising by MIN_RISE_DB every frame
//   from one to the other, is the same slow attack's start: the flux onset is moved back to it
//   (onOnsetMoved), since its peak can come more than BACKTRACK_FRAMES up the rise.
// Decisions happen at fixed frame counts, so results do not depend on block sizes. No allocation per frame.
import { medianInto } from '../dsp/small-median.js';
import type { SpectrumHistory } from './attack-start.js';
import { SpectralFlux } from './spectral-flux.js';

export interface OnsetDetectorOptions {
  sampleRate: number;
  /** Samples between frames (a power of two, 256 at 44.1/48 kHz). */
  hop: number;
  /** Samples per FFT frame (4 x hop). */
  frameLength: number;
  /** Receives each onset's time (s), at most ONSET_DECISION_FRAMES frames late, not always in order. */
  onOnset: (time: number) => void;
  /**
   * Receives a correction (pitched parts): the onset reported at `replaces` began at `time`, earlier, where the
   * level-dip rule found the bottom of the same attack. Also at most ONSET_DECISION_FRAMES frames late.
   * Without it, such a dip is dropped as too close to the onset.
   */
  onOnsetMoved?: (time: number, replaces: number) => void;
  /** How far the flux must rise above its recent median. */
  delta?: number;
  /** Pitched parts: also find level dips, and require flux peaks to bring energy. */
  pitched?: boolean;
  /** Frames quieter than this (dBFS RMS) never start an onset. */
  silenceDb?: number;
  /** Minimum time between two onsets (s). */
  minInterval?: number;
  /** Receives every frame's spectrum, for finding where a note's own partials began. */
  spectra?: SpectrumHistory;
}

/** Frames of flux remembered for the median (about 90 ms at 44.1 kHz). */
const HISTORY = 16;
/** Frames after a peak that must be seen before deciding it. */
export const ONSET_LOOKAHEAD_FRAMES = 2;
/** Time constant of the flux average that floors the threshold (s). */
const AVERAGE_SECONDS = 0.3;
/** Frames before a peak it must top. */
const LOOKBEHIND = 3;
const RING = 32;
/** Level-dip rule: the dip depth and the rise after it (dB), within DIP_RISE_FRAMES. */
const DIP_DB = 5;
const DIP_RISE_FRAMES = 7;
/** Dips are judged this many frames behind the newest, after the flux peaks of the same attack. */
const DIP_BEHIND_FRAMES = ONSET_LOOKAHEAD_FRAMES + 4;
/**
 * How many frames behind the newest frame an onset can still be reported: a dip is placed up to
 * DIP_RISE_FRAMES before the frame that decides it. Consumers wait this long before trusting that no
 * earlier onset is still to come.
 */
export const ONSET_DECISION_FRAMES = DIP_BEHIND_FRAMES + DIP_RISE_FRAMES;
const DIP_PEAK_FRAMES = 20;
/** Level rise (dB) a flux peak needs from the start of its attack. */
const MIN_RISE_DB = 1;
/** Frames a flux peak may be traced back to the level minimum where its attack began. */
const BACKTRACK_FRAMES = 4;

export class OnsetDetector {
  readonly hop: number;
  readonly frameLength: number;
  readonly sampleRate: number;
  private readonly flux: SpectralFlux;
  private readonly onOnset: (time: number) => void;
  private readonly onOnsetMoved: ((time: number, replaces: number) => void) | undefined;
  private readonly spectra: SpectrumHistory | undefined;
  private readonly values = new Float64Array(RING);
  private readonly levels = new Float64Array(RING);
  private readonly medianValues = new Float64Array(HISTORY + ONSET_LOOKAHEAD_FRAMES + 1);
  private readonly medianScratch = new Float64Array(HISTORY + ONSET_LOOKAHEAD_FRAMES + 1);
  private readonly delta: number;
  private readonly pitched: boolean;
  private readonly silenceDb: number;
  private readonly minIntervalFrames: number;
  private readonly averageWeight: number;
  /** Exponential average of the flux over the last ~0.3 s. */
  private average = 0;
  private frames = 0;
  private lastOnsetFrame = -Infinity;
  private lastOnsetTime = 0;

  constructor(options: OnsetDetectorOptions) {
    this.sampleRate = options.sampleRate;
    this.hop = options.hop;
    this.frameLength = options.frameLength;
    this.flux = new SpectralFlux(options.sampleRate, options.frameLength);
    this.onOnset = options.onOnset;
    this.onOnsetMoved = options.onOnsetMoved;
    this.spectra = options.spectra;
    this.delta = options.delta ?? 0.03;
    this.pitched = options.pitched ?? false;
    this.silenceDb = options.silenceDb ?? -55;
    this.minIntervalFrames = Math.round(
      ((options.minInterval ?? 0.05) * options.sampleRate) / options.hop,
    );
    this.averageWeight = options.hop / (AVERAGE_SECONDS * options.sampleRate);
  }

  /** Buffer to fill with the frameLength samples ending at the next frame's end. */
  get input(): Float64Array {
    return this.flux.input;
  }

  /** Analyses the frame in `input`, which ends at sample `frameEnd` of the stream. */
  analyse(frameEnd: number): void {
    const frame = this.frames++;
    const slot = frame % RING;
    this.flux.next(this.values, this.levels, slot);
    this.spectra?.push(this.flux.re, this.flux.im);
    this.average += this.averageWeight * (this.values[slot]! - this.average);
    const hop = this.hop;
    this.checkFluxPeak(frame - ONSET_LOOKAHEAD_FRAMES, frameEnd - ONSET_LOOKAHEAD_FRAMES * hop);
    // Dips are judged one frame behind the flux decisions, so a flux peak at the same attack wins.
    if (this.pitched) {
      this.checkLevelDip(frame - DIP_BEHIND_FRAMES, frameEnd - DIP_BEHIND_FRAMES * hop);
    }
  }

  private checkFluxPeak(candidate: number, candidateEnd: number): void {
    if (candidate < 1) return;
    const values = this.values;
    const value = values[candidate % RING]!;
    if (this.levels[candidate % RING]! < this.silenceDb) return;
    for (
      let f = Math.max(0, candidate - LOOKBEHIND);
      f <= candidate + ONSET_LOOKAHEAD_FRAMES;
      f++
    ) {
      const other = values[f % RING]!;
      // Ties go to the earliest frame.
      if (f !== candidate && (other > value || (f > candidate && other === value))) return;
    }
    let count = 0;
    for (let f = Math.max(0, candidate - HISTORY); f <= candidate + ONSET_LOOKAHEAD_FRAMES; f++) {
      this.medianValues[count++] = values[f % RING]!;
    }
    // The median alone sinks during a hit's decay (falling spectra have no flux), and ordinary noise flux
    // then looks like an onset; the slower average keeps the floor at the level of the background.
    const floor = Math.max(medianInto(this.medianValues, count, this.medianScratch), this.average);
    if (value < floor + this.delta) return;
    // The flux peaks partway up an attack, later for slow ones; the attack began at the level minimum before.
    let start = candidate;
    for (let f = candidate - 1; f >= candidate - BACKTRACK_FRAMES && f > this.lastOnsetFrame; f--) {
      if (this.levels[f % RING]! < this.levels[start % RING]!) start = f;
    }
    // A pitched note ending (a damped string, a release) can make some bins rise relative to a collapsing
    // total; its attacks always bring energy. (A hi-hat over a decaying kick may not, so drums skip this.)
    if (
      this.pitched &&
      this.levels[(candidate + ONSET_LOOKAHEAD_FRAMES) % RING]! <
        this.levels[start % RING]! + MIN_RISE_DB
    )
      return;
    this.report(start, candidateEnd - (candidate - start) * this.hop);
  }

  /**
   * Looks for a dip of DIP_DB below the preceding level followed, within DIP_RISE_FRAMES, by a rise of DIP_DB
   * up to frame `now`; like a flux onset, it is placed at the bottom of the dip, where the attack begins.
   */
  private checkLevelDip(now: number, nowEnd: number): void {
    if (now < DIP_PEAK_FRAMES + DIP_RISE_FRAMES) return;
    const levels = this.levels;
    const level = levels[now % RING]!;
    if (level < this.silenceDb) return;
    let dip = Infinity;
    let dipFrame = now;
    for (let f = now - DIP_RISE_FRAMES; f < now; f++) {
      if (levels[f % RING]! < dip) {
        dip = levels[f % RING]!;
        dipFrame = f;
      }
    }
    if (level - dip < DIP_DB) return;
    let peak = -Infinity;
    for (let f = dipFrame - DIP_PEAK_FRAMES; f < dipFrame; f++)
      peak = Math.max(peak, levels[f % RING]!);
    if (peak - dip < DIP_DB || peak < this.silenceDb) return;
    const dipEnd = nowEnd - (now - dipFrame) * this.hop;
    // A slow attack can peak in flux more than BACKTRACK_FRAMES after the bottom of its dip: the flux onset
    // then sits partway up the rise, and this dip is the same attack's true start.
    const moved = this.lastOnsetFrame - dipFrame;
    if (
      this.onOnsetMoved &&
      moved > 0 &&
      moved < this.minIntervalFrames &&
      this.risesFrom(dipFrame)
    ) {
      const replaces = this.lastOnsetTime;
      this.lastOnsetFrame = dipFrame;
      this.lastOnsetTime = dipEnd / this.sampleRate;
      this.onOnsetMoved(this.lastOnsetTime, replaces);
      return;
    }
    this.report(dipFrame, dipEnd);
  }

  /** The level rises at every frame from `frame` up to the last onset's frame: one attack, not a flat floor. */
  private risesFrom(frame: number): boolean {
    for (let f = frame + 1; f <= this.lastOnsetFrame; f++)
      if (!(this.levels[f % RING]! >= this.levels[(f - 1) % RING]! + MIN_RISE_DB)) return false;
    return true;
  }

  private report(frame: number, frameEnd: number): void {
    if (Math.abs(frame - this.lastOnsetFrame) < this.minIntervalFrames) return;
    this.lastOnsetFrame = frame;
    // The frame of minimum level is the last one before the attack: the attack starts about where it ends.
    this.lastOnsetTime = frameEnd / this.sampleRate;
    this.onOnset(this.lastOnsetTime);
  }
}
