// The onsets the note tracker has been told of and not yet reached with its pitch frames (kept in time
// order in a fixed ring), and the last one heard while no note sounded, which a note whose frames turn
// voiced soon after takes as its start.
import { NOTE_TRACKING } from './note-thresholds.js';

const ONSET_CAPACITY = 64;

export class PendingOnsets {
  // Pending onsets, oldest first.
  private readonly onsets = new Float64Array(ONSET_CAPACITY);
  private head = 0;
  private count = 0;
  /** The last onset heard while no note sounded, or -Infinity once a note has taken it. */
  private past = -Infinity;

  /** Onsets arrive roughly in time order (a level-dip onset can come a few frames late): keep them sorted. */
  add(time: number): void {
    if (this.count === ONSET_CAPACITY) {
      this.head = (this.head + 1) % ONSET_CAPACITY;
      this.count--;
    }
    let i = this.count;
    while (i > 0 && this.onsets[(this.head + i - 1) % ONSET_CAPACITY]! > time) {
      this.onsets[(this.head + i) % ONSET_CAPACITY] =
        this.onsets[(this.head + i - 1) % ONSET_CAPACITY]!;
      i--;
    }
    this.onsets[(this.head + i) % ONSET_CAPACITY] = time;
    this.count++;
  }

  /** An onset still pending at `from` began at `to` instead (the onset detector found its attack's bottom). */
  move(from: number, to: number): void {
    for (let i = 0; i < this.count; i++) {
      const slot = (this.head + i) % ONSET_CAPACITY;
      if (this.onsets[slot] !== from) continue;
      for (let j = i; j < this.count - 1; j++)
        this.onsets[(this.head + j) % ONSET_CAPACITY] =
          this.onsets[(this.head + j + 1) % ONSET_CAPACITY]!;
      this.count--;
      this.add(to);
      return;
    }
  }

  /** Removes and returns the oldest pending onset if it is at or before `time`. */
  takeUntil(time: number): number | undefined {
    if (this.count === 0 || !(this.onsets[this.head]! <= time)) return undefined;
    return this.takeOldest();
  }

  /** Remembers an onset reached while no note sounded. */
  heardInSilence(onset: number): void {
    this.past = onset;
  }

  /**
   * A note opened at `onset` was dropped: a legato change under a soft attack, whose crossfade left the new
   * pitch unvoiced for a few frames. The pitch, voiced again, still began at that onset.
   */
  handBack(onset: number): void {
    if (onset > this.past) this.past = onset;
  }

  /**
   * Takes the onset nearest `time`: the last one heard in silence (up to pastOnsetCapture before) or a
   * pending one up to half onsetCapture after (NOTE_TRACKING).
   */
  takeNear(time: number): number | undefined {
    const past = time - this.past <= NOTE_TRACKING.pastOnsetCapture ? this.past : undefined;
    const next = this.count > 0 ? this.onsets[this.head]! : Infinity;
    if (
      next - time <= NOTE_TRACKING.onsetCapture / 2 &&
      (past === undefined || next - time < time - past)
    ) {
      return this.takeOldest();
    }
    this.past = -Infinity;
    return past;
  }

  private takeOldest(): number {
    const onset = this.onsets[this.head]!;
    this.head = (this.head + 1) % ONSET_CAPACITY;
    this.count--;
    return onset;
  }
}
