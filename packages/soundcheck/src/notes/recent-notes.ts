// The notes the tracker has emitted, as its rules compare the sounding note with them: the note before
// (its pitch as the frames read it, its start and end) and the pitches and lengths of the last
// (NOTE_TRACKING.recentNotes), to find the last one of another pitch.
import { NOTE_TRACKING } from './note-thresholds.js';

export class RecentNotes {
  /** The note before: the median pitch its frames read (NaN for none or a chord), start and end. */
  midi = NaN;
  start = -Infinity;
  end = -Infinity;
  /** Pitches of the last recentNotes emitted notes (a ring; NaN for none), and their lengths (s). */
  private readonly recentMidi = new Float64Array(NOTE_TRACKING.recentNotes).fill(NaN);
  private readonly recentLength = new Float64Array(NOTE_TRACKING.recentNotes);
  private recentCount = 0;

  /** A note emitted: `midi` as its frames read it, from `start` to `end`. */
  add(midi: number, start: number, end: number): void {
    this.midi = midi;
    this.recentLength[this.recentCount % NOTE_TRACKING.recentNotes] = end - start;
    this.recentMidi[this.recentCount++ % NOTE_TRACKING.recentNotes] = midi;
    this.start = start;
    this.end = end;
  }

  /** A piece dropped as the note before, slipped an octave, lengthened it to `end`. */
  extendTo(end: number): void {
    this.end = end;
  }

  /** Whether a note opened at `start` follows the note before directly (within `adjacent` of its end). */
  followsDirectly(start: number): boolean {
    return start - this.end <= NOTE_TRACKING.adjacent;
  }

  /** Whether the note before lasted under `piece`: a piece of a glide, or of a note the onsets cut up. */
  isPiece(): boolean {
    return this.end - this.start < NOTE_TRACKING.piece;
  }

  /**
   * The pitch of the last note that was neither `midi` nor its octave (a piece of the same note, or the
   * same note read an octave off) that lasted `piece`, or failing that of the last such note however short,
   * or NaN.
   */
  lastOtherPitch(midi: number): number {
    let piece = NaN;
    for (let i = 1; i <= Math.min(this.recentCount, NOTE_TRACKING.recentNotes); i++) {
      const at = (this.recentCount - i) % NOTE_TRACKING.recentNotes;
      const other = this.recentMidi[at]!;
      const apart = Math.abs(other - midi);
      if (
        apart <= NOTE_TRACKING.pitchTolerance ||
        Math.abs(apart - 12) <= NOTE_TRACKING.pitchTolerance
      )
        continue;
      if (this.recentLength[at]! >= NOTE_TRACKING.piece) return other;
      if (Number.isNaN(piece)) piece = other;
    }
    return piece;
  }
}
