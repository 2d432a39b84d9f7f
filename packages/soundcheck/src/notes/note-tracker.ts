// Turns a pitch track and onset events into played notes, as they happen: a state machine over the frames.
//
// States (TrackerState):
//   idle       no note sounds. The last onset the frames reach here is kept (PendingOnsets): a note whose
//              frames turn voiced soon after begins at it.
//   sounding   a note sounds, and its last frame was voiced at its pitch or a chord frame (or none has come
//              since it opened).
//   changing   a note sounds, and its last frames were voiced at another pitch (the deviant frames): a
//              legato change of pitch, once enough of them agree.
//   releasing  a note sounds, and its last frames were unvoiced (fewer than releaseFrames of them).
// Events and transitions, one method each, in the order a frame meets them:
//   onsetReached    an onset the frames have passed. idle: kept, still idle. A note younger than minSplit:
//                   same state (a note of few frames moves its start to the onset). An older note: it closes
//                   at the onset and a new one opens there: sounding (a re-articulated note).
//   unvoicedFrame   idle: nothing. sounding, changing: releasing. releasing: still releasing, or after
//                   releaseFrames the note closes: idle.
//   voicedFrame     idle: a note opens (at the onset near the frame, or the frame): sounding. Then a chord
//                   frame or a frame at the note's pitch: sounding; a frame at another pitch: changing, or
//                   when the deviant frames confirm a change, sounding: the note closes at the change and a
//                   new one opens there, or (a change within minSplit of its start, a note heard at the
//                   wrong octave, two notes heard together) the note keeps its start and takes the new
//                   frames as its own.
//   finish          the end of the take: a sounding note closes: idle.
// A note that closes is emitted, dropped (too few frames: it hands its onset back), or taken as the note
// before slipped an octave (which it lengthens).
//
// An octave needs longer to confirm, and a note that read that octave in bursts before keeps its start
// (octave slips of a weak fundamental, decision 031). Its pitch is the median of its frames, or that of its
// frames read an octave below when they outnumber its own (decision 038). With the onset detector's spectra
// (`NoteSpectra`, spectral-rules.ts): once a note has changeFrames pitch frames, its start may move earlier,
// to where its own partials began (decision 028); two notes heard together at a legato change can read as a
// pitch common to both, a note that then gives its start to the next one (decision 029); and a note that
// directly follows one of another pitch (or a glide's short piece near its own, decision 037) is judged once
// more, when it ends or after legatoJudge of its own frames, for where it began under the note before
// (decisions 032, 039, 050) and the pitch struck over it (decision 035). Chord parts also pass chord frames
// (voiced, pitch unknown: NaN) and every frame's profile; a note then also reports its mean profile.
// The numbers are NOTE_TRACKING's (note-thresholds.ts). The sounding note lives in parts that change
// together: its start, its frames, its octave readings, the frames that disagree with it and its profile;
// beside them, the pending onsets and the notes before. Buffers are fixed; only emitted notes are allocated.
import { isOctave, isOctaveBelow } from '../music/intervals.js';
import { DEVIANT_CAPACITY, DeviantFrames } from './deviant-frames.js';
import { NoteFrames } from './note-frames.js';
import { hearsNoteBefore, isOctaveSlipOfNoteBefore, notePitch } from './note-judgements.js';
import { NoteProfile } from './note-profile.js';
import type { NoteSpectra } from './note-spectra.js';
import { NoteStart } from './note-start.js';
import { NOTE_TRACKING } from './note-thresholds.js';
import { OctaveReadings } from './octave-readings.js';
import { PendingOnsets } from './pending-onsets.js';
import type { PlayedNote } from './played-note.js';
import { RecentNotes } from './recent-notes.js';
import { SpectralRules } from './spectral-rules.js';

export type { NoteSpectra } from './note-spectra.js';

/** What the tracker is doing (the header lists the states and what moves between them). */
type TrackerState = 'idle' | 'sounding' | 'changing' | 'releasing';

