// Pitch frames on their way from the detector to the note tracker. A frame waits here until the onsets
// around it are decided; when it leaves, it is settled against its neighbours: the frames released before
// it (as settled) and those still waiting after it (as detected), up to CONTEXT_BEHIND and CONTEXT_AHEAD
// away, and the onsets.
// - An unvoiced frame is voiced at its pitch guess, or at the octave below it where that dips at least as
//   deep, when that is the pitch of a frame just before and of a frame just after it (decision 045). A
//   note's frames dip a little too shallow to be voiced where its partials beat, a string rings over it or
//   the room's noise covers its decay. The frame after it must have the same pitch, so a ringing note is
//   not carried into the next one's attack (the continuity decision 042 measured).
// - A decay is voiced at its note when its guess is the pitch of the frame just before it, no onset between
//   them and none within 45 ms after it: the onsets tell the next note's attack apart (decision 047).
// - A voiced frame reading the octave above the pitch the detector read in two frames just before it and in
//   one just after it, where that octave below dips at least as deep, is settled at it: a sung note's weak
//   fundamental reads the octave above in bursts (decision 046).
// - Then a frame in a note's attack, up to ATTACK_REACH after an onset, that reads otherwise than the frames
//   just after it, all at one pitch up to the next onset, takes their pitch (decision 046): the attack's
//   first frames still hear the note before (its release, the room) or the attack's noise, and the onset
//   says a new note has begun. Not an octave or another harmonic's interval away: that is the note's own
//   partial read in a burst, which the rule would lengthen into a note.
// The queue's state depends only on the frames and when they are released, not on how the audio was split
// into blocks, so streaming and offline analysis still agree exactly.
import { hzToMidi } from '../music/pitch-math.js';
import { harmonicNumber, isOctave } from '../music/intervals.js';
import type { OctaveBelow, PitchEstimate } from '../pitch/pitch-detector.js';
import { NOTE_TRACKING } from '../notes/note-thresholds.js';

/** Frames this far (s) before and after a frame are its context. */
const CONTEXT_BEHIND = 0.1;
const CONTEXT_AHEAD = 0.045;
/** The octave below can be the frame's pitch when it dips at most this share of the chosen period's depth. */
const BELOW_SHARE = 1;
/**
 * A voiced frame reads the octave below when the detector read that in this many frames just before it
 * (and in one after): a single frame can be a ringing string's, two are a note's.
 */
const READ_BEFORE = 2;
/**
 * An unvoiced frame is voiced only when its dip is under this: room, pink and white noise dip no deeper than
 * 0.6 in any part's range (decision 042).
 */
const NOISE_DIP = 0.6;
/**
 * A decaying note: an unvoiced frame is voiced at its guess when a frame this close before it (s) read
 * that pitch and no onset lies between them or just after it (decision 047).
 */
const DECAY_GAP = 0.05;
/** Released frames kept as context (more than CONTEXT_BEHIND holds at the shortest pitch hop). */
const HISTORY = 32;
/** Onsets kept: more than can fall within ATTACK_REACH + CONTEXT_AHEAD. */
const ONSETS = 8;
/**
 * A note's attack: the frames this long (s) after an onset, which can still hear the note before it (its
 * release, the room) or the attack's own noise and scrape, take the pitch the frames after them agree on.
 */
const ATTACK_REACH = 0.15;
/** Voiced frames after an attack frame, all at one pitch, that it takes its pitch from. */
const AHEAD_FRAMES = 2;

/** A released frame, settled; the object is reused. */
export interface SettledFrame {
  time: number;
  voiced: boolean;
  /** Fractional MIDI number when voiced. */
  midi: number;
  confidence: number;
  levelDb: number;
  /** The detector's pitch guess (Hz), also for an unvoiced frame; 0 when it had none. */
  candidate: number;
}

export class PitchFrameQueue {
  readonly capacity: number;
  private readonly time: Float64Array;
  private readonly midi: Float64Array;
  private readonly voiced: Uint8Array;
  private readonly confidence: Float64Array;
  private readonly levelDb: Float64Array;
  private readonly candidate: Float64Array;
  /** The octave below the pitch guess as a MIDI number (NaN when absent or too shallow). */
  private readonly belowMidi: Float64Array;
  private head = 0;
  private count = 0;
  // Released frames: time, settled pitch and pitch as the detector read it (NaN when unvoiced).
  private readonly pastTime = new Float64Array(HISTORY);
  private readonly pastMidi = new Float64Array(HISTORY);
  private readonly pastDetected = new Float64Array(HISTORY);
  private pastNext = 0;
  private pastCount = 0;
  private readonly onsets = new Float64Array(ONSETS).fill(-Infinity);
  private onsetNext = 0;
  private readonly settled: SettledFrame = {
    time: 0,
    voiced: false,
    midi: 0,
    confidence: 0,
    levelDb: -Infinity,
    candidate: 0,
  };

