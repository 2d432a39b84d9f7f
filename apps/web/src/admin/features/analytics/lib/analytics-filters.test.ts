import { describe, expect, it } from 'vitest';
import { analyticsQuery, defaultFilters, formatShare } from './analytics-filters';

describe('analytics filters', () => {
  it('start with the last 30 UTC days, today included', () => {
    const filters = defaultFilters(Date.parse('2026-03-31T23:30:00Z'));
    expect(filters).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
      packageId: '',
      channelId: '',
      couponListId: '',
    });
  });

  it('leave empty filters out of the query', () => {
    const query = analyticsQuery({
      ...defaultFilters(Date.parse('2026-03-31T00:00:00Z')),
      channelId: 'c1',
    });
    expect(query).toBe('from=2026-03-02&to=2026-03-31&channelId=c1');
  });

  it('show a share as a percentage, and none for a list without codes', () => {
    expect(formatShare(0.25)).toBe('25.0 %');
    expect(formatShare(1)).toBe('100.0 %');
    expect(formatShare(null)).toBe('–');
  });
});
