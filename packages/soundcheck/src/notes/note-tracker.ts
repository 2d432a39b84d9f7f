// Turns a pitch track and onset events into played notes, as they happen. A note starts on voicing (at the
// onset that caused it when there is one nearby), ends after two unvoiced frames, and is split by an onset
// (a re-articulated note) or by a steady change of pitch (legato playing and singing, which spectral flux
// hardly sees). An octave needs longer to confirm, and a note that read that octave in bursts before keeps
// its start (octave slips of a weak fundamental, decision 031). Its pitch is the median of its frames, or
// that of its frames read an octave below when they outnumber its own (decision 038).
// With the onset detector's spectra (`NoteSpectra`, spectral-rules.ts): once a note has CHANGE_FRAMES pitch
// frames, its start may move earlier, to where its own partials began (decision 028); two notes heard
// together at a legato change can read as a pitch common to both, a note that then gives its start to the
// next one (decision 029); and a note that directly follows one of another pitch (or a glide's short piece
// near its own, decision 037) is judged once more, when it ends or after LEGATO_JUDGE of its own frames,
// for where it began under the note before (decisions 032, 039, 050) and the pitch struck over it
// (decision 035).
// Chord parts also pass chord frames (voiced, pitch unknown: NaN) and every frame's profile; a note then
// also reports its mean profile (note-profile.ts).
// The state lives in parts that change together: the pending onsets, the sounding note's start, its frames,
// its octave readings, the frames that disagree with it, its profile, and the notes before. Buffers are
// fixed; only emitted notes are allocated.
import { isOctave, isOctaveBelow } from '../music/intervals.js';
import type { PlayedNote } from './played-note.js';
import { DEVIANT_CAPACITY, DeviantFrames } from './deviant-frames.js';
import { NoteFrames } from './note-frames.js';
import { NoteProfile } from './note-profile.js';
import type { NoteSpectra } from './note-spectra.js';
import { MIN_SPLIT, NoteStart } from './note-start.js';
import { OctaveReadings } from './octave-readings.js';
import { PendingOnsets } from './pending-onsets.js';
import { PITCH_TOLERANCE } from './pitch-intervals.js';
import { RecentNotes } from './recent-notes.js';
import { SpectralRules } from './spectral-rules.js';

export type { NoteSpectra } from './note-spectra.js';

/** Consecutive agreeing frames that confirm a change of pitch. */
const CHANGE_FRAMES = 3;
/**
 * A change of an octave (within a semitone) needs this long (s) of agreeing frames: where the fundamental is
 * weak (a choir pad's low notes) the detector reads the octave above in bursts of up to 90 ms.
 */
const OCTAVE_CHANGE = 0.12;
/** Consecutive unvoiced frames that end a note. */
const RELEASE_FRAMES = 2;
/** Notes need this many voiced frames to count. */
const MIN_FRAMES = 2;
/**
 * A note is judged by legatoStart when it ends, with its median pitch, or once it has had this long (s) of
 * its own frames: a glide's first frames can read it up to a semitone off (decision 032).
 */
export const LEGATO_JUDGE = 0.4;

export class NoteTracker {
  private readonly hopSeconds: number;
  /** Agreeing frames that confirm a change of an octave (OCTAVE_CHANGE). */
  private readonly octaveFrames: number;
  /** Own frames after which legatoStart judges the sounding note (LEGATO_JUDGE). */
  private readonly legatoFrames: number;
  private readonly emit: (note: PlayedNote) => void;
  /** The rules that ask the spectra, when the tracker has them. */
  private readonly rules: SpectralRules | undefined;
  private readonly onsets = new PendingOnsets();
  /** The last emitted notes, which attackStart may not move a later start back into. */
  private readonly recent = new RecentNotes();
  // The sounding note.
  private active = false;
  private readonly start = new NoteStart();
  private readonly frames = new NoteFrames();
  private readonly octaves = new OctaveReadings();
  private readonly deviants = new DeviantFrames();
  private readonly profile = new NoteProfile();
  /** Semitones from the sounding note's median pitch to the pitch struck at its start. */
  private struckShift = 0;
  private lastVoiced = 0;
  private unvoicedRun = 0;

