// Where a note that swells in under the one before really began (decision 032). A choir pad's step of a
// semitone or two wins the pitch frames only 150-250 ms after its note-on, while the frames glide between
// the two notes, and its ensemble beating cuts held notes into pieces at level dips: the tracker places
// such notes, and the pieces near a note-on, late, by up to a quarter second. The new note's own partials
// rise at its note-on, by 15-25 dB within some 40 ms, but a semitone step keeps them within a bin or two
// of the old note's at the onset detector's 1024-sample frames (43 Hz bins). At about 90 ms frames (4096
// samples at 44.1 and 48 kHz, 11 Hz bins) most of the new note's first six harmonics lie clear of the old
// note's partials. Their power over the old note's harmonics (both at the pitches read, decision 037),
// followed back from where the tracker placed the note, rises steepest where it began. A rise must be a
// large share of the whole climb to the level the note holds there: a violin's vibrato swings the old
// note's partials into the new note's bins by some 10-15 dB before a slurred semitone, where the note
// itself climbs 30 dB. The spectra are computed only when asked, from the analyser's ring of recent
// samples; every buffer is allocated up front.
import { midiToHz } from '../music/pitch-math.js';
import { HeldSpectrum, heldFrameLength } from './held-spectrum.js';
import type { SampleReader } from './held-spectrum.js';

/** How far before where the tracker placed it a note may be found to have begun (s). */
const LEGATO_LOOKBACK_S = 0.3;
/** Step between the frames followed back (s). */
const STEP_SECONDS = 0.02;
/** A rise: the mean level of AFTER_FRAMES from a frame on over frames BEFORE_FROM..BEFORE_TO back. */
const AFTER_FRAMES = 2;
const BEFORE_FROM = 3;
const BEFORE_TO = 1;
/**
 * The steepest rise lags where the note began by about a frame: a swell's level in dB climbs fastest
 * once the frame holds some of it (measured on the sampled choir: the latency then lands 1-38 ms late
 * with no lag, -14 to 19 ms with this one).
 */
const LAG_FRAMES = 1;
/** A rise is judged by the climb over this many frames after it (a pad's swell climbs 25 dB in 100 ms). */
const SWELL_FRAMES = 5;
/**
 * A rise within half a frame and a step of where the tracker placed the note is its attack when, two frames
 * on, the level has climbed this share of the way to the level held there: a slow swell has not (decision
 * 041).
 */
const HARD_ATTACK_SHARE = 0.7;
/** The rise (dB) that makes a start... */
const RISE_DB = 10;
/**
 * ...and the share the climb from it over SWELL_FRAMES must make of the whole climb to the level the note
 * holds where it was found.
 */
const RISE_SHARE = 0.4;
/**
 * After the rise the note's own harmonics must stand within this much (dB) of the level they hold where it
 * was found: over the old note's they also rise when the old note is damped, a click with nothing begun.
 */
const OWN_HELD_DB = 20;
/**
 * Harmonics of either note compared; the previous note's partials this close (bins) rule one out: a Hann
 * window's main lobe reaches two bins either side, and a partial that near leaks into the bins read.
 */
const HARMONICS = 6;
const CLASH_BINS = 3;
/**
 * The new note's partials over the old note's saturate at 1 / DOMINANT (20 dB): once the old note has gone,
 * its fading tail would otherwise make the climb go on without end.
 */
const DOMINANT = 0.01;
/** Frames after the tracker's start also followed, to see the level the note holds there (s). */
const AHEAD_S = 0.06;
/** The level held is the highest from this long (s) before the tracker's start on. */
const HELD_FROM_S = 0.02;

/** Samples of history a LegatoStart reads back from the end of its last frame. */
export function legatoHistorySamples(sampleRate: number): number {
  const seconds = LEGATO_LOOKBACK_S + BEFORE_FROM * STEP_SECONDS + AHEAD_S;
  return heldFrameLength(sampleRate) + Math.ceil(seconds * sampleRate);
}

export class LegatoStart {
  private readonly sampleRate: number;
  private readonly spectrum: HeldSpectrum;
  private readonly length: number;
  private readonly binHz: number;
  private readonly levels: Float64Array;
  /** The note's own harmonics (dB) in the same frames. */
  private readonly own: Float64Array;
  private readonly harmonicBins = new Float64Array(HARMONICS);

  constructor(sampleRate: number, read: SampleReader) {
    this.sampleRate = sampleRate;
    this.spectrum = new HeldSpectrum(sampleRate, read);
    this.length = this.spectrum.length;
    this.binHz = this.spectrum.binHz;
    this.levels = new Float64Array(
      Math.round((LEGATO_LOOKBACK_S + AHEAD_S) / STEP_SECONDS) + BEFORE_FROM + 1,
    );
    this.own = new Float64Array(this.levels.length);
  }

