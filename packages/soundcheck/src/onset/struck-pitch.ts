// The pitch of a note struck while others still ring (decision 035). A let-ring guitar arpeggio sounds its
// new note over the notes before it, and the pitch frames then read the louder of them, or a period common
// to several (an F4 over a ringing C4 reads F2, the 4th and 3rd harmonics of 87 Hz). What a listener hears
// as the new note is what began at its onset: the partials that rose there. A spectrum just before the
// onset and one just after it, at about 90 ms frames (11 Hz bins), keep the partials that rose by RISE_DB;
// when the pitch read did not rise, the lowest of its harmonics that grew while its octave rose is the
// struck note's fundamental. The spectra are computed only when asked, from the analyser's ring of recent
// samples (it reaches further back for LegatoStart, judged at the same time); every buffer is allocated up
// front.
import { midiToHz } from '../music/pitch-math.js';
import { HeldSpectrum } from './held-spectrum.js';
import type { SampleReader } from './held-spectrum.js';

/** The frame before ends this long (s) before the onset, the frame after begins this long after it. */
const BEFORE_GAP_S = 0.005;
const AFTER_GAP_S = 0.02;
/** A partial rose when its power after the onset is this far (dB) over its power before. */
const RISE_DB = 10;
/**
 * The struck note's fundamental need only have grown this much (dB): a ringing note's harmonic may sound
 * there already (an E4 struck over a ringing E3).
 */
const GROWTH_DB = 3;
/**
 * A partial of the struck note rose to within this far (dB) of the strongest partial that rose, and that one
 * stands within as far of the loudest partial after the onset (else nothing was struck there).
 */
const SERIES_DB = 20;
/** A partial lies within this distance (cents) of its frequency. */
const PARTIAL_CENTS = 40;
/** Harmonics of the pitch read (from the 3rd) that may be the struck note's fundamental. */
const HARMONICS = 8;
/** The struck note may lie this far (a semitone) over the part's highest pitch. */
const RANGE_MARGIN = 2 ** (1 / 12);

export class StruckPitch {
  private readonly sampleRate: number;
  private readonly spectrum: HeldSpectrum;
  private readonly binHz: number;
  private readonly length: number;
  private readonly before: Float64Array;
  private readonly after: Float64Array;
  private readonly risen: Float64Array;
  private readonly grown: Float64Array;

  constructor(sampleRate: number, read: SampleReader) {
    this.sampleRate = sampleRate;
    this.spectrum = new HeldSpectrum(sampleRate, read);
    this.binHz = this.spectrum.binHz;
    this.length = this.spectrum.length;
    this.before = new Float64Array(this.length / 2 + 1);
    this.after = new Float64Array(this.length / 2 + 1);
    this.risen = new Float64Array(this.length / 2 + 1);
    this.grown = new Float64Array(this.length / 2 + 1);
  }

  /**
   * The pitch of a note read at MIDI `midi` and struck at `onset` (s) over notes still ringing, within
   * `fmin`..`fmax` (Hz): `midi` itself when it or its octave rose there (or when nothing did, or the
   * samples are no longer held), else the lowest of its harmonics (up to the HARMONICS-th) that grew by
   * GROWTH_DB while its octave rose, and sounds at least as loud as the pitch read and its octave: a common
   * period of old and new notes gives way to the new one.
   */
  find(onset: number, midi: number, fmin: number, fmax: number): number {
    const at = Math.round(onset * this.sampleRate);
    if (!this.powerSpectrum(at - Math.round(BEFORE_GAP_S * this.sampleRate), this.before))
      return midi;
    const afterEnd = at + Math.round(AFTER_GAP_S * this.sampleRate) + this.length;
    if (!this.powerSpectrum(afterEnd, this.after)) return midi;
    const rise = 10 ** (RISE_DB / 10);
    const growth = 10 ** (GROWTH_DB / 10);
    const lowest = Math.floor(fmin / this.binHz);
    let loudest = 0;
    let strongest = 0;
    for (let k = 0; k < this.risen.length; k++) {
      const risen = this.after[k]! >= this.before[k]! * rise ? this.after[k]! : 0;
      this.risen[k] = risen;
      this.grown[k] = this.after[k]! >= this.before[k]! * growth ? this.after[k]! : 0;
      if (k < lowest) continue;
      loudest = Math.max(loudest, this.after[k]!);
      strongest = Math.max(strongest, risen);
    }
    const floor = strongest * 10 ** (-SERIES_DB / 10);
    if (strongest < loudest * 10 ** (-SERIES_DB / 10)) return midi;
    const f0 = midiToHz(midi);
    // A note struck again while it still rings rises less at its fundamental than at its harmonics.
    if (this.rose(f0) >= floor || this.rose(2 * f0) >= floor) return midi;
    // The struck note sounds louder than the pitch read and its octave, which were not struck: a note
    // struck again over its own ringing (or its reverberation) can rise only in its upper partials.
    // The octave, which did not rise, is no candidate: growing a little, as a choir's swell does, it
    // would be heard an octave high.
    const read = Math.max(this.near(f0, this.after), this.near(2 * f0, this.after));
    for (let m = 3; m <= HARMONICS && m * f0 <= fmax * RANGE_MARGIN; m++)
      if (this.struck(m * f0, floor) && this.near(m * f0, this.after) >= read)
        return midi + 12 * Math.log2(m);
    return midi;
  }

  /** Whether a partial near `hz` grew and one near its octave rose, both to `floor` or more. */
  private struck(hz: number, floor: number): boolean {
    return this.near(hz, this.grown) >= floor && this.rose(2 * hz) >= floor;
  }

  /** The strongest risen power within PARTIAL_CENTS of `hz` (0 beyond the spectrum). */
  private rose(hz: number): number {
    return this.near(hz, this.risen);
  }

  /** The strongest power of `spectrum` within PARTIAL_CENTS of `hz` (0 beyond it). */
  private near(hz: number, spectrum: Float64Array): number {
    const bin = hz / this.binHz;
    const spread = 2 ** (PARTIAL_CENTS / 1200);
    const last = Math.min(spectrum.length - 1, Math.ceil(bin * spread));
    let power = 0;
    for (let k = Math.floor(bin / spread); k <= last; k++) power = Math.max(power, spectrum[k]!);
    return power;
  }

  /** Power spectrum of the frame ending at stream position `end` into `into`; false when not held. */
  private powerSpectrum(end: number, into: Float64Array): boolean {
    if (!this.spectrum.transform(end)) return false;
    for (let k = 0; k < into.length; k++) into[k] = this.spectrum.power(k);
    return true;
  }
}