  constructor(capacity: number) {
    this.capacity = capacity;
    this.time = new Float64Array(capacity);
    this.midi = new Float64Array(capacity);
    this.voiced = new Uint8Array(capacity);
    this.confidence = new Float64Array(capacity);
    this.levelDb = new Float64Array(capacity);
    this.candidate = new Float64Array(capacity);
    this.belowMidi = new Float64Array(capacity);
  }

  get length(): number {
    return this.count;
  }

  /** The oldest waiting frame's centre time (s); only while a frame waits. */
  get headTime(): number {
    return this.time[this.head]!;
  }

  /** Adds a frame; the caller releases the oldest first when the queue is full. */
  push(time: number, estimate: Readonly<PitchEstimate>, below: Readonly<OctaveBelow>): void {
    if (this.count === this.capacity) throw new Error('PitchFrameQueue.push() on a full queue');
    const slot = (this.head + this.count++) % this.capacity;
    this.time[slot] = time;
    this.voiced[slot] = estimate.voiced ? 1 : 0;
    this.midi[slot] = estimate.voiced ? hzToMidi(estimate.frequency) : 0;
    this.confidence[slot] = estimate.confidence;
    this.levelDb[slot] = estimate.levelDb;
    this.candidate[slot] = estimate.candidate;
    this.belowMidi[slot] =
      below.frequency > 0 && below.share <= BELOW_SHARE ? hzToMidi(below.frequency) : NaN;
  }

  /** Takes the oldest frame out, settled against its context; the returned object is reused. */
  release(): Readonly<SettledFrame> {
    if (this.count === 0) throw new Error('PitchFrameQueue.release() on an empty queue');
    const slot = this.head;
    this.head = (this.head + 1) % this.capacity;
    this.count--;
    const out = this.settled;
    const time = this.time[slot]!;
    out.time = time;
    out.voiced = this.voiced[slot] === 1;
    out.midi = this.midi[slot]!;
    out.confidence = this.confidence[slot]!;
    out.levelDb = this.levelDb[slot]!;
    out.candidate = this.candidate[slot]!;
    const detected = out.voiced ? out.midi : NaN;
    const below = this.belowMidi[slot]!;
    if (out.voiced) {
      // The octave above a fundamental read just before and after: the fundamental.
      if (this.readAround(time, below)) out.midi = below;
    } else if (out.confidence > 1 - NOISE_DIP) {
      const guess = out.candidate > 0 ? hzToMidi(out.candidate) : NaN;
      const pitch = this.heardAround(time, guess)
        ? guess
        : this.heardAround(time, below)
          ? below
          : this.decaying(time, guess)
            ? guess
            : NaN;
      if (!Number.isNaN(pitch)) {
        out.voiced = true;
        out.midi = pitch;
      }
    }
    const attack = this.attackPitch(time, out.voiced ? out.midi : NaN);
    if (!Number.isNaN(attack)) {
      out.voiced = true;
      out.midi = attack;
    }
    this.remember(time, out.voiced ? out.midi : NaN, detected);
    return out;
  }

  /** Whether `midi` is the pitch of a released frame within CONTEXT_BEHIND and a waiting one within CONTEXT_AHEAD. */
  private heardAround(time: number, midi: number): boolean {
    return this.heardBefore(this.pastMidi, 1, time, midi) && this.heardAhead(time, midi);
  }

