// Turns a pitch track and onset events into played notes, as they happen. A note starts on voicing (at the
// onset that caused it when there is one nearby), ends after two unvoiced frames, and is split by an onset
// (a re-articulated note) or by a steady change of pitch (legato playing and singing, which spectral flux
// hardly sees). An octave needs longer to confirm, and a note that read that octave in bursts before keeps
// its start (octave slips of a weak fundamental, decision 031). Its pitch is the median of its frames, or
// that of its frames read an octave below when they outnumber its own (decision 038).
// With the onset detector's spectra (`NoteSpectra`): once a note has CHANGE_FRAMES pitch frames,
// `attackStart` may move its start earlier, to where its own partials began (a soft attack under the
// release of the note before; see onset/attack-start.ts), never into the first MIN_SPLIT of the note
// before, which keeps the end it was given; and two notes heard together at a legato change (the note
// before still sounding) can read as a pitch common to both, a note that then gives its start to the next
// one (`heardTwoNotes`, decision 029). A note that directly follows one of another pitch (or a glide's
// short piece near its own, decision 037) is judged once more, when it ends or after LEGATO_JUDGE of its
// own frames: `legatoStart` may move its start back, up to 0.3 s, to where its own partials rose over
// those of the last note of another pitch (not its octave, and not a glide's short piece, decision 037),
// even before the start of a piece read at its octave just before (a pad's slow change of pitch, decision
// 032); a note judged when it ends is followed at the pitch its last frames reached (decision 039). It is
// told whether the note's start marks an attack: one placed only by a change of pitch takes a steep rise
// just before it as its own (decision 050).
// Chord parts also pass chord frames (voiced, pitch unknown: NaN) and every frame's profile; a note then
// also reports the mean profile of its frames from PROFILE_SETTLE after its start (all its frames if it is
// shorter). Buffers are fixed; only emitted notes are allocated.
import type { PlayedNote } from '../analysis/types.js';
import { PROFILE_BINS } from '../pitch/semitone-profile.js';

/** Onset and pitch-frame events are related within this distance (s). */
const ONSET_CAPTURE = 0.08;
/**
 * A note whose frames turn voiced up to this long (s) after an onset heard while no note sounded began at
 * that onset: a string struck over ringing ones can leave the frames unvoiced for 100 ms or more, the
 * mixture having no clear period (decision 036).
 */
const PAST_ONSET_CAPTURE = 0.15;
/** An onset splits a sounding note only after it has lasted this long (s). */
const MIN_SPLIT = 0.06;
/**
 * Frames this far (semitones) from a note's median pitch are candidates for a new note; the analyser's frame
 * queue takes a frame within it of another as the same pitch.
 */
export const PITCH_TOLERANCE = 0.5;
/** Consecutive agreeing frames that confirm a change of pitch. */
const CHANGE_FRAMES = 3;
/**
 * A change of an octave (within a semitone) needs this long (s) of agreeing frames: where the fundamental is
 * weak (a choir pad's low notes) the detector reads the octave above in bursts of up to 90 ms.
 */
const OCTAVE_CHANGE = 0.12;
/**
 * A note that turns out an octave off, and had read that octave before in at least this share of its frames
 * (and in OCTAVE_SLIP_FRAMES at least), was heard at the wrong octave from its start: keep its start. A note
 * heard cleanly has no such frames, however short it is, and a slurred octave leap after it is a new note.
 */
const OCTAVE_SLIP_SHARE = 0.2;
const OCTAVE_SLIP_FRAMES = 2;
const DEVIANT_CAPACITY = 16;
/** Consecutive unvoiced frames that end a note. */
const RELEASE_FRAMES = 2;
/** Notes need this many voiced frames to count. */
const MIN_FRAMES = 2;
const MAX_FRAMES = 4096;
const ONSET_CAPACITY = 64;
/**
 * A note is judged by legatoStart when it ends, with its median pitch, or once it has had this long (s) of
 * its own frames: a glide's first frames can read it up to a semitone off (decision 032).
 */
