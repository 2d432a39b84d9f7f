// The pitch intervals the note tracker and the analyser's frame queue judge frames by: the same pitch, an
// octave, a harmonic; and the median of a sorted run of pitches.

/**
 * Frames this far (semitones) from a note's median pitch are candidates for a new note; the analyser's frame
 * queue takes a frame within it of another as the same pitch.
 */
export const PITCH_TOLERANCE = 0.5;
/** Harmonics a common subharmonic of two notes is looked for among. */
const MAX_HARMONIC = 6;
/** Distance (semitones) from a harmonic's interval that still counts as that harmonic. */
const HARMONIC_TOLERANCE = 0.35;

/** Which harmonic (2..MAX_HARMONIC) lies `semitones` above a fundamental, or 0 for none. */
export function harmonicNumber(semitones: number): number {
  for (let k = 2; k <= MAX_HARMONIC; k++)
    if (Math.abs(semitones - 12 * Math.log2(k)) <= HARMONIC_TOLERANCE) return k;
  return 0;
}

/** Whether `semitones` is an octave up or down, within a semitone (an octave slip during a glide). */
export function isOctave(semitones: number): boolean {
  return Math.abs(Math.abs(semitones) - 12) <= 2 * PITCH_TOLERANCE;
}

/** Whether a frame at `midi` reads an octave below a note at `noteMidi` (within a semitone). */
export function isOctaveBelow(midi: number, noteMidi: number): boolean {
  return midi < noteMidi && isOctave(midi - noteMidi);
}

/** The median of the first `n` values of `sorted` (ascending). */
export function medianOf(sorted: Float64Array, n: number): number {
  const middle = n >> 1;
  return n & 1 ? sorted[middle]! : 0.5 * (sorted[middle - 1]! + sorted[middle]!);
}
