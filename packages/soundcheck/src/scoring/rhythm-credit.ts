// Rhythm credit of one note from its onset error: full inside the small window, falling linearly to zero at
// the large one.
import { SCORING_RULES } from './scoring-rules.js';

export function rhythmCredit(onsetErrorSeconds: number): number {
  const error = Math.abs(onsetErrorSeconds) * 1000;
  const full = SCORING_RULES.rhythmFullCreditMs;
  const zero = SCORING_RULES.rhythmZeroCreditMs;
  if (error <= full) return 1;
  if (error >= zero) return 0;
  return (zero - error) / (zero - full);
}