export const LEGATO_JUDGE = 0.4;
/** Pitches of the last notes kept, to find the last one of another pitch than the sounding note. */
const RECENT_NOTES = 8;
/**
 * The last note of another pitch is the last one that lasted this long (s), when one is kept, passing over
 * shorter ones: at a pad's change of pitch the frames glide through short pieces between the two notes, and
 * the partials the new note rises over are those of the note it follows (decision 037).
 */
const PIECE = 0.15;
/**
 * A piece of a glide is judged at the pitch of its last TAIL_FRAMES frames (about 60 ms) when they read at
 * least GLIDE_TAIL (semitones) further from the note before than its median (decision 039).
 */
const TAIL_FRAMES = 5;
const GLIDE_TAIL = 0.1;
/** Profile frames this soon after a note's start still hear the previous sound (s). */
const PROFILE_SETTLE = 0.05;

/**
 * Two notes heard together read as a subharmonic common to both, whose fundamental stands at least this
 * far (dB) under its harmonics; a played note's is within some 15 dB of its strongest.
 */
const MIXTURE_DEFICIT_DB = 20;
/** A note opened this soon (s) after the one before ended follows it directly. */
const ADJACENT = 0.03;
/**
 * A note opened this soon (s) after the one before ended may have begun under it: a pad's crossfade leaves
 * unvoiced frames between the two, up to 134 ms of them on the sampled choir (decisions 033, 040).
 */
const CROSSFADE_GAP = 0.14;
/** Harmonics a common subharmonic of two notes is looked for among. */
const MAX_HARMONIC = 6;
/** Distance (semitones) from a harmonic's interval that still counts as that harmonic. */
const HARMONIC_TOLERANCE = 0.35;

/** What the onset detector's recent spectra tell the tracker about a note (see onset/attack-start.ts). */
export interface NoteSpectra {
  /** Where a note heard from `start` at MIDI `midi` began, given the note before (NaN for none). */
  attackStart(start: number, midi: number, previousMidi: number): number;
  /** How far (dB) the fundamental of `midi` stands under its harmonics from `start` to `end`, or NaN. */
  fundamentalDeficit(start: number, end: number, midi: number): number;
  /**
   * Where a note placed at `found` began, given the last note of another pitch (onset/legato-start.ts);
   * `attack` says whether `found` marks an attack (an onset, or attackStart's start) or only a change of
   * pitch.
   */
  legatoStart(found: number, midi: number, previousMidi: number, attack: boolean): number;
  /**
   * The pitch of a note read at `midi` and struck at `onset` while the note before still rang
   * (onset/struck-pitch.ts).
   */
  struckPitch(onset: number, midi: number): number;
}

/** Which harmonic (2..MAX_HARMONIC) lies `semitones` above a fundamental, or 0 for none. */
export function harmonicNumber(semitones: number): number {
  for (let k = 2; k <= MAX_HARMONIC; k++)
    if (Math.abs(semitones - 12 * Math.log2(k)) <= HARMONIC_TOLERANCE) return k;
  return 0;
}

/** Whether `semitones` is an octave up or down, within a semitone (an octave slip during a glide). */
export function isOctave(semitones: number): boolean {
  return Math.abs(Math.abs(semitones) - 12) <= 2 * PITCH_TOLERANCE;
}

/** The median of the first `n` values of `sorted` (ascending). */
function medianOf(sorted: Float64Array, n: number): number {
  const middle = n >> 1;
  return n & 1 ? sorted[middle]! : 0.5 * (sorted[middle - 1]! + sorted[middle]!);
}

