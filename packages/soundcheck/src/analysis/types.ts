// What the analysis of a take produces, the played notes (defined beside the note tracker, which makes them),
// and the options it takes.

export type { PlayedNote } from '../notes/played-note.js';

export interface AnalysisOptions {
  sampleRate: number;
  /** Pitch search range of the part (Hz); defaults E1..C7. */
  fmin?: number;
  fmax?: number;
  /** Drum parts: notes are onsets, no pitch analysis. */
  nonPitched?: boolean;
  /**
   * Chord parts (the reference has notes starting together, or the exercise says `multiple: true`): also
   * compute a semitone profile per pitch frame, count tonal frames as voiced (chord frames) and report each
   * note's profile. Ignored for non-pitched parts.
   */
  chords?: boolean;
}