const {
  changeFrames,
  legatoJudge,
  minFrames,
  minSplit,
  octaveChange,
  pitchTolerance,
  releaseFrames,
} = NOTE_TRACKING;

export class NoteTracker {
  private readonly hopSeconds: number;
  /** Agreeing frames that confirm a change of an octave (octaveChange). */
  private readonly octaveFrames: number;
  /** Own frames after which legatoStart judges the sounding note (legatoJudge). */
  private readonly legatoFrames: number;
  private readonly emit: (note: PlayedNote) => void;
  /** The rules that ask the spectra, when the tracker has them. */
  private readonly rules: SpectralRules | undefined;
  private readonly onsets = new PendingOnsets();
  /** The last emitted notes, which attackStart may not move a later start back into. */
  private readonly recent = new RecentNotes();
  private state: TrackerState = 'idle';
  /** Releasing: the unvoiced frames in a row so far. */
  private unvoicedRun = 0;
  // The sounding note (any state but idle).
  private readonly start = new NoteStart();
  private readonly frames = new NoteFrames();
  private readonly octaves = new OctaveReadings();
  /** Changing: the frames at another pitch. */
  private readonly deviants = new DeviantFrames();
  private readonly profile = new NoteProfile();
  /** Semitones from the sounding note's median pitch to the pitch struck at its start. */
  private struckShift = 0;
  /** The time of the note's last voiced frame (its start before any): it ends half a hop after it. */
  private lastVoiced = 0;

  constructor(hopSeconds: number, emit: (note: PlayedNote) => void, spectra?: NoteSpectra) {
    this.hopSeconds = hopSeconds;
    this.octaveFrames = Math.min(DEVIANT_CAPACITY, Math.ceil(octaveChange / hopSeconds));
    this.legatoFrames = Math.ceil(legatoJudge / hopSeconds);
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
   * pitch). `profile` (chord parts) holds the frame's 128 semitone shares from `profileOffset`. The onsets
   * up to the frame come first.
   */
  addFrame(
    time: number,
    voiced: boolean,
    midi: number,
    confidence: number,
    profile?: Float64Array,
    profileOffset = 0,
  ): void {
    let onset = this.onsets.takeUntil(time);
    while (onset !== undefined) {
      this.onsetReached(onset);
      onset = this.onsets.takeUntil(time);
    }
    if (voiced) this.voicedFrame(time, midi, confidence, profile, profileOffset);
    else this.unvoicedFrame();
  }

  /** The end of the take: the sounding note ends with its last voiced frame. */
  finish(): void {
    if (this.state !== 'idle') this.close(this.lastVoiced + this.hopSeconds / 2);
  }

  /** idle: kept. A young note: same state, its start maybe moved. An older one: split, sounding. */
  private onsetReached(onset: number): void {
    if (this.state === 'idle') {
      this.onsets.heardInSilence(onset);
    } else if (onset - this.start.time < minSplit) {
      // The note was started by its first voiced frame just before its onset: the onset is more precise.
      if (this.frames.count < changeFrames) this.start.moveToAttack(onset);
    } else {
      this.close(onset);
      this.open(onset);
      this.start.openedAt(onset);
    }
  }

  /** idle: nothing. Otherwise releasing, and idle after releaseFrames of them (the note closed). */
  private unvoicedFrame(): void {
    if (this.state === 'idle') return;
    this.deviants.clear();
    this.unvoicedRun = this.state === 'releasing' ? this.unvoicedRun + 1 : 1;
    this.state = 'releasing';
    if (this.unvoicedRun >= releaseFrames) this.close(this.lastVoiced + this.hopSeconds / 2);
  }