export class NoteTracker {
  private readonly hopSeconds: number;
  /** Agreeing frames that confirm a change of an octave (OCTAVE_CHANGE). */
  private readonly octaveFrames: number;
  private readonly emit: (note: PlayedNote) => void;
  private readonly spectra: NoteSpectra | undefined;
  // Pending onsets, oldest first.
  private readonly onsets = new Float64Array(ONSET_CAPACITY);
  private onsetHead = 0;
  private onsetCount = 0;
  private lastOnset = -Infinity;
  // The sounding note.
  private active = false;
  private start = 0;
  /** The onset the sounding note was opened at, or -Infinity (opened by voicing or a change of pitch). */
  private startOnset = -Infinity;
  /**
   * Whether the sounding note's start marks an attack: an onset, or where attackStart heard its partials
   * begin. Otherwise it is where a change of pitch was confirmed, which no attack need be near.
   */
  private startAtAttack = false;
  /** Frames of the sounding note read an octave off its pitch. */
  private octaveSlips = 0;
  /** Of those, the pitches of the frames read an octave below it, in the order they came. */
  private readonly octaveBelow = new Float64Array(MAX_FRAMES);
  private octaveBelowFrames = 0;
  /** Time of the latest pitch frame that joined the sounding note. */
  private ownFramesUntil = 0;
  /** Whether attackStart has judged the sounding note's start. */
  private attackJudged = false;
  /** Semitones from the sounding note's median pitch to the pitch struck at its start (judgeStruckPitch). */
  private struckShift = 0;
  /** Own frames after which legatoStart judges the sounding note (LEGATO_JUDGE). */
  private readonly legatoFrames: number;
  /** Pitches of the last RECENT_NOTES emitted notes (a ring; NaN for none). */
  private readonly recentMidi = new Float64Array(RECENT_NOTES).fill(NaN);
  /** Their lengths (s). */
  private readonly recentLength = new Float64Array(RECENT_NOTES);
  private recentCount = 0;
  // The last emitted note, which attackStart may not move a later start back into.
  private previousMidi = NaN;
  private previousStart = -Infinity;
  private previousEnd = -Infinity;
  private lastVoiced = 0;
  private unvoicedRun = 0;
  private readonly sorted = new Float64Array(MAX_FRAMES);
  private frameCount = 0;
  /** The pitches of the sounding note's own frames in the order they came, and scratch to sort its last. */
  private readonly ordered = new Float64Array(MAX_FRAMES);
  private readonly tailSorted = new Float64Array(TAIL_FRAMES);
  private confidenceSum = 0;
  // Frames that disagree with the sounding note's pitch.
  private readonly deviantMidi = new Float64Array(DEVIANT_CAPACITY);
  private readonly deviantTime = new Float64Array(DEVIANT_CAPACITY);
  private readonly deviantConfidence = new Float64Array(DEVIANT_CAPACITY);
  private deviantCount = 0;
  // Chord parts: frames of the sounding note without a pitch, and its profile sums (all frames, settled ones).
  private chordFrames = 0;
  private readonly profileAll = new Float64Array(PROFILE_BINS);
  private readonly profileSettled = new Float64Array(PROFILE_BINS);
  private settledFrames = 0;
  private hasProfile = false;

  constructor(hopSeconds: number, emit: (note: PlayedNote) => void, spectra?: NoteSpectra) {
    this.hopSeconds = hopSeconds;
    this.octaveFrames = Math.min(DEVIANT_CAPACITY, Math.ceil(OCTAVE_CHANGE / hopSeconds));
    this.legatoFrames = Math.ceil(LEGATO_JUDGE / hopSeconds);
    this.emit = emit;
    this.spectra = spectra;
  }

  /** Onsets arrive roughly in time order (a level-dip onset can come a few frames late): keep them sorted. */
  addOnset(time: number): void {
    if (this.onsetCount === ONSET_CAPACITY) {
      this.onsetHead = (this.onsetHead + 1) % ONSET_CAPACITY;
      this.onsetCount--;
    }
    let i = this.onsetCount;
    while (i > 0 && this.onsets[(this.onsetHead + i - 1) % ONSET_CAPACITY]! > time) {
      this.onsets[(this.onsetHead + i) % ONSET_CAPACITY] =
        this.onsets[(this.onsetHead + i - 1) % ONSET_CAPACITY]!;
      i--;
    }
    this.onsets[(this.onsetHead + i) % ONSET_CAPACITY] = time;
    this.onsetCount++;
  }

