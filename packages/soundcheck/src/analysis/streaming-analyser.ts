// Long because: one loop owns the fixed order of frame cuts and tracker events that makes streaming and
// offline analysis agree exactly, over buffers it allocates once; cut apart, that order would be split too.
// The engine's listening loop: audio in blocks of any size (128-frame AudioWorklet quanta in the browser,
// a whole file offline), onsets every onset hop, pitch every pitch hop, notes out. Frames are cut at fixed
// sample counts and the note tracker sees events in a fixed order, so the notes do not depend on how the
// audio was split into blocks: streaming and offline analysis agree exactly. Nothing is allocated per block.
// Chord parts add a profile frame centred on each pitch frame, computed when the pitch frame is released to the
// note tracker (by then the audio after its centre has arrived), so the chord path keeps those properties.
import { DECIMATOR_DELAY, HalfBandDecimator } from '../dsp/half-band-decimator.js';
import { NoteTracker } from '../notes/note-tracker.js';
import { OnsetNotes } from '../notes/onset-notes.js';
import { SpectrumHistory } from '../onset/attack-start.js';
import { LegatoStart, legatoHistorySamples } from '../onset/legato-start.js';
import { StruckPitch } from '../onset/struck-pitch.js';
import { ONSET_DECISION_FRAMES, OnsetDetector } from '../onset/onset-detector.js';
import { PitchDetector, createPitchEstimate } from '../pitch/pitch-detector.js';
import { ProfileAnalyser, PROFILE_BINS, profileConcentration } from '../pitch/semitone-profile.js';
import type { PitchEstimate } from '../pitch/pitch-detector.js';
import { midiToHz } from '../music/pitch-math.js';
import { ENGINE_FMAX_HZ, ENGINE_FMIN_HZ } from '../pitch/pitch-range.js';
import { analysisLayout } from './analysis-layout.js';
import { PitchFrameQueue } from './pitch-frame-queue.js';
import type { AnalysisLayout } from './analysis-layout.js';
import type { AnalysisOptions, PlayedNote } from './types.js';
import { NOTE_TRACKING } from '../notes/note-thresholds.js';

export interface StreamingAnalyserOptions extends AnalysisOptions {
  /** Called once per finished note; without it notes collect in `notes`. */
  onNote?: (note: PlayedNote) => void;
  /**
   * Called for every pitch frame as it is released to the note tracker, with its centre time (s) and its
   * reading settled against the frames around it (a reused object): about ONSET_WAIT plus the onset
   * decisions (50-60 ms) after its audio arrived. `pitch` holds the detector's own reading at once.
   */
  onPitch?: (time: number, estimate: Readonly<PitchEstimate>) => void;
}

/** Parts whose highest note is below this (Hz) are pitch-tracked at half the sample rate. */
export const DECIMATE_BELOW_HZ = 1500;
/** Pitch frames wait until the onsets around them are decided (s). */
const ONSET_WAIT = 0.045;
/** Onset spectra kept for judging where notes began (s): see the constructor. */
const SPECTRA_SECONDS = 0.6;
/**
 * How long (s) after a note's start it may be judged for where it began: the note tracker's legatoJudge
 * (NOTE_TRACKING), the deviant frames that can delay its own frames or its end, and the frames' wait for
 * their onsets. The samples ring holds that much more than legatoHistorySamples.
 */
const LEGATO_DELAY = NOTE_TRACKING.legatoJudge + 0.35;
const QUEUE = 64;
/**
 * The pitch detector's silence gate sits SILENCE_RANGE_DB under the loudest pitch frame so far, between
 * QUIETEST_GATE_DB and LOUDEST_GATE_DB: a soft player's decays are heard to -70 dBFS (a sampled high piano
 * played softly peaks at -37 to -44 dBFS), a loud player's far tails and the room are not (decision 043).
 */
const SILENCE_RANGE_DB = 40;
const QUIETEST_GATE_DB = -70;
const LOUDEST_GATE_DB = -60;

function silenceGateDb(loudestDb: number): number {
  return Math.min(LOUDEST_GATE_DB, Math.max(QUIETEST_GATE_DB, loudestDb - SILENCE_RANGE_DB));
}
/**
 * Chord parts: an unvoiced pitch frame at least this loud (dBFS) whose profile has at least
 * CHORD_CONCENTRATION of its peak power in its CHORD_CLASSES strongest pitch classes is a chord frame.
 */
