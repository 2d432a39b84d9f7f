// What the analysis of a take produces.

/** A note the player played, as heard in the take (times in seconds from the start of the take). */
export interface PlayedNote {
  onset: number;
  offset: number;
  /**
   * Fractional MIDI note number (60.25 = middle C 25 cents sharp), the median of the note's pitch frames;
   * null for non-pitched parts, whose notes are bare onsets.
   */
  midi: number | null;
  /** Mean pitch confidence of the note's frames (1 for a clean tone); 1 for drum onsets. */
  confidence: number;
}

export interface AnalysisOptions {
  sampleRate: number;
  /** Pitch search range of the part (Hz); defaults E1..C7. */
  fmin?: number;
  fmax?: number;
  /** Drum parts: notes are onsets, no pitch analysis. */
  nonPitched?: boolean;
}