  /** An onset still pending at `from` began at `to` instead (the onset detector found its attack's bottom). */
  moveOnset(from: number, to: number): void {
    for (let i = 0; i < this.onsetCount; i++) {
      const slot = (this.onsetHead + i) % ONSET_CAPACITY;
      if (this.onsets[slot] !== from) continue;
      for (let j = i; j < this.onsetCount - 1; j++)
        this.onsets[(this.onsetHead + j) % ONSET_CAPACITY] =
          this.onsets[(this.onsetHead + j + 1) % ONSET_CAPACITY]!;
      this.onsetCount--;
      this.addOnset(to);
      return;
    }
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
      this.deviantCount = 0;
      if (this.active && ++this.unvoicedRun >= RELEASE_FRAMES)
        this.close(this.lastVoiced + this.hopSeconds / 2);
      return;
    }
    this.unvoicedRun = 0;
    if (!this.active) {
      const onset = this.takeOnsetNear(time);
      this.open(onset ?? time);
      if (onset !== undefined) {
        this.startOnset = onset;
        this.startAtAttack = true;
      }
    }
    if (profile) this.addProfile(time, profile, profileOffset);
    if (Number.isNaN(midi)) {
      this.deviantCount = 0;
      this.chordFrames++;
      this.confidenceSum += confidence;
    } else if (this.frameCount === 0 || Math.abs(midi - this.median()) <= PITCH_TOLERANCE) {
      this.deviantCount = 0;
      this.add(midi, confidence);
      this.ownFramesUntil = time;
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
    while (this.onsetCount > 0 && this.onsets[this.onsetHead]! <= time) {
      const onset = this.onsets[this.onsetHead]!;
      this.onsetHead = (this.onsetHead + 1) % ONSET_CAPACITY;
      this.onsetCount--;
      if (!this.active) {
        this.lastOnset = onset;
      } else if (onset - this.start < MIN_SPLIT) {
        // The note was started by its first voiced frame just before its onset: the onset is more precise.
        if (this.frameCount < CHANGE_FRAMES) {
          this.start = onset;
          this.startAtAttack = true;
        }
      } else {
        this.close(onset);
        this.open(onset);
        this.startOnset = onset;
        this.startAtAttack = true;
      }
    }
  }

  /**
   * The onset nearest `time`: the last one seen (up to PAST_ONSET_CAPTURE before) or a pending one up to
   * half ONSET_CAPTURE after.
   */
  private takeOnsetNear(time: number): number | undefined {
    const past = time - this.lastOnset <= PAST_ONSET_CAPTURE ? this.lastOnset : undefined;
    const next = this.onsetCount > 0 ? this.onsets[this.onsetHead]! : Infinity;
    if (next - time <= ONSET_CAPTURE / 2 && (past === undefined || next - time < time - past)) {
      this.onsetHead = (this.onsetHead + 1) % ONSET_CAPACITY;
      this.onsetCount--;
      return next;
    }
    this.lastOnset = -Infinity;
    return past;
  }