const CHORD_MIN_DB = -50;
const CHORD_CLASSES = 10;
const CHORD_CONCENTRATION = 0.6;

export class StreamingAnalyser {
  readonly sampleRate: number;
  readonly layout: AnalysisLayout;
  readonly notes: PlayedNote[] = [];
  /** The latest pitch frame as the detector read it, before it is settled (for a live pitch display). */
  readonly pitch: PitchEstimate = createPitchEstimate();
  private readonly nonPitched: boolean;
  private readonly onPitch: StreamingAnalyserOptions['onPitch'];
  private readonly onsets: OnsetDetector;
  private readonly detector: PitchDetector | undefined;
  private readonly tracker: NoteTracker | undefined;
  private readonly drumNotes: OnsetNotes | undefined;
  private readonly ring: Float32Array;
  private readonly mask: number;
  /** Silence (samples) that flushes every frame in flight at the end: the frames' reach, not the ring's. */
  private readonly flushLength: number;
  // The pitch detector's input: the ring itself, or a half-rate copy made by the decimator.
  private readonly decimator: HalfBandDecimator | undefined;
  private readonly pitchRing: Float32Array;
  private readonly pitchMask: number;
  private pitchTotal = 0;
  private total = 0;
  private finished = false;
  /** End of the real audio (s); Infinity until finish(). */
  private end = Infinity;
  /** Pitch frames waiting for their onsets. */
  private readonly queue = new PitchFrameQueue(QUEUE);
  /** The released frame as onPitch reports it. */
  private readonly released: PitchEstimate = createPitchEstimate();
  // Chord parts: the profile analyser and the profile of the frame being released.
  private readonly profile: ProfileAnalyser | undefined;
  private readonly frameProfile = new Float64Array(PROFILE_BINS);
  /** The loudest pitch frame so far (dBFS), which sets the detector's silence gate. */
  private loudestDb = -Infinity;

  constructor(options: StreamingAnalyserOptions) {
    this.sampleRate = options.sampleRate;
    this.layout = analysisLayout(options.sampleRate);
    this.nonPitched = options.nonPitched ?? false;
    this.onPitch = options.onPitch;
    const emit = options.onNote ?? ((note: PlayedNote) => void this.notes.push(note));
    // Pitched parts keep the onset frames' spectra for as long as a note's start can still be judged:
    // its third pitch frame is released up to the tracker's pastOnsetCapture (0.15 s, NOTE_TRACKING) +
    // ONSET_WAIT + the decision delay after it.
    const spectra = this.nonPitched
      ? undefined
      : new SpectrumHistory(
          options.sampleRate,
          this.layout.onsetFrameLength,
          this.layout.onsetHop,
          SPECTRA_SECONDS,
        );
    this.onsets = new OnsetDetector({
      sampleRate: options.sampleRate,
      hop: this.layout.onsetHop,
      frameLength: this.layout.onsetFrameLength,
      pitched: !this.nonPitched,
      onOnset: (time) => this.acceptOnset(time),
      onOnsetMoved: (time, replaces) => {
        this.queue.moveOnset(replaces, time);
        this.tracker?.moveOnset(replaces, time);
      },
      spectra,
    });
    let longest = this.layout.onsetFrameLength;
    if (this.nonPitched) {
      this.drumNotes = new OnsetNotes(emit);
    } else {
      const fmax = Math.min(options.fmax ?? ENGINE_FMAX_HZ, ENGINE_FMAX_HZ);
      if (fmax <= DECIMATE_BELOW_HZ) this.decimator = new HalfBandDecimator();
      const rate = this.decimator ? options.sampleRate / 2 : options.sampleRate;
      this.detector = new PitchDetector({
        sampleRate: rate,
        fmin: options.fmin,
        fmax: options.fmax,
        silenceDb: silenceGateDb(-Infinity),
      });
      const history = spectra!;
      const legato = new LegatoStart(options.sampleRate, (target, end, length) =>
        this.readHeld(target, end, length),
      );
      const struck = new StruckPitch(options.sampleRate, (target, end, length) =>
        this.readHeld(target, end, length),
      );
      const fmin = Math.max(options.fmin ?? ENGINE_FMIN_HZ, ENGINE_FMIN_HZ);
      this.tracker = new NoteTracker(this.layout.pitchHop / options.sampleRate, emit, {
        attackStart: (start, midi, previousMidi) => history.attackStart(start, midi, previousMidi),
        fundamentalDeficit: (start, end, midi) => history.fundamentalDeficit(start, end, midi),
        legatoStart: (found, midi, previousMidi, attack) =>
          legato.find(found, midi, previousMidi, attack),
        struckPitch: (onset, midi) => struck.find(onset, midi, fmin, fmax),
      });
      longest = Math.max(longest, this.decimator ? 0 : this.detector.layout.frameLength);
      if (options.chords) {
        this.profile = new ProfileAnalyser(options.sampleRate);
        // A profile frame is read when its pitch frame is released, up to about ONSET_WAIT and the onset
        // decision delay after the pitch frame's centre (plus the pitch frame itself when the queue is full).
        const delay =
          Math.ceil(ONSET_WAIT * options.sampleRate) +
          (ONSET_DECISION_FRAMES + 4) * this.layout.onsetHop;
        longest = Math.max(
          longest,
          this.profile.frameLength + delay + this.detector.layout.frameLength,
        );
      }
    }
    let flush = 1;
    while (flush < longest + this.layout.onsetHop) flush *= 2;
    this.flushLength = flush;
    if (!this.nonPitched)
      longest = Math.max(
        longest,
        legatoHistorySamples(options.sampleRate) + Math.ceil(LEGATO_DELAY * options.sampleRate),
      );
    let size = 1;
    while (size < longest + this.layout.onsetHop) size *= 2;
    this.ring = new Float32Array(size);
    this.mask = size - 1;
    if (this.decimator && this.detector) {
      let pitchSize = 1;
      while (pitchSize < this.detector.layout.frameLength + this.layout.pitchHop) pitchSize *= 2;
      this.pitchRing = new Float32Array(pitchSize);
      this.pitchMask = pitchSize - 1;
    } else {
      this.pitchRing = this.ring;
      this.pitchMask = this.mask;
    }
  }