  constructor(hopSeconds: number, emit: (note: PlayedNote) => void, spectra?: NoteSpectra) {
    this.hopSeconds = hopSeconds;
    this.octaveFrames = Math.min(DEVIANT_CAPACITY, Math.ceil(OCTAVE_CHANGE / hopSeconds));
    this.legatoFrames = Math.ceil(LEGATO_JUDGE / hopSeconds);
    this.emit = emit;
    this.rules = spectra ? new SpectralRules(spectra, this.recent, this.legatoFrames) : undefined;
  }

  /** Onsets arrive roughly in time order (a level-dip onset can come a few frames late): keep them sorted. */
  addOnset(time: number): void {
    this.onsets.add(time);
  }

  /** An onset still pending at `from` began at `to` instead (the onset detector found its attack's bottom). */
  moveOnset(from: number, to: number): void {
    this.onsets.move(from, to);
  }

  /**
   * One pitch frame (centre time); `midi` is ignored when unvoiced, NaN for a chord frame (voiced, no single
   * pitch). `profile` (chord parts) holds the frame's 128 semitone shares from `profileOffset`.
   */
  addFrame(
    time: number,
    voiced: boolean,
    midi: number,
    confidence: number,
    profile?: Float64Array,
    profileOffset = 0,
  ): void {
    this.consumeOnsets(time);
    if (!voiced) {
      this.deviants.clear();
      if (this.active && ++this.unvoicedRun >= RELEASE_FRAMES)
        this.close(this.lastVoiced + this.hopSeconds / 2);
      return;
    }
    this.unvoicedRun = 0;
    if (!this.active) {
      const onset = this.onsets.takeNear(time);
      this.open(onset ?? time);
      if (onset !== undefined) this.start.openedAt(onset);
    }
    if (profile) this.profile.add(time - this.start.time, profile, profileOffset);
    if (Number.isNaN(midi)) {
      this.deviants.clear();
      this.frames.addChord(confidence);
    } else if (
      this.frames.count === 0 ||
      Math.abs(midi - this.frames.median()) <= PITCH_TOLERANCE
    ) {
      this.deviants.clear();
      this.add(time, midi, confidence);
    } else {
      this.addDeviant(time, midi, confidence);
    }
    this.lastVoiced = time;
  }

  /** Ends the sounding note (end of the take). */
  finish(): void {
    if (this.active) this.close(this.lastVoiced + this.hopSeconds / 2);
  }

  private consumeOnsets(time: number): void {
    for (;;) {
      const onset = this.onsets.takeUntil(time);
      if (onset === undefined) return;
      if (!this.active) {
        this.onsets.heardInSilence(onset);
      } else if (onset - this.start.time < MIN_SPLIT) {
        // The note was started by its first voiced frame just before its onset: the onset is more precise.
        if (this.frames.count < CHANGE_FRAMES) this.start.moveToAttack(onset);
      } else {
        this.close(onset);
        this.open(onset);
        this.start.openedAt(onset);
      }
    }
  }

  private addDeviant(time: number, midi: number, confidence: number): void {
    this.deviants.add(time, midi, confidence);
    const median = this.frames.median();
    const octave = isOctave(midi - median) && !this.hearsNoteBefore();
    if (octave) this.octaves.addSlip();
    if (isOctaveBelow(midi, median)) this.octaves.addBelow(midi);
    const needed = octave ? this.octaveFrames : CHANGE_FRAMES;
    // The last `needed` deviants agreeing with each other mean a new note began at the first of them.
    const first = this.deviants.agreeingRun(needed);
    if (first < 0) return;
    const changeTime = this.deviants.timeAt(first);
    const next = this.deviants.midiAt(first + 1);
    if (
      changeTime - this.start.time < MIN_SPLIT ||
      (octave && this.octaves.slippedBefore(needed, this.frames.count)) ||
      this.rules?.heardTwoNotes(this.start.time, this.frames, changeTime, next) === true
    ) {
      // Just after an onset the long pitch window still hears the previous note: the new note's own pitch
      // arrives a few frames late, or the two together read as a pitch common to both until the old one
      // fades. Keep its onset (as judged) and replace the borrowed frames.
      this.start.forgetOnset();
      this.clearNote(this.start.time);
    } else {
      // The frames that begin the next note, the last ones read below it, say nothing of its octave.
      if (isOctaveBelow(this.deviants.midiAt(first), median)) this.octaves.forgetBelow(needed);
      this.close(changeTime);
      this.open(changeTime);
    }
    for (let j = first; j < first + needed; j++)
      this.add(this.deviants.timeAt(j), this.deviants.midiAt(j), this.deviants.confidenceAt(j));
  }

