// Where the sounding note starts and how that start was found: at an onset, where attackStart heard its
// partials begin, or only where a change of pitch was confirmed. The note tracker moves it; the spectral
// rules (spectral-rules.ts) may move it earlier.

export class NoteStart {
  time = 0;
  /** The onset the sounding note was opened at, or -Infinity (opened by voicing or a change of pitch). */
  onset = -Infinity;
  /**
   * Whether the start marks an attack: an onset, or where attackStart heard its partials begin. Otherwise
   * it is where a change of pitch was confirmed, which no attack need be near.
   */
  atAttack = false;
  /** Whether attackStart has judged the start. */
  attackJudged = false;

  /** A new note from `time`, its start not yet judged. */
  reset(time: number): void {
    this.time = time;
    this.onset = -Infinity;
    this.atAttack = false;
    this.attackJudged = false;
  }

  /** The note was opened at `onset`. */
  openedAt(onset: number): void {
    this.onset = onset;
    this.atAttack = true;
  }

  /** The note began at an attack heard at `time`. */
  moveToAttack(time: number): void {
    this.time = time;
    this.atAttack = true;
  }

  /** The note's frames begin afresh; it keeps its start as judged, no longer tied to an onset. */
  forgetOnset(): void {
    this.onset = -Infinity;
  }
}