  /** Seconds of audio consumed so far. */
  get time(): number {
    return this.total / this.sampleRate;
  }

  /** Feeds mono samples; any block length. */
  process(samples: Float32Array): void {
    if (this.finished) throw new Error('StreamingAnalyser.process() after finish()');
    const hop = this.layout.onsetHop;
    const ring = this.ring;
    const mask = this.mask;
    let i = 0;
    while (i < samples.length) {
      const room = hop - (this.total % hop);
      const end = Math.min(samples.length, i + room);
      let position = this.total;
      const decimator = this.decimator;
      if (decimator) {
        const pitchRing = this.pitchRing;
        const pitchMask = this.pitchMask;
        for (; i < end; i++) {
          const sample = samples[i]!;
          ring[position++ & mask] = sample;
          if (decimator.push(sample)) pitchRing[this.pitchTotal++ & pitchMask] = decimator.output;
        }
      } else {
        for (; i < end; i++) ring[position++ & mask] = samples[i]!;
      }
      this.total = position;
      if (position % hop === 0) this.runFrames(position);
    }
  }

  /**
   * Ends the stream: flushes the frames still in flight (as if silence followed) and the sounding note.
   * Returns the collected notes (empty when an onNote callback took them).
   */
  finish(): PlayedNote[] {
    if (this.finished) return this.notes;
    const end = this.total / this.sampleRate;
    this.end = end;
    const tail =
      this.flushLength +
      Math.ceil(ONSET_WAIT * this.sampleRate) +
      (ONSET_DECISION_FRAMES + 4) * this.layout.onsetHop;
    this.process(new Float32Array(tail));
    this.finished = true;
    this.releaseFrames(Infinity);
    this.tracker?.finish();
    this.drumNotes?.finish(end);
    return this.notes;
  }