  /**
   * A frame in a note's attack, up to ATTACK_REACH after an onset, that reads otherwise than the frames
   * after it (at least AHEAD_FRAMES voiced ones up to CONTEXT_AHEAD, before the next onset, all at one
   * pitch): that pitch; NaN otherwise, and when the frame reads it already.
   */
  private attackPitch(time: number, midi: number): number {
    let onset = -Infinity;
    for (let i = 0; i < ONSETS; i++) {
      const candidate = this.onsets[i]!;
      if (candidate <= time && candidate > onset) onset = candidate;
    }
    if (time - onset > ATTACK_REACH) return NaN;
    let ahead = NaN;
    let agreeing = 0;
    for (let i = 0; i < this.count; i++) {
      const slot = (this.head + i) % this.capacity;
      const next = this.time[slot]!;
      if (next > time + CONTEXT_AHEAD || this.onsetBetween(time, next)) break;
      if (this.voiced[slot] !== 1) continue;
      const pitch = this.midi[slot]!;
      if (Number.isNaN(ahead)) ahead = pitch;
      else if (Math.abs(pitch - ahead) > NOTE_TRACKING.pitchTolerance) return NaN;
      agreeing++;
    }
    if (agreeing < AHEAD_FRAMES || Math.abs(midi - ahead) <= NOTE_TRACKING.pitchTolerance)
      return NaN;
    if (isOctave(midi - ahead) || harmonicNumber(Math.abs(midi - ahead)) > 0) return NaN;
    return ahead;
  }

  /**
   * Whether `midi` is the pitch of a released frame within DECAY_GAP before `time` (as settled, so a decay
   * is followed frame by frame), with no onset between them nor within CONTEXT_AHEAD after `time`.
   */
  private decaying(time: number, midi: number): boolean {
    if (Number.isNaN(midi) || this.onsetBetween(time, time + CONTEXT_AHEAD)) return false;
    for (let i = 1; i <= this.pastCount; i++) {
      const slot = (this.pastNext - i + HISTORY) % HISTORY;
      const past = this.pastTime[slot]!;
      if (past < time - DECAY_GAP || this.onsetBetween(past, time)) return false;
      if (Math.abs(this.pastMidi[slot]! - midi) <= NOTE_TRACKING.pitchTolerance) return true;
    }
    return false;
  }

  /** An onset the onset detector decided (s); frames released after it see it. */
  addOnset(time: number): void {
    this.onsets[this.onsetNext] = time;
    this.onsetNext = (this.onsetNext + 1) % ONSETS;
  }

  /** An onset moved earlier (`replaces` was its time). */
  moveOnset(replaces: number, time: number): void {
    for (let i = 0; i < ONSETS; i++) if (this.onsets[i] === replaces) this.onsets[i] = time;
  }

  /** Whether an onset lies in (from, to]. */
  private onsetBetween(from: number, to: number): boolean {
    for (let i = 0; i < ONSETS; i++) {
      const onset = this.onsets[i]!;
      if (onset > from && onset <= to) return true;
    }
    return false;
  }

  /**
   * Whether the detector read `midi` in READ_BEFORE frames within CONTEXT_BEHIND before `time`, as read
   * rather than settled (a settled frame would carry the rule on through a note read otherwise), and in
   * a waiting frame within CONTEXT_AHEAD.
   */
  private readAround(time: number, midi: number): boolean {
    return (
      this.heardBefore(this.pastDetected, READ_BEFORE, time, midi) && this.heardAhead(time, midi)
    );
  }

  /** Whether `frames` frames released within CONTEXT_BEHIND before `time` read `midi` in `past`. */
  private heardBefore(past: Float64Array, frames: number, time: number, midi: number): boolean {
    if (Number.isNaN(midi)) return false;
    let found = 0;
    for (let i = 1; i <= this.pastCount; i++) {
      const slot = (this.pastNext - i + HISTORY) % HISTORY;
      if (this.pastTime[slot]! < time - CONTEXT_BEHIND) break;
      if (Math.abs(past[slot]! - midi) <= NOTE_TRACKING.pitchTolerance && ++found === frames)
        return true;
    }
    return false;
  }

  /** Whether a waiting frame within CONTEXT_AHEAD after `time` reads `midi`. */
  private heardAhead(time: number, midi: number): boolean {
    for (let i = 0; i < this.count; i++) {
      const slot = (this.head + i) % this.capacity;
      if (this.time[slot]! > time + CONTEXT_AHEAD) break;
      if (
        this.voiced[slot] === 1 &&
        Math.abs(this.midi[slot]! - midi) <= NOTE_TRACKING.pitchTolerance
      )
        return true;
    }
    return false;
  }

  private remember(time: number, midi: number, detected: number): void {
    this.pastDetected[this.pastNext] = detected;
    this.pastTime[this.pastNext] = time;
    this.pastMidi[this.pastNext] = midi;
    this.pastNext = (this.pastNext + 1) % HISTORY;
    if (this.pastCount < HISTORY) this.pastCount++;
  }
}
