// The notes the tracker has emitted, as its rules compare the sounding note with them: the note before
// (its pitch as the frames read it, its start and end) and the pitches and lengths of the last
// RECENT_NOTES, to find the last one of another pitch.
import { PITCH_TOLERANCE } from './pitch-intervals.js';

/** Pitches of the last notes kept, to find the last one of another pitch than the sounding note. */
const RECENT_NOTES = 8;
/**
 * The last note of another pitch is the last one that lasted this long (s), when one is kept, passing over
 * shorter ones: at a pad's change of pitch the frames glide through short pieces between the two notes, and
 * the partials the new note rises over are those of the note it follows (decision 037).
 */
export const PIECE = 0.15;
/** A note opened this soon (s) after the one before ended follows it directly. */
const ADJACENT = 0.03;

export class RecentNotes {
  /** The note before: the median pitch its frames read (NaN for none or a chord), start and end. */
  midi = NaN;
  start = -Infinity;
  end = -Infinity;
  /** Pitches of the last RECENT_NOTES emitted notes (a ring; NaN for none), and their lengths (s). */
  private readonly recentMidi = new Float64Array(RECENT_NOTES).fill(NaN);
  private readonly recentLength = new Float64Array(RECENT_NOTES);
  private recentCount = 0;

  /** A note emitted: `midi` as its frames read it, from `start` to `end`. */
  add(midi: number, start: number, end: number): void {
    this.midi = midi;
    this.recentLength[this.recentCount % RECENT_NOTES] = end - start;
    this.recentMidi[this.recentCount++ % RECENT_NOTES] = midi;
    this.start = start;
    this.end = end;
  }

  /** A piece dropped as the note before, slipped an octave, lengthened it to `end`. */
  extendTo(end: number): void {
    this.end = end;
  }

  /** Whether a note opened at `start` follows the note before directly (within ADJACENT of its end). */
  followsDirectly(start: number): boolean {
    return start - this.end <= ADJACENT;
  }

  /** Whether the note before lasted under PIECE: a piece of a glide, or of a note the onsets cut up. */
  isPiece(): boolean {
    return this.end - this.start < PIECE;
  }

  /**
   * The pitch of the last note that was neither `midi` nor its octave (a piece of the same note, or the
   * same note read an octave off) that lasted PIECE, or failing that of the last such note however short,
   * or NaN.
   */
  lastOtherPitch(midi: number): number {
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
}
