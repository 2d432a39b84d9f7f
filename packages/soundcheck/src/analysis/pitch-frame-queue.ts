// Pitch frames on their way from the detector to the note tracker. A frame waits here until the onsets
// around it are decided; when it leaves, an unvoiced frame is settled against its neighbours, the frames
// released before it (as settled) and those still waiting after it (as detected), up to CONTEXT_BEHIND and
// CONTEXT_AHEAD away (decision 045): when its pitch guess, or the octave below it where that dips at least
// as deep, is the pitch of a frame just before and of a frame just after it, it is voiced at that pitch. A
// note's frames dip a little too shallow to be voiced where its partials beat, a string rings over it or
// the room's noise covers its decay, and the notes around tell what it is. The frame after it must have the
// same pitch, so a ringing note is not carried into the next one's attack (the continuity decision 042
// measured) and a decay is not voiced past its last voiced frame.
// The queue's state depends only on the frames and when they are released, not on how the audio was split
// into blocks, so streaming and offline analysis still agree exactly.
import { hzToMidi } from '../music/pitch-math.js';
import { PITCH_TOLERANCE } from '../notes/note-tracker.js';
import type { OctaveBelow, PitchEstimate } from '../pitch/pitch-detector.js';

/** Frames this far (s) before and after a frame are its context. */
const CONTEXT_BEHIND = 0.1;
const CONTEXT_AHEAD = 0.045;
/** The octave below can be the frame's pitch when it dips at most this share of the chosen period's depth. */
const BELOW_SHARE = 1;
/**
 * An unvoiced frame is voiced only when its dip is under this: room, pink and white noise dip no deeper than
 * 0.6 in any part's range (decision 042).
 */
const NOISE_DIP = 0.6;
/** Released frames kept as context (more than CONTEXT_BEHIND holds at the shortest pitch hop). */
const HISTORY = 32;

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
  // Released frames: time and settled pitch (NaN when unvoiced).
  private readonly pastTime = new Float64Array(HISTORY);
  private readonly pastMidi = new Float64Array(HISTORY);
  private pastNext = 0;
  private pastCount = 0;
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
    if (!out.voiced && out.confidence > 1 - NOISE_DIP) {
      const guess = out.candidate > 0 ? hzToMidi(out.candidate) : NaN;
      const below = this.belowMidi[slot]!;
      const pitch = this.heardAround(time, guess)
        ? guess
        : this.heardAround(time, below)
          ? below
          : NaN;
      if (!Number.isNaN(pitch)) {
        out.voiced = true;
        out.midi = pitch;
      }
    }
    this.remember(time, out.voiced ? out.midi : NaN);
    return out;
  }

  /** Whether `midi` is the pitch of a released frame within CONTEXT_BEHIND and a waiting one within CONTEXT_AHEAD. */
  private heardAround(time: number, midi: number): boolean {
    if (Number.isNaN(midi)) return false;
    let before = false;
    for (let i = 1; i <= this.pastCount; i++) {
      const slot = (this.pastNext - i + HISTORY) % HISTORY;
      if (this.pastTime[slot]! < time - CONTEXT_BEHIND) break;
      if (Math.abs(this.pastMidi[slot]! - midi) <= PITCH_TOLERANCE) {
        before = true;
        break;
      }
    }
    if (!before) return false;
    for (let i = 0; i < this.count; i++) {
      const slot = (this.head + i) % this.capacity;
      if (this.time[slot]! > time + CONTEXT_AHEAD) break;
      if (this.voiced[slot] === 1 && Math.abs(this.midi[slot]! - midi) <= PITCH_TOLERANCE)
        return true;
    }
    return false;
  }

  private remember(time: number, midi: number): void {
    this.pastTime[this.pastNext] = time;
    this.pastMidi[this.pastNext] = midi;
    this.pastNext = (this.pastNext + 1) % HISTORY;
    if (this.pastCount < HISTORY) this.pastCount++;
  }
}
