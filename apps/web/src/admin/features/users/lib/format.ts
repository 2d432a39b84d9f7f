// Dates and SoundCheck scores on the account screens, in the staff member's locale.
import { TEMPO_PERCENT, type Result } from '@bandbook/domain';

const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatDate = (iso: string) => shortDate.format(new Date(iso));

/** '90', or '90 at 80 %' for a best played at another tempo than the exercise's (decision 059). */
export function formatObservedScore(result: Result | null) {
  if (!result) return 'Not played';
  const score = `${Math.round(result.score)}`;
  return result.tempo === TEMPO_PERCENT.full ? score : `${score} at ${result.tempo} %`;
}
