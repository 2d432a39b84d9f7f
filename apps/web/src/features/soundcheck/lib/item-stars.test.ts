import { describe, expect, it } from 'vitest';
import { slowerTempoById, starsById } from './item-stars';
import { formatDuration } from './format-duration';

const result = {
  score: 90,
  percent_played: 100,
  pitch_score: 90,
  rhythm_score: 90,
  complete: true,
  pass: true,
  tempo: 100,
};

describe('SoundCheck stars', () => {
  it('maps results to their items, 0-5 stars each', () => {
    const stars = starsById({
      stars: 9,
      maxStars: 15,
      result: [
        { id: 'a', stars: 4, result },
        { id: 'b', stars: 9, result },
      ],
    });
    expect(stars.get('a')).toBe(4);
    expect(stars.get('b')).toBe(5);
    expect(stars.get('c')).toBeUndefined();
  });

  it('names the tempo of the items whose best was played slower', () => {
    const tempos = slowerTempoById({
      stars: 9,
      maxStars: 15,
      result: [
        { id: 'a', stars: 4, result },
        { id: 'b', stars: 5, result: { ...result, tempo: 80 } },
        { id: 'c', stars: 5, result: { ...result, tempo: 120 } },
      ],
    });
    expect([...tempos]).toEqual([['b', 80]]);
  });

  it('shows durations as m:ss', () => {
    expect(formatDuration(18)).toBe('0:18');
    expect(formatDuration(125.4)).toBe('2:05');
  });
});
