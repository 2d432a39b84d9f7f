// The sounding note's frames read an octave off its pitch: how many (octave slips of a weak fundamental,
// decision 031) and the pitches of those read an octave below it, whose median is the note's pitch when
// they outnumber its own frames (a weak fundamental read an octave high, decision 038).
import { medianOf } from './sorted-median.js';
import { NOTE_TRACKING } from './note-thresholds.js';

const MAX_FRAMES = 4096;

export class OctaveReadings {
  /** Frames read an octave off the note's pitch. */
  private slips = 0;
  /** Of those, the pitches of the frames read an octave below it, in the order they came. */
  private readonly below = new Float64Array(MAX_FRAMES);
  private belowCount = 0;

  clear(): void {
    this.slips = 0;
    this.belowCount = 0;
  }

  /** A frame read an octave off the note. */
  addSlip(): void {
    this.slips++;
  }

  /** A frame read an octave below the note, at `midi`. */
  addBelow(midi: number): void {
    if (this.belowCount < MAX_FRAMES) this.below[this.belowCount++] = midi;
  }

  /** The last `n` frames read below the note begin the next note: they say nothing of its octave. */
  forgetBelow(n: number): void {
    this.belowCount = Math.max(0, this.belowCount - n);
  }

  /**
   * Whether, before the last `recent` slips (the change being confirmed), the note of `frames` frames had
   * read that octave often enough to have been heard at the wrong octave from its start.
   */
  slippedBefore(recent: number, frames: number): boolean {
    return (
      this.slips - recent >=
      Math.max(NOTE_TRACKING.octaveSlipFrames, NOTE_TRACKING.octaveSlipShare * frames)
    );
  }

  /** Whether more of the note's frames read an octave below it than its own `frames`. */
  belowOutnumber(frames: number): boolean {
    return this.belowCount > frames;
  }

  /**
   * The median of the frames read an octave below: the note's pitch when they outnumber its own. YIN errs
   * towards the octave above, seldom below, and a note played or sung at its pitch has no such frames.
   */
  medianBelow(): number {
    const n = this.belowCount;
    this.below.subarray(0, n).sort();
    return medianOf(this.below, n);
  }
}
