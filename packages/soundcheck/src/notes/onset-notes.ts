// Notes of a non-pitched (drum) part: each onset is a note, lasting until the next one (at most a second).
import type { PlayedNote } from './played-note.js';

const MAX_LENGTH = 1;

export class OnsetNotes {
  private readonly emit: (note: PlayedNote) => void;
  private pending = -1;

  constructor(emit: (note: PlayedNote) => void) {
    this.emit = emit;
  }

  addOnset(time: number): void {
    if (this.pending >= 0) this.flush(time);
    this.pending = time;
  }

  finish(endTime: number): void {
    if (this.pending >= 0) this.flush(endTime);
    this.pending = -1;
  }

  private flush(next: number): void {
    const onset = this.pending;
    this.emit({ onset, offset: Math.min(next, onset + MAX_LENGTH), midi: null, confidence: 1 });
  }
}
