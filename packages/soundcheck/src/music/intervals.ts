// Intervals between pitches (in semitones, as between fractional MIDI note numbers) that the note tracker
// and the analyser's frame queue judge frames by: an octave, and the harmonic that lies an interval above a
// fundamental.

/** An octave up or down counts within a semitone of 12 (an octave slip during a glide). */
const OCTAVE_TOLERANCE = 1;
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
  return Math.abs(Math.abs(semitones) - 12) <= OCTAVE_TOLERANCE;
}

/** Whether a frame at `midi` reads an octave below a note at `noteMidi` (within a semitone). */
export function isOctaveBelow(midi: number, noteMidi: number): boolean {
  return midi < noteMidi && isOctave(midi - noteMidi);
}
