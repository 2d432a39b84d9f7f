// What the note tracker hands on: a played note, the analysis's output (analysis/types.ts re-exports it).

/** A note the player played, as heard in the take (times in seconds from the start of the take). */
export interface PlayedNote {
  onset: number;
  offset: number;
  /**
   * Fractional MIDI note number (60.25 = middle C 25 cents sharp), the median of the note's pitch frames;
   * null for non-pitched parts, whose notes are bare onsets, and for chord-part notes in which no frame had
   * one pitch (all tones of a chord sounding).
   */
  midi: number | null;
  /** Mean pitch confidence of the note's frames (1 for a clean tone); 1 for drum onsets. */
  confidence: number;
  /**
   * Chord parts (`chords` option): the note's semitone profile, 128 shares of its spectral peak power per
   * MIDI number (nearest equal-tempered semitone, 50 Hz-5 kHz) summing to 1, the mean over its frames from
   * 50 ms after its start. The scoring judges chords by it.
   */
  profile?: number[];
}
