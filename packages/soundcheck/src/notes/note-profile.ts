// Chord parts: the sums of the sounding note's frame profiles (semitone shares), over all its frames and
// over those from profileSettle (NOTE_TRACKING) after its start, and the note's mean profile from them.
import { PROFILE_BINS } from '../pitch/semitone-profile.js';
import { NOTE_TRACKING } from './note-thresholds.js';

export class NoteProfile {
  private readonly all = new Float64Array(PROFILE_BINS);
  private readonly settled = new Float64Array(PROFILE_BINS);
  private settledFrames = 0;
  /** Whether any frame came with a profile (a chord part): from then on every note reports one. */
  private seen = false;

  /** A new note: no frames yet. */
  clear(): void {
    this.all.fill(0);
    this.settled.fill(0);
    this.settledFrames = 0;
  }

  /** A frame `sinceStart` seconds into the note, its 128 shares in `profile` from `offset`. */
  add(sinceStart: number, profile: Float64Array, offset: number): void {
    this.seen = true;
    const settled = sinceStart >= NOTE_TRACKING.profileSettle;
    if (settled) this.settledFrames++;
    for (let c = 0; c < PROFILE_BINS; c++) {
      const v = profile[offset + c]!;
      this.all[c] = this.all[c]! + v;
      if (settled) this.settled[c] = this.settled[c]! + v;
    }
  }

  /**
   * The note's mean profile (shares summing to 1) over its settled frames, or all of them when it is
   * shorter; undefined when no frame came with a profile.
   */
  shares(): number[] | undefined {
    if (!this.seen) return undefined;
    const sums = this.settledFrames > 0 ? this.settled : this.all;
    let total = 0;
    for (let c = 0; c < PROFILE_BINS; c++) total += sums[c]!;
    return Array.from(sums, (v) => (total > 0 ? v / total : 0));
  }
}
