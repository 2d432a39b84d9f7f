// Where a note's own partials began to sound. A soft attack (flute, bowed string, voice) played legato rises
// under the release of the note before: the total level keeps falling for 15-40 ms after the new note has
// begun, so the level and flux onsets land at the bottom of that fall, late (decision 028). Once the tracker
// knows the new note's pitch, the power of its harmonics in the onset detector's recent spectra shows when
// it really began: the end of the last frame before those harmonics stand clearly above their floor, or a
// little earlier, where their rise followed back meets the floor. Harmonics that share a frequency bin with
// a partial of the note before are left out, since that note's release would hide the rise. A hard attack's
// harmonics are still at their floor in the frame that ends at its onset, and such onsets are left where
// they are. The same spectra tell whether a pitch read at a legato change has a fundamental of its own
// (`fundamentalDeficit`, decision 029).
// The history holds power spectra in one ring allocated up front; nothing is allocated per frame or note.
import { midiToHz } from '../music/pitch-math.js';

/** How far before its onset a note may be found to have begun (s). */
export const ATTACK_LOOKBACK_S = 0.06;
/** Frames after the onset in which the note must reach its level. */
const PEAK_FRAMES = 6;
/** The harmonics' rise over their floor that counts as sounding, and the rise the note must reach (dB). */
const SOUNDING_DB = 6;
const RISE_DB = 12;
/** Frames a swell's rise may be followed back beyond the last frame under the margin. */
const EXTRAPOLATE_FRAMES = 3;
/** Harmonics considered (up to the Nyquist frequency). */
const HARMONICS = 4;
/** Harmonics above the fundamental that fundamentalDeficit compares it with. */
const MIXTURE_HARMONICS = 5;
/** Partials of the previous note this close (frequency bins) make a harmonic unusable. */
const CLASH_BINS = 2;

export class SpectrumHistory {
  readonly bins: number;
  private readonly frames: number;
  private readonly power: Float32Array;
  private readonly binHz: number;
  private readonly hopSeconds: number;
  private readonly lookback: number;
  private readonly band: Float64Array;
  private readonly harmonicBins = new Float64Array(HARMONICS);
  /** Frames pushed so far; frame n ends at sample (n + 1) x hop. */
  private count = 0;

  constructor(sampleRate: number, frameLength: number, hop: number, seconds: number) {
    this.bins = frameLength / 2 + 1;
    this.frames = Math.ceil((seconds * sampleRate) / hop);
    this.power = new Float32Array(this.frames * this.bins);
    this.binHz = sampleRate / frameLength;
    this.hopSeconds = hop / sampleRate;
    this.lookback = Math.ceil(ATTACK_LOOKBACK_S / this.hopSeconds);
    this.band = new Float64Array(this.lookback + 1 + PEAK_FRAMES);
  }

  /** Stores the power spectrum of the newest frame from its FFT. */
  push(re: Float64Array, im: Float64Array): void {
    const offset = (this.count++ % this.frames) * this.bins;
    const power = this.power;
    for (let k = 0; k < this.bins; k++) power[offset + k] = re[k]! * re[k]! + im[k]! * im[k]!;
  }

