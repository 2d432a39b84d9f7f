import { describe, expect, it } from 'vitest';
import type { PracticeSummary } from '@bandbook/domain';
import {
  HIDDEN_SCORE,
  dateIn,
  exerciseName,
  formatMinutes,
  goalPercent,
  lastDays,
  progressRows,
  scoreText,
  streakText,
} from './practice-format';

const summary = (over: Partial<PracticeSummary> = {}): PracticeSummary => ({
  days: [],
  streak: 0,
  weekMinutes: 45,
  weeklyGoalMinutes: 60,
  exercises: [],
  ...over,
});

describe('the range of days asked for', () => {
  it("is the last 28 days up to today in the learner's zone", () => {
    // 03:30 UTC on March 2 is still March 1 in New York.
    const now = new Date('2026-03-02T03:30:00Z');
    expect(dateIn(now, 'America/New_York')).toBe('2026-03-01');
    expect(lastDays(now, 'America/New_York')).toEqual({
      from: '2026-02-02',
      to: '2026-03-01',
      tz: 'America/New_York',
    });
    expect(lastDays(now, 'Asia/Tokyo', 7)).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
      tz: 'Asia/Tokyo',
    });
  });
});

describe('figures as text', () => {
  it('writes minutes, hours and the streak', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(0.4)).toBe('< 1 min');
    expect(formatMinutes(12.6)).toBe('13 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(streakText(1)).toBe('1 day');
    expect(streakText(3)).toBe('3 days');
  });

  it('hides scores in low-pressure mode, and dashes a missing pitch', () => {
    expect(scoreText(81.6, false)).toBe('82 %');
    expect(scoreText(null, false)).toBe('—');
    expect(scoreText(81.6, true)).toBe(HIDDEN_SCORE);
  });

  it("reaches the goal at most 100 %, and there's none without a goal", () => {
    expect(goalPercent(summary())).toBe(75);
    expect(goalPercent(summary({ weekMinutes: 200 }))).toBe(100);
    expect(goalPercent(summary({ weeklyGoalMinutes: null }))).toBeNull();
  });
});

describe('exercise progress', () => {
  const exercise = {
    contentPackageId: 'b',
    contentId: 'i1',
    bookTitle: 'Rock Basics',
    contentTitle: 'Groove 1',
    points: [
      {
        createdAt: '2026-03-01T10:00:00Z',
        score: 70.4,
        pitchScore: null,
        rhythmScore: 70.4,
        tempo: 80,
      },
      { createdAt: '2026-03-02T10:00:00Z', score: 80, pitchScore: 75, rhythmScore: 85, tempo: 100 },
    ],
  };
  it('names the exercise with its book and draws no pitch for a drum take', () => {
    expect(exerciseName(exercise)).toBe('Groove 1 (Rock Basics)');
    expect(exerciseName({ ...exercise, contentTitle: null, bookTitle: null })).toBe('i1');
    const rows = progressRows(exercise, 'UTC');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      take: expect.stringContaining('Mar 1, 2026'),
      score: 70,
      rhythm: 70,
    });
    expect(rows[1]).toMatchObject({ score: 80, pitch: 75, rhythm: 85 });
  });
});