  /** idle: a note opens. Then sounding (at the note's pitch, or a chord frame) or changing (offPitch). */
  private voicedFrame(
    time: number,
    midi: number,
    confidence: number,
    profile: Float64Array | undefined,
    profileOffset: number,
  ): void {
    if (this.state === 'idle') {
      const onset = this.onsets.takeNear(time);
      this.open(onset ?? time);
      if (onset !== undefined) this.start.openedAt(onset);
    }
    if (profile) this.profile.add(time - this.start.time, profile, profileOffset);
    if (Number.isNaN(midi)) {
      this.backToPitch();
      this.frames.addChord(confidence);
    } else if (this.frames.count === 0 || Math.abs(midi - this.frames.median()) <= pitchTolerance) {
      this.backToPitch();
      this.add(time, midi, confidence);
    } else {
      this.offPitch(time, midi, confidence);
    }
    this.lastVoiced = time;
  }

  /** A frame of the note's own (or no single) pitch: sounding, any frames at another pitch forgotten. */
  private backToPitch(): void {
    this.deviants.clear();
    this.state = 'sounding';
  }

  /** A frame at another pitch than the note's: changing, or sounding again once the change is confirmed. */
  private offPitch(time: number, midi: number, confidence: number): void {
    this.state = 'changing';
    this.deviants.add(time, midi, confidence);
    const median = this.frames.median();
    const octave =
      isOctave(midi - median) && !hearsNoteBefore(this.start, this.frames, this.recent);
    if (octave) this.octaves.addSlip();
    if (isOctaveBelow(midi, median)) this.octaves.addBelow(midi);
    const needed = octave ? this.octaveFrames : changeFrames;
    // The last `needed` deviants agreeing with each other mean a new note began at the first of them.
    const first = this.deviants.agreeingRun(needed);
    if (first < 0) return;
    const changeTime = this.deviants.timeAt(first);
    const next = this.deviants.midiAt(first + 1);
    if (
      changeTime - this.start.time < minSplit ||
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
    // Clearing the deviant frames above keeps their buffer: the confirming ones are read from it.
    for (let j = first; j < first + needed; j++)
      this.add(this.deviants.timeAt(j), this.deviants.midiAt(j), this.deviants.confidenceAt(j));
  }

  /** A new sounding note from `start`. */
  private open(start: number): void {
    this.start.reset(start);
    this.clearNote(start);
  }

  /** The sounding note's frames begin afresh at `start`; where and how its start was found is kept. */
  private clearNote(start: number): void {
    this.state = 'sounding';
    this.octaves.clear();
    this.frames.clear(start);
    this.struckShift = 0;
    this.profile.clear();
    this.deviants.clear();
    this.lastVoiced = start;
  }

  /** A frame of the sounding note's pitch, and the judgements due at its count of frames. */
  private add(time: number, midi: number, confidence: number): void {
    if (!this.frames.add(time, midi, confidence)) return;
    if (this.frames.count === changeFrames && !this.start.attackJudged && this.rules) {
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

  /** The sounding note ends at `offset`: emitted, dropped, or taken as the note before. Idle after it. */
  private close(offset: number): void {
    this.state = 'idle';
    this.deviants.clear();
    if (this.frames.total < minFrames || offset <= this.start.time) {
      // A legato change under a soft attack: the onset splits the old note, the crossfade leaves the new one
      // unvoiced for a few frames and it is dropped; the new pitch, voiced again, still began at that onset.
      this.onsets.handBack(this.start.onset);
      return;
    }
    if (
      this.frames.count > 0 &&
      isOctaveSlipOfNoteBefore(this.start, this.frames, this.recent, offset)
    ) {
      this.recent.extendTo(offset);
      return;
    }
    if (this.frames.count < this.legatoFrames) this.judgeAgainstNoteBefore();
    const note: PlayedNote = {
      onset: this.start.time,
      offset,
      midi: this.frames.count > 0 ? notePitch(this.frames, this.octaves, this.struckShift) : null,
      confidence: this.frames.meanConfidence(),
    };
    const profile = this.profile.shares();
    if (profile) note.profile = profile;
    // The rules above compare pitch frames with the notes before: they remember the pitch the frames read.
    this.recent.add(this.frames.count > 0 ? this.frames.median() : NaN, note.onset, offset);
    this.emit(note);
  }
}
