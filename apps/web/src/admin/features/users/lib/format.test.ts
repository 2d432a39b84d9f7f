// The observation view's score column names the tempo of a best not played at 100 % (decision 059).
import { describe, expect, it } from 'vitest';
import { formatObservedScore } from './format';

const result = {
  percent_played: 100,
  score: 89.6,
  pitch_score: 90,
  rhythm_score: 90,
  complete: true,
  pass: true,
  tempo: 100,
};

describe('formatObservedScore', () => {
  it('shows the score, with the tempo of a best played slower', () => {
    expect(formatObservedScore(result)).toBe('90');
    expect(formatObservedScore({ ...result, tempo: 80 })).toBe('90 at 80 %');
    expect(formatObservedScore(null)).toBe('Not played');
  });
});
