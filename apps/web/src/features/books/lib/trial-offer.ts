// Whether a book offers this user a trial (spec section 4): the book has a trial period and the user
// holds neither a subscription nor a trial, active or expired.
import type { PackageCard } from '@bandbook/domain';

type TrialFields = Pick<
  PackageCard,
  'trialPeriodInDays' | 'isOwned' | 'isActiveTrial' | 'isExpiredTrial'
>;

export function canStartTrial(book: TrialFields): boolean {
  return book.trialPeriodInDays > 0 && !book.isOwned && !book.isActiveTrial && !book.isExpiredTrial;
}

/** Trial length as the learner reads it: 24 hours per trial day. */
export function describeTrialLength(trialPeriodInDays: number): string {
  const hours = trialPeriodInDays * 24;
  return hours <= 48 ? `${hours} hours` : `${trialPeriodInDays} days`;
}