  private addDeviant(time: number, midi: number, confidence: number): void {
    if (this.deviantCount === DEVIANT_CAPACITY) this.dropOldestDeviant();
    const i = this.deviantCount++;
    this.deviantMidi[i] = midi;
    this.deviantTime[i] = time;
    this.deviantConfidence[i] = confidence;
    const octave = isOctave(midi - this.median()) && !this.hearsNoteBefore();
    if (octave) this.octaveSlips++;
    if (this.isOctaveBelow(midi) && this.octaveBelowFrames < MAX_FRAMES)
      this.octaveBelow[this.octaveBelowFrames++] = midi;
    const needed = octave ? this.octaveFrames : CHANGE_FRAMES;
    if (this.deviantCount < needed) return;
    // The last `needed` deviants agreeing with each other mean a new note began at the first of them.
    const first = this.deviantCount - needed;
    let low = Infinity;
    let high = -Infinity;
    for (let j = first; j < this.deviantCount; j++) {
      low = Math.min(low, this.deviantMidi[j]!);
      high = Math.max(high, this.deviantMidi[j]!);
    }
    if (high - low > 2 * PITCH_TOLERANCE) return;
    const changeTime = this.deviantTime[first]!;
    if (
      changeTime - this.start < MIN_SPLIT ||
      (octave &&
        this.octaveSlips - needed >=
          Math.max(OCTAVE_SLIP_FRAMES, OCTAVE_SLIP_SHARE * this.frameCount)) ||
      this.heardTwoNotes(changeTime, this.deviantMidi[first + 1]!)
    ) {
      // Just after an onset the long pitch window still hears the previous note: the new note's own pitch
      // arrives a few frames late, or the two together read as a pitch common to both until the old one
      // fades. Keep its onset (as judged) and replace the borrowed frames.
      const { attackJudged, startAtAttack } = this;
      this.open(this.start);
      this.attackJudged = attackJudged;
      this.startAtAttack = startAtAttack;
    } else {
      // The frames that begin the next note, the last ones read below it, say nothing of its octave.
      if (this.isOctaveBelow(this.deviantMidi[first]!))
        this.octaveBelowFrames = Math.max(0, this.octaveBelowFrames - needed);
      this.close(changeTime);
      this.open(changeTime);
    }
    for (let j = first; j < first + needed; j++) {
      this.add(this.deviantMidi[j]!, this.deviantConfidence[j]!);
    }
    this.ownFramesUntil = this.deviantTime[first + needed - 1]!;
  }

  /**
   * Whether the sounding note's frames so far are the note before, still heard by the long pitch window
   * just after an onset. Its octave is then no slip (decision 029's subharmonic at a legato fifth lies an
   * octave under the note before).
   */
  private hearsNoteBefore(): boolean {
    return (
      this.ownFramesUntil - this.start < MIN_SPLIT &&
      Math.abs(this.median() - this.previousMidi) <= PITCH_TOLERANCE
    );
  }

  /**
   * Whether the sounding note is the note before and the next one (MIDI `next`) heard together: it
   * follows the note before directly, its pitch is a subharmonic of both (a third or higher harmonic of
   * it for one at least: an octave alone is an octave slip, not two notes), and the spectra up to `end`
   * hold no fundamental of its own (decision 029).
   */
  private heardTwoNotes(end: number, next: number): boolean {
    if (!this.spectra || this.frameCount === 0 || this.start - this.previousEnd > ADJACENT)
      return false;
    const midi = this.median();
    const below = harmonicNumber(this.previousMidi - midi);
    const above = harmonicNumber(next - midi);
    if (below === 0 || above === 0 || Math.max(below, above) < 3) return false;
    return this.spectra.fundamentalDeficit(this.start, end, midi) >= MIXTURE_DEFICIT_DB;
  }

  /**
   * A note that directly follows another and reads a pitch of which that note is a harmonic may have been
   * struck while that one still rang, and read at a period common to both: it is heard at the pitch that
   * rose at its start (struck-pitch.ts, decision 035).
   */
  private judgeStruckPitch(): void {
    if (!this.spectra || this.frameCount === 0 || this.start - this.previousEnd > ADJACENT) return;
    const midi = this.median();
    if (harmonicNumber(this.previousMidi - midi) === 0) return;
    this.struckShift = this.spectra.struckPitch(this.start, midi) - midi;
  }

  private dropOldestDeviant(): void {
    for (let j = 1; j < this.deviantCount; j++) {
      this.deviantMidi[j - 1] = this.deviantMidi[j]!;
      this.deviantTime[j - 1] = this.deviantTime[j]!;
      this.deviantConfidence[j - 1] = this.deviantConfidence[j]!;
    }
    this.deviantCount--;
  }

