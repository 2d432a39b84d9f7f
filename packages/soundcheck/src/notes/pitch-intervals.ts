// The pitch tolerance the note tracker and the analyser's frame queue judge frames by, and the median of a
// sorted run of pitches. The intervals themselves (an octave, a harmonic) are music/intervals.ts's.

/**
 * Frames this far (semitones) from a note's median pitch are candidates for a new note; the analyser's frame
 * queue takes a frame within it of another as the same pitch.
 */
export const PITCH_TOLERANCE = 0.5;

/** The median of the first `n` values of `sorted` (ascending). */
export function medianOf(sorted: Float64Array, n: number): number {
  const middle = n >> 1;
  return n & 1 ? sorted[middle]! : 0.5 * (sorted[middle - 1]! + sorted[middle]!);
}
