// Stars, pass and the feedback message: the spec's formula and bands (product spec sections 4 and 9).
import { SCORING_RULES } from './scoring-rules.js';

export const FEEDBACK_MESSAGES = {
  /** Under 18 % of the notes played. */
  ohDear: 'Oh dear!',
  /** Pitch and rhythm both at least 90 (rhythm alone for non-pitched parts). */
  bravo: 'Bravo!',
  /** Score bands: at least 90, 70, 50, 30, and below 30. */
  excellent: 'Excellent!',
  great: 'Great job!',
  good: 'Good effort!',
  fair: 'Keep practising!',
  low: "Don't give up!",
} as const;

export type FeedbackMessage = (typeof FEEDBACK_MESSAGES)[keyof typeof FEEDBACK_MESSAGES];

/** Stars for one item: round(score/100 x percent_played/20), at most 5. */
export function starsFor(score: number, percentPlayed: number): number {
  return Math.max(0, Math.min(5, Math.round((score / 100) * (percentPlayed / 20))));
}

export function passes(score: number, percentPlayed: number, complete: boolean): boolean {
  return (
    complete && score >= SCORING_RULES.passScore && percentPlayed >= SCORING_RULES.passPercentPlayed
  );
}

export function feedbackMessage(
  percentPlayed: number,
  score: number,
  pitchScore: number | null,
  rhythmScore: number,
): FeedbackMessage {
  if (percentPlayed < 18) return FEEDBACK_MESSAGES.ohDear;
  if (rhythmScore >= 90 && (pitchScore === null || pitchScore >= 90))
    return FEEDBACK_MESSAGES.bravo;
  if (score >= 90) return FEEDBACK_MESSAGES.excellent;
  if (score >= 70) return FEEDBACK_MESSAGES.great;
  if (score >= 50) return FEEDBACK_MESSAGES.good;
  if (score >= 30) return FEEDBACK_MESSAGES.fair;
  return FEEDBACK_MESSAGES.low;
}