  private addProfile(time: number, profile: Float64Array, offset: number): void {
    this.hasProfile = true;
    const settled = time - this.start >= PROFILE_SETTLE;
    if (settled) this.settledFrames++;
    for (let c = 0; c < PROFILE_BINS; c++) {
      const v = profile[offset + c]!;
      this.profileAll[c] = this.profileAll[c]! + v;
      if (settled) this.profileSettled[c] = this.profileSettled[c]! + v;
    }
  }

  private open(start: number): void {
    this.active = true;
    this.start = start;
    this.startOnset = -Infinity;
    this.startAtAttack = false;
    this.octaveSlips = 0;
    this.octaveBelowFrames = 0;
    this.ownFramesUntil = start;
    this.attackJudged = false;
    this.struckShift = 0;
    this.frameCount = 0;
    this.chordFrames = 0;
    this.profileAll.fill(0);
    this.profileSettled.fill(0);
    this.settledFrames = 0;
    this.confidenceSum = 0;
    this.deviantCount = 0;
    this.unvoicedRun = 0;
    this.lastVoiced = start;
  }

  /** Inserts into the sorted pitch list, so the median is always one lookup away. */
  private add(midi: number, confidence: number): void {
    if (this.frameCount === MAX_FRAMES) return;
    let j = this.frameCount - 1;
    while (j >= 0 && this.sorted[j]! > midi) {
      this.sorted[j + 1] = this.sorted[j]!;
      j--;
    }
    this.sorted[j + 1] = midi;
    this.ordered[this.frameCount] = midi;
    this.frameCount++;
    this.confidenceSum += confidence;
    if (this.frameCount === CHANGE_FRAMES && !this.attackJudged && this.spectra) {
      this.attackJudged = true;
      const start = Math.max(
        this.spectra.attackStart(this.start, this.median(), this.previousMidi),
        this.previousStart + MIN_SPLIT,
      );
      if (start < this.start) {
        this.start = start;
        this.startAtAttack = true;
      }
    }
    if (this.frameCount === this.legatoFrames) {
      this.judgeLegatoStart();
      this.judgeStruckPitch();
    }
  }

  /** Moves the sounding note's start to where legatoStart finds it began. */
  private judgeLegatoStart(): void {
    // A note after a silence or a break began where its attack was heard (attackStart has judged it); one
    // after a note of its own pitch that lasted PIECE, re-articulated or a piece of it, where the onset cut
    // them apart. After a shorter piece near its pitch it is the end of a glide the onsets cut up, whose
    // pieces read ever nearer its pitch (decision 037).
    if (!this.spectra || this.frameCount === 0 || this.start - this.previousEnd > CROSSFADE_GAP)
      return;
    const midi = this.median();
    const afterPiece = this.previousEnd - this.previousStart < PIECE;
    if (Math.abs(midi - this.previousMidi) <= PITCH_TOLERANCE && !afterPiece) return;
    const other = this.lastOtherPitch(midi);
    if (Number.isNaN(other)) return;
    this.start = this.spectra.legatoStart(
      this.start,
      this.reached(midi, other),
      other,
      this.startAtAttack,
    );
  }

  /**
   * The pitch that a note shorter than LEGATO_JUDGE, of median `midi`, had reached when it ended: that of
   * its last TAIL_FRAMES frames when they read at least GLIDE_TAIL further from `other`, the note before,
   * than its median. Such a note is a piece of a glide, cut off on its way to its pitch, and its partials
   * are found at the pitch it reached (decision 039). A longer note, or one of under twice TAIL_FRAMES
   * frames, is judged at its median.
   */
  private reached(midi: number, other: number): number {
    const n = this.frameCount;
    if (n < 2 * TAIL_FRAMES || n >= this.legatoFrames) return midi;
    for (let i = 0; i < TAIL_FRAMES; i++) this.tailSorted[i] = this.ordered[n - TAIL_FRAMES + i]!;
    this.tailSorted.sort();
    const tail = medianOf(this.tailSorted, TAIL_FRAMES);
    return (tail - midi) * Math.sign(midi - other) >= GLIDE_TAIL ? tail : midi;
  }

