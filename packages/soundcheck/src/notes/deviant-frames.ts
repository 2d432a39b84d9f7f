// Voiced frames that disagree with the sounding note's pitch, the latest DEVIANT_CAPACITY in the order they
// came: a run of them that agree with each other is a new note (a legato change of pitch).
import { NOTE_TRACKING } from './note-thresholds.js';

/** Deviant frames kept: the longest run that confirms a change (an octave's) fits. */
export const DEVIANT_CAPACITY = 16;

export class DeviantFrames {
  count = 0;
  private readonly midi = new Float64Array(DEVIANT_CAPACITY);
  private readonly time = new Float64Array(DEVIANT_CAPACITY);
  private readonly confidence = new Float64Array(DEVIANT_CAPACITY);

  clear(): void {
    this.count = 0;
  }

  /** Adds a frame, dropping the oldest when full. */
  add(time: number, midi: number, confidence: number): void {
    if (this.count === DEVIANT_CAPACITY) this.dropOldest();
    const i = this.count++;
    this.midi[i] = midi;
    this.time[i] = time;
    this.confidence[i] = confidence;
  }

  /**
   * Where the last `n` frames begin, when there are that many and they agree with each other (within a
   * semitone), else -1.
   */
  agreeingRun(n: number): number {
    if (this.count < n) return -1;
    const first = this.count - n;
    let low = Infinity;
    let high = -Infinity;
    for (let j = first; j < this.count; j++) {
      low = Math.min(low, this.midi[j]!);
      high = Math.max(high, this.midi[j]!);
    }
    return high - low > 2 * NOTE_TRACKING.pitchTolerance ? -1 : first;
  }

  midiAt(i: number): number {
    return this.midi[i]!;
  }

  timeAt(i: number): number {
    return this.time[i]!;
  }

  confidenceAt(i: number): number {
    return this.confidence[i]!;
  }

  private dropOldest(): void {
    for (let j = 1; j < this.count; j++) {
      this.midi[j - 1] = this.midi[j]!;
      this.time[j - 1] = this.time[j]!;
      this.confidence[j - 1] = this.confidence[j]!;
    }
    this.count--;
  }
}