  /**
   * Where the note of MIDI `midi`, placed at `found` by the tracker after a note of MIDI `previousMidi`,
   * began: the steepest rise, up to LEGATO_LOOKBACK_S before `found`, of its harmonics clear of the
   * previous note's partials over the previous note's own harmonics, when that rise is at least RISE_DB and
   * the climb from it over SWELL_FRAMES is RISE_SHARE of the whole climb to the level held at `found` (a
   * pad's swell climbs 25 dB in 100 ms, no 40 ms of it that much; decision 033), its own harmonics then
   * stand within OWN_HELD_DB of their level there, and it lies well before `found`, or before it and
   * still climbing after it (a slow swell, not a hard attack: HARD_ATTACK_SHARE, decision 041); `found`
   * itself otherwise, or when the samples are no longer held. When `found` marks no attack (`attack`
   * false: the tracker confirmed a change of pitch there, no onset and no attack in the spectra), a rise
   * just before it is where the note began, however steep (decision 050).
   */
  find(found: number, midi: number, previousMidi: number, attack: boolean): number {
    // At the pitches read, not the nearest semitones: a sampled choir sings 10-35 cents flat, and a
    // partial followed at its semitone's frequency is missed by a bin or more from the 3rd harmonic up
    // (decision 037).
    const f0 = midiToHz(midi);
    const previous = midiToHz(previousMidi);
    const usable = this.chooseHarmonics(f0, previous);
    if (usable === 0) return found;
    const from = found - LEGATO_LOOKBACK_S - BEFORE_FROM * STEP_SECONDS;
    const count = this.levels.length;
    let held = -Infinity;
    let ownHeld = -Infinity;
    for (let f = 0; f < count; f++) {
      const time = from + f * STEP_SECONDS;
      if (!this.measure(f, time, usable, previous)) return found;
      if (time < found - HELD_FROM_S) continue;
      held = Math.max(held, this.levels[f]!);
      ownHeld = Math.max(ownHeld, this.own[f]!);
    }
    let best = RISE_DB;
    let start = found;
    // The frame of the steepest rise, and the level it rose from.
    let rising = 0;
    let risingFrom = 0;
    for (let f = BEFORE_FROM; f + AFTER_FRAMES < count; f++) {
      const after = this.mean(this.levels, f, f + AFTER_FRAMES - 1);
      const before = this.mean(this.levels, f - BEFORE_FROM, f - BEFORE_TO);
      const rise = after - before;
      if (rise <= best || this.swell(f) - before < RISE_SHARE * (held - before)) continue;
      if (this.mean(this.own, f, f + AFTER_FRAMES - 1) < ownHeld - OWN_HELD_DB) continue;
      best = rise;
      rising = f;
      risingFrom = before;
      start = from + (f - LAG_FRAMES) * STEP_SECONDS;
    }
    // A rise this near `found` may be the attack the tracker placed the note at: a hard attack shows in a
    // frame centred up to half a frame before it, and the lag makes the start that much earlier (decision
    // 037: a step more hid the true start of a swell the tracker placed 63-86 ms late). Where no attack
    // placed it, the rise is the note's own.
    const settled = this.length / 2 / this.sampleRate + LAG_FRAMES * STEP_SECONDS;
    if (start <= found - settled) return start;
    if (start >= found) return found;
    if (!attack) return start;
    // A swell still climbing two frames after its steepest rise is no hard attack: its start stands
    // (decision 041).
    const climbed = this.levels[rising + AFTER_FRAMES]! - risingFrom;
    return climbed < HARD_ATTACK_SHARE * (held - risingFrom) ? start : found;
  }

  /** The highest level from frame `f` to SWELL_FRAMES after it: where a slow swell's climb has got to. */
  private swell(f: number): number {
    let top = -Infinity;
    for (let j = f; j <= Math.min(f + SWELL_FRAMES, this.levels.length - 1); j++)
      top = Math.max(top, this.levels[j]!);
    return top;
  }

  /** Mean of `values` from index `from` to `to`. */
  private mean(values: Float64Array, from: number, to: number): number {
    let sum = 0;
    for (let j = from; j <= to; j++) sum += values[j]!;
    return sum / (to - from + 1);
  }

  /**
   * Fills frame `f` (centred at `time`) of `own`, the power of the chosen harmonics (dB), and of `levels`,
   * that over the previous note's first HARMONICS; false when the samples are not held.
   */
  private measure(f: number, time: number, usable: number, previous: number): boolean {
    const end = Math.round(time * this.sampleRate) + this.length / 2;
    if (!this.spectrum.transform(end)) return false;
    let own = 0;
    for (let i = 0; i < usable; i++) own += this.partial(this.harmonicBins[i]!);
    let before = 0;
    for (let h = 1; h <= HARMONICS; h++) {
      const bin = (h * previous) / this.binHz;
      if (bin >= this.length / 2 - 1) break;
      before += this.partial(bin);
    }
    this.own[f] = 10 * Math.log10(own + 1e-20);
    this.levels[f] = 10 * Math.log10((own + 1e-20) / (before + own * DOMINANT + 1e-20));
    return true;
  }

  /** Power of a partial at fractional bin `bin`: the larger of its two nearest bins. */
  private partial(bin: number): number {
    const k = Math.floor(bin);
    return Math.max(this.spectrum.power(k), this.spectrum.power(k + 1));
  }

  /** Fills harmonicBins with the new note's harmonics clear of every partial of the previous note. */
  private chooseHarmonics(f0: number, previous: number): number {
    const bins = this.length / 2 + 1;
    let count = 0;
    for (let h = 1; h <= HARMONICS; h++) {
      const bin = (h * f0) / this.binHz;
      if (bin >= bins - 2) break;
      const nearest = Math.max(1, Math.round((h * f0) / previous));
      if (Math.abs(nearest * previous - h * f0) < CLASH_BINS * this.binHz) continue;
      this.harmonicBins[count++] = bin;
    }
    return count;
  }
}