  /**
   * The pitch of the last note that was neither `midi` nor its octave (a piece of the same note, or the
   * same note read an octave off) that lasted PIECE, or failing that of the last such note however short,
   * or NaN.
   */
  private lastOtherPitch(midi: number): number {
    let piece = NaN;
    for (let i = 1; i <= Math.min(this.recentCount, RECENT_NOTES); i++) {
      const at = (this.recentCount - i) % RECENT_NOTES;
      const other = this.recentMidi[at]!;
      const apart = Math.abs(other - midi);
      if (apart <= PITCH_TOLERANCE || Math.abs(apart - 12) <= PITCH_TOLERANCE) continue;
      if (this.recentLength[at]! >= PIECE) return other;
      if (Number.isNaN(piece)) piece = other;
    }
    return piece;
  }

  /**
   * A piece shorter than OCTAVE_CHANGE read at the octave of the note it directly follows: an onset cut that
   * note and its next frames slipped an octave, as a weak fundamental's do (decision 033). It is that note.
   */
  private isOctaveSlipOfNoteBefore(offset: number): boolean {
    return (
      offset - this.start < OCTAVE_CHANGE &&
      this.start - this.previousEnd <= ADJACENT &&
      isOctave(this.median() - this.previousMidi)
    );
  }

  /**
   * The sounding note's pitch: its median, moved to the pitch struck at its start (decision 035), or the
   * median of its frames read an octave below when they outnumber its own: a weak fundamental whose odd
   * harmonics come and go reads the octave above in bursts (decision 038). YIN errs towards the octave
   * above, seldom below, and a note played or sung at its pitch has no such frames.
   */
  private pitch(): number {
    const n = this.octaveBelowFrames;
    if (this.struckShift !== 0 || n <= this.frameCount) return this.median() + this.struckShift;
    this.octaveBelow.subarray(0, n).sort();
    return medianOf(this.octaveBelow, n);
  }

  /** Whether a frame at `midi` reads an octave below the sounding note (within a semitone). */
  private isOctaveBelow(midi: number): boolean {
    return midi < this.median() && isOctave(midi - this.median());
  }

  private median(): number {
    return medianOf(this.sorted, this.frameCount);
  }

  private close(offset: number): void {
    this.active = false;
    this.deviantCount = 0;
    const frames = this.frameCount + this.chordFrames;
    if (frames < MIN_FRAMES || offset <= this.start) {
      // A legato change under a soft attack: the onset splits the old note, the crossfade leaves the new one
      // unvoiced for a few frames and it is dropped; the new pitch, voiced again, still began at that onset.
      if (this.startOnset > this.lastOnset) this.lastOnset = this.startOnset;
      return;
    }
    if (this.frameCount > 0 && this.isOctaveSlipOfNoteBefore(offset)) {
      this.previousEnd = offset;
      return;
    }
    if (this.frameCount < this.legatoFrames) {
      this.judgeLegatoStart();
      this.judgeStruckPitch();
    }
    const note: PlayedNote = {
      onset: this.start,
      offset,
      midi: this.frameCount > 0 ? this.pitch() : null,
      confidence: this.confidenceSum / frames,
    };
    if (this.hasProfile) {
      const sums = this.settledFrames > 0 ? this.profileSettled : this.profileAll;
      let total = 0;
      for (let c = 0; c < PROFILE_BINS; c++) total += sums[c]!;
      note.profile = Array.from(sums, (v) => (total > 0 ? v / total : 0));
    }
    // The rules above compare pitch frames with the notes before: they remember the pitch the frames read.
    this.previousMidi = this.frameCount > 0 ? this.median() : NaN;
    this.recentLength[this.recentCount % RECENT_NOTES] = offset - note.onset;
    this.recentMidi[this.recentCount++ % RECENT_NOTES] = this.previousMidi;
    this.previousStart = note.onset;
    this.previousEnd = offset;
    this.emit(note);
  }
}
