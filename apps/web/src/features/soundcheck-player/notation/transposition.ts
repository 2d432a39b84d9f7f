// The learner's transposition setting (issue 47): notation at concert pitch or written for a B♭, E♭
// or F instrument, kept per learner in this browser (localStorage keyed by the signed-in user's id,
// or the launch token's subject), read and written without throwing where storage is refused.

export type Transposition = 'concert' | 'b-flat' | 'e-flat' | 'f';

export const TRANSPOSITIONS: { value: Transposition; label: string; semitones: number }[] = [
  { value: 'concert', label: 'Concert', semitones: 0 },
  // Written above the sound by a major second, a major sixth, a perfect fifth.
  { value: 'b-flat', label: 'B♭', semitones: 2 },
  { value: 'e-flat', label: 'E♭', semitones: 9 },
  { value: 'f', label: 'F', semitones: 7 },
];

const keyFor = (learner: string | null) => `bandbook_notation_transposition:${learner ?? 'guest'}`;

/** Semitones the written notes stand above the sounding ones. */
export const writtenAbove = (value: Transposition) =>
  TRANSPOSITIONS.find((entry) => entry.value === value)?.semitones ?? 0;

export function readTransposition(learner: string | null): Transposition {
  try {
    const stored = localStorage.getItem(keyFor(learner));
    return TRANSPOSITIONS.some((entry) => entry.value === stored)
      ? (stored as Transposition)
      : 'concert';
  } catch {
    return 'concert';
  }
}

export function saveTransposition(learner: string | null, value: Transposition) {
  try {
    localStorage.setItem(keyFor(learner), value);
  } catch {
    // Not kept: the setting holds for this visit.
  }
}
