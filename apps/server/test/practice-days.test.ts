// The practice summary's calendar rules (decision 065): the streak, where one rest day between two
// practice days does not break it and two do, and weeks from Monday.
import { describe, expect, it } from 'vitest';
import { daysBetween, mondayOf, streakOf } from '../src/modules/practice/practice-days.js';

describe('streakOf', () => {
  const today = '2026-03-10';
  it('counts practice days with at most one rest day between them', () => {
    expect(streakOf([], today)).toBe(0);
    expect(streakOf(['2026-03-10'], today)).toBe(1);
    expect(streakOf(['2026-03-10', '2026-03-09', '2026-03-07', '2026-03-06'], today)).toBe(4);
    // Two rest days in a row (03-05 and 03-04) end it.
    expect(streakOf(['2026-03-10', '2026-03-06', '2026-03-03'], today)).toBe(1);
    expect(streakOf(['2026-03-10', '2026-03-08', '2026-03-05'], today)).toBe(2);
  });
  it('stays alive through a rest day yesterday while today is open, not through two', () => {
    expect(streakOf(['2026-03-08', '2026-03-07'], today)).toBe(2);
    expect(streakOf(['2026-03-09'], today)).toBe(1);
    expect(streakOf(['2026-03-07', '2026-03-06'], today)).toBe(0);
  });
  it('crosses month and year ends', () => {
    expect(streakOf(['2026-01-01', '2025-12-30', '2025-12-29'], '2026-01-02')).toBe(3);
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
  });
});

describe('daysBetween', () => {
  it('counts calendar days and refuses impossible dates', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-02-30', '2026-03-01')).toBeUndefined();
  });
});