  private runFrames(frameEnd: number): void {
    const sampleRate = this.sampleRate;
    const onsets = this.onsets;
    this.fillFrom(this.ring, this.mask, onsets.input, frameEnd, onsets.frameLength);
    onsets.analyse(frameEnd);
    const detector = this.detector;
    if (detector && frameEnd % this.layout.pitchHop === 0) {
      const length = detector.layout.frameLength;
      let time: number;
      if (this.decimator) {
        // Half-rate samples; the filter delays them by DECIMATOR_DELAY input samples.
        this.fillFrom(this.pitchRing, this.pitchMask, detector.input, this.pitchTotal, length);
        time = (frameEnd - length - DECIMATOR_DELAY) / sampleRate;
      } else {
        this.fillFrom(this.ring, this.mask, detector.input, frameEnd, length);
        time = (frameEnd - length / 2) / sampleRate;
      }
      const estimate = detector.analyse(this.pitch);
      if (estimate.levelDb > this.loudestDb) {
        this.loudestDb = estimate.levelDb;
        detector.setSilenceDb(silenceGateDb(this.loudestDb));
      }
      if (this.queue.length === this.queue.capacity) this.releaseOne();
      this.queue.push(time, estimate, detector.below);
    }
    // Onsets are decided late (peaks need their lookahead, dips their rise); pitch frames wait until every
    // onset up to ONSET_WAIT after them is known.
    const decidedUntil = (frameEnd - ONSET_DECISION_FRAMES * onsets.hop) / sampleRate;
    this.releaseFrames(decidedUntil - ONSET_WAIT);
  }

  private acceptOnset(time: number): void {
    // Frames reaching back before the first sample see the silence before the take as a step: ignore them;
    // and frames of the flushing silence after the end are not part of the take.
    if (time < this.onsets.frameLength / 2 / this.sampleRate || time >= this.end) return;
    this.queue.addOnset(time);
    this.tracker?.addOnset(time);
    this.drumNotes?.addOnset(time);
  }

  /** Copies the `length` samples ending at stream position `end` of `ring` into `target` (zeros before 0). */
  private fillFrom(
    ring: Float32Array,
    mask: number,
    target: Float64Array,
    end: number,
    length: number,
  ): void {
    const start = end - length;
    let i = 0;
    for (; start + i < 0 && i < length; i++) target[i] = 0;
    for (; i < length; i++) target[i] = ring[(start + i) & mask]!;
  }

  private releaseFrames(until: number): void {
    while (this.queue.length > 0 && this.queue.headTime <= until) this.releaseOne();
  }

  private releaseOne(): void {
    const frame = this.queue.release();
    const { time } = frame;
    if (this.onPitch) {
      const out = this.released;
      out.voiced = frame.voiced;
      out.frequency = frame.voiced ? midiToHz(frame.midi) : 0;
      out.candidate = frame.candidate;
      out.confidence = frame.confidence;
      out.levelDb = frame.levelDb;
      this.onPitch(time, out);
    }
    const profile = this.profile;
    if (!profile) {
      this.tracker?.addFrame(time, frame.voiced, frame.midi, frame.confidence);
      return;
    }
    const centre = Math.round(time * this.sampleRate);
    this.fillAvailable(profile.input, centre + profile.frameLength / 2, profile.frameLength);
    profile.analyse(this.frameProfile);
    let { voiced, midi, confidence } = frame;
    if (!voiced && frame.levelDb >= CHORD_MIN_DB) {
      const concentration = profileConcentration(this.frameProfile, CHORD_CLASSES);
      if (concentration >= CHORD_CONCENTRATION) {
        voiced = true;
        midi = NaN;
        confidence = concentration;
      }
    }
    this.tracker?.addFrame(time, voiced, midi, confidence, this.frameProfile);
  }

  /**
   * The `length` samples ending at stream position `end`, zeros before the first; false when some are no
   * longer in the ring or not yet arrived.
   */
  private readHeld(target: Float64Array, end: number, length: number): boolean {
    if (end > this.total || end - length < this.total - this.ring.length) return false;
    this.fillFrom(this.ring, this.mask, target, end, length);
    return true;
  }

  /** Like fillFrom on the main ring, with zeros for samples not (or no longer) in it. */
  private fillAvailable(target: Float64Array, end: number, length: number): void {
    const ring = this.ring;
    const oldest = this.total - ring.length;
    const start = end - length;
    for (let i = 0; i < length; i++) {
      const position = start + i;
      target[i] =
        position >= 0 && position >= oldest && position < this.total
          ? ring[position & this.mask]!
          : 0;
    }
  }
}
