// How each verdict of the feedback view looks and reads: colour, label and the legend order.
import type { NoteFeedback } from '../audio/take-analysis';

export type Verdict = NoteFeedback['verdict'];

export const VERDICTS: { verdict: Verdict; label: string; color: string }[] = [
  { verdict: 'hit', label: 'Hit', color: 'var(--mantine-color-green-7)' },
  { verdict: 'early', label: 'Early', color: 'var(--mantine-color-yellow-6)' },
  { verdict: 'late', label: 'Late', color: 'var(--mantine-color-orange-7)' },
  { verdict: 'sharp', label: 'Sharp', color: 'var(--mantine-color-grape-6)' },
  { verdict: 'flat', label: 'Flat', color: 'var(--mantine-color-blue-7)' },
  { verdict: 'wrong', label: 'Wrong', color: 'var(--mantine-color-red-8)' },
  { verdict: 'missed', label: 'Missed', color: 'var(--mantine-color-gray-5)' },
];

export const verdictStyle = (verdict: Verdict) =>
  VERDICTS.find((entry) => entry.verdict === verdict) ?? VERDICTS[VERDICTS.length - 1]!;
