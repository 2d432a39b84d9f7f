// The sounding note's own frames: their pitches kept sorted (so the median is one lookup away) and in the
// order they came (for the pitch its last frames reached), the chord frames without a pitch, the
// confidence sum, and when the last frame of its pitch came. Buffers are fixed.
import { medianOf } from './sorted-median.js';
import { NOTE_TRACKING } from './note-thresholds.js';

const MAX_FRAMES = 4096;

export class NoteFrames {
  /** Frames with a pitch. */
  count = 0;
  /** Chord frames: voiced, without a single pitch. */
  chordFrames = 0;
  /** Time of the latest pitch frame that joined the note. */
  lastTime = 0;
  private confidenceSum = 0;
  private readonly sorted = new Float64Array(MAX_FRAMES);
  private readonly ordered = new Float64Array(MAX_FRAMES);
  private readonly tailSorted = new Float64Array(NOTE_TRACKING.tailFrames);

  /** No frames yet, for a note starting at `start`. */
  clear(start: number): void {
    this.count = 0;
    this.chordFrames = 0;
    this.confidenceSum = 0;
    this.lastTime = start;
  }

  /**
   * A frame of the note's pitch at `time`; false when the note holds as many frames as it can (the frame
   * is left out, though it still counts as the latest).
   */
  add(time: number, midi: number, confidence: number): boolean {
    this.lastTime = time;
    if (this.count === MAX_FRAMES) return false;
    let j = this.count - 1;
    while (j >= 0 && this.sorted[j]! > midi) {
      this.sorted[j + 1] = this.sorted[j]!;
      j--;
    }
    this.sorted[j + 1] = midi;
    this.ordered[this.count] = midi;
    this.count++;
    this.confidenceSum += confidence;
    return true;
  }

  /** A chord frame (voiced, no single pitch). */
  addChord(confidence: number): void {
    this.chordFrames++;
    this.confidenceSum += confidence;
  }

  /** All the note's frames, with a pitch or not. */
  get total(): number {
    return this.count + this.chordFrames;
  }

  /** The median pitch of the frames. */
  median(): number {
    return medianOf(this.sorted, this.count);
  }

  /** The median pitch of the last tailFrames frames (NOTE_TRACKING; there must be that many). */
  tailMedian(): number {
    const n = this.count;
    for (let i = 0; i < NOTE_TRACKING.tailFrames; i++)
      this.tailSorted[i] = this.ordered[n - NOTE_TRACKING.tailFrames + i]!;
    this.tailSorted.sort();
    return medianOf(this.tailSorted, NOTE_TRACKING.tailFrames);
  }

  meanConfidence(): number {
    return this.confidenceSum / this.total;
  }
}