  /**
   * Whether the sounding note's frames so far are the note before, still heard by the long pitch window
   * just after an onset. Its octave is then no slip (decision 029's subharmonic at a legato fifth lies an
   * octave under the note before).
   */
  private hearsNoteBefore(): boolean {
    return (
      this.frames.lastTime - this.start.time < MIN_SPLIT &&
      Math.abs(this.frames.median() - this.recent.midi) <= PITCH_TOLERANCE
    );
  }

  /** A new sounding note from `start`. */
  private open(start: number): void {
    this.start.reset(start);
    this.clearNote(start);
  }

  /** The sounding note's frames begin afresh at `start`; where and how its start was found is kept. */
  private clearNote(start: number): void {
    this.active = true;
    this.octaves.clear();
    this.frames.clear(start);
    this.struckShift = 0;
    this.profile.clear();
    this.deviants.clear();
    this.unvoicedRun = 0;
    this.lastVoiced = start;
  }

  /** A frame of the sounding note's pitch, and the judgements due at its count of frames. */
  private add(time: number, midi: number, confidence: number): void {
    if (!this.frames.add(time, midi, confidence)) return;
    if (this.frames.count === CHANGE_FRAMES && !this.start.attackJudged && this.rules) {
      this.start.attackJudged = true;
      const start = this.rules.attackStart(this.start.time, this.frames.median());
      if (start < this.start.time) this.start.moveToAttack(start);
    }
    if (this.frames.count === this.legatoFrames) this.judgeAgainstNoteBefore();
  }

  /** Moves the sounding note's start to where legatoStart finds it began, and finds the pitch struck. */
  private judgeAgainstNoteBefore(): void {
    if (!this.rules) return;
    this.start.time = this.rules.legatoStart(this.start.time, this.start.atAttack, this.frames);
    const shift = this.rules.struckShift(this.start.time, this.frames);
    if (shift !== undefined) this.struckShift = shift;
  }

  /**
   * A piece shorter than OCTAVE_CHANGE read at the octave of the note it directly follows: an onset cut that
   * note and its next frames slipped an octave, as a weak fundamental's do (decision 033). It is that note.
   */
  private isOctaveSlipOfNoteBefore(offset: number): boolean {
    return (
      offset - this.start.time < OCTAVE_CHANGE &&
      this.recent.followsDirectly(this.start.time) &&
      isOctave(this.frames.median() - this.recent.midi)
    );
  }

  /**
   * The sounding note's pitch: its median, moved to the pitch struck at its start (decision 035), or the
   * median of its frames read an octave below when they outnumber its own (decision 038).
   */
  private pitch(): number {
    if (this.struckShift !== 0 || !this.octaves.belowOutnumber(this.frames.count))
      return this.frames.median() + this.struckShift;
    return this.octaves.medianBelow();
  }

  private close(offset: number): void {
    this.active = false;
    this.deviants.clear();
    if (this.frames.total < MIN_FRAMES || offset <= this.start.time) {
      // A legato change under a soft attack: the onset splits the old note, the crossfade leaves the new one
      // unvoiced for a few frames and it is dropped; the new pitch, voiced again, still began at that onset.
      this.onsets.handBack(this.start.onset);
      return;
    }
    if (this.frames.count > 0 && this.isOctaveSlipOfNoteBefore(offset)) {
      this.recent.extendTo(offset);
      return;
    }
    if (this.frames.count < this.legatoFrames) this.judgeAgainstNoteBefore();
    const note: PlayedNote = {
      onset: this.start.time,
      offset,
      midi: this.frames.count > 0 ? this.pitch() : null,
      confidence: this.frames.meanConfidence(),
    };
    const profile = this.profile.shares();
    if (profile) note.profile = profile;
    // The rules above compare pitch frames with the notes before: they remember the pitch the frames read.
    this.recent.add(this.frames.count > 0 ? this.frames.median() : NaN, note.onset, offset);
    this.emit(note);
  }
}