  /**
   * The time (s) at which the note of MIDI number `midi`, heard from `onset` on, began: `onset` itself, or
   * up to ATTACK_LOOKBACK_S earlier when its harmonics were already rising there. `previousMidi` is the note
   * before (NaN for none): harmonics clashing with its partials are not used.
   */
  attackStart(onset: number, midi: number, previousMidi: number): number {
    const onsetFrame = Math.round(onset / this.hopSeconds) - 1;
    const first = onsetFrame - this.lookback;
    const last = onsetFrame + PEAK_FRAMES;
    // The frames must still be in the ring, and the ones after the onset already analysed.
    if (first < 0 || first < this.count - this.frames || last >= this.count) return onset;
    const usable = this.chooseHarmonics(midiToHz(Math.round(midi)), previousMidi);
    if (usable === 0) return onset;
    let floor = Infinity;
    let peak = -Infinity;
    for (let f = first; f <= last; f++) {
      const level = this.harmonicLevel(f, usable);
      this.band[f - first] = level;
      if (f <= onsetFrame) floor = Math.min(floor, level);
      else peak = Math.max(peak, level);
    }
    const atOnset = this.band[onsetFrame - first]!;
    // A hard attack is not heard yet in the frame that ends at its onset; a soft one is already sounding.
    if (peak - floor < RISE_DB || atOnset < floor + SOUNDING_DB) return onset;
    let start = onsetFrame;
    while (start > first && this.band[start - 1 - first]! >= floor + SOUNDING_DB) start--;
    // The rise crosses the margin within frame `start`. Followed back at its rate over the next two frames,
    // it left the floor one frame before (the last quiet frame, whose end is where the note began) or up to
    // EXTRAPOLATE_FRAMES more: a slow swell stands out of the floor only well after it began.
    const rise = this.band[start - first]! - floor;
    const slope = (this.band[start + 2 - first]! - this.band[start - first]!) / 2;
    const back = slope > 0 ? Math.min(1 + EXTRAPOLATE_FRAMES, Math.max(1, rise / slope)) : 1;
    return Math.min(onset, (start + 1 - back) * this.hopSeconds);
  }

  /**
   * How far (dB) the fundamental of MIDI `midi` stands under the strongest of its next MIXTURE_HARMONICS
   * harmonics, over the frames that end from `start` to `end`; NaN when those frames are no longer held.
   * A note heard there has its fundamental within some 15 dB of its strongest partial (a weak one, as a
   * choir's B3 or a low string, 10-15 dB under); two notes sounding together, read as their common
   * subharmonic (decision 029), have nothing there at all.
   */
  fundamentalDeficit(start: number, end: number, midi: number): number {
    const first = Math.round(start / this.hopSeconds) - 1;
    const last = Math.round(end / this.hopSeconds) - 1;
    if (first < 0 || last < first || first < this.count - this.frames || last >= this.count)
      return NaN;
    const f0Bin = midiToHz(Math.round(midi)) / this.binHz;
    let strongest = 0;
    let fundamental = 0;
    for (let h = 1; h <= MIXTURE_HARMONICS + 1; h++) {
      const bin = Math.floor(h * f0Bin);
      if (bin + 1 >= this.bins) break;
      let sum = 0;
      for (let f = first; f <= last; f++) sum += this.binPower(f, bin);
      if (h === 1) fundamental = sum;
      else strongest = Math.max(strongest, sum);
    }
    return 10 * Math.log10((strongest + 1e-20) / (fundamental + 1e-20));
  }

  /** Fills harmonicBins with the fractional bins of the usable harmonics of `f0`; returns their count. */
  private chooseHarmonics(f0: number, previousMidi: number): number {
    const previous = Number.isNaN(previousMidi) ? 0 : midiToHz(Math.round(previousMidi));
    let count = 0;
    for (let h = 1; h <= HARMONICS; h++) {
      const bin = (h * f0) / this.binHz;
      if (bin >= this.bins - 2) break;
      if (previous > 0) {
        const partial = Math.round((h * f0) / previous);
        let clash = false;
        for (let j = Math.max(1, partial - 1); j <= partial + 1; j++)
          if (Math.abs(j * previous - h * f0) < CLASH_BINS * this.binHz) clash = true;
        if (clash) continue;
      }
      this.harmonicBins[count++] = bin;
    }
    return count;
  }

  /** Power of the chosen harmonics in frame `frame` (dB): at each, the larger of its two nearest bins. */
  private harmonicLevel(frame: number, usable: number): number {
    let total = 0;
    for (let i = 0; i < usable; i++)
      total += this.binPower(frame, Math.floor(this.harmonicBins[i]!));
    return 10 * Math.log10(total + 1e-20);
  }

  /**
   * Power of a partial whose frequency lies between bins `bin` and `bin` + 1 in frame `frame`: the larger
   * of the two, so a partial between them is not read low.
   */
  private binPower(frame: number, bin: number): number {
    const offset = (frame % this.frames) * this.bins;
    return Math.max(this.power[offset + bin]!, this.power[offset + bin + 1]!);
  }
}
