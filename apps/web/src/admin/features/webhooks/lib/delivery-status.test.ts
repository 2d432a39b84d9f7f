// The deliveries table's words for a delivery's attempts, last answer and next attempt.
import { describe, expect, it } from 'vitest';
import { attemptsText, lastAnswerText, nextAttemptText } from './delivery-status';

describe('delivery status text', () => {
  it('counts attempts against the limit', () => {
    expect(attemptsText({ attempts: 0, maxAttempts: 8 })).toBe('Not tried yet');
    expect(attemptsText({ attempts: 3, maxAttempts: 8 })).toBe('3 of 8 attempts');
  });

  it('shows the error of a failed attempt before its status', () => {
    expect(lastAnswerText({ attempts: 0, lastStatus: null, lastError: null })).toBe('—');
    expect(lastAnswerText({ attempts: 1, lastStatus: 200, lastError: null })).toBe('HTTP 200');
    expect(
      lastAnswerText({ attempts: 2, lastStatus: 500, lastError: 'The endpoint answered 500.' }),
    ).toBe('The endpoint answered 500.');
  });

  it('names the next attempt of a pending delivery only', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const later = '2026-12-02T12:05:00Z';
    expect(nextAttemptText({ status: 'pending', nextAttemptAt: later }, now)).toBe(
      new Date(later).toLocaleString(),
    );
    expect(nextAttemptText({ status: 'pending', nextAttemptAt: '2026-12-02T11:59:00Z' }, now)).toBe(
      'Now',
    );
    expect(nextAttemptText({ status: 'delivered', nextAttemptAt: null }, now)).toBe('—');
  });
});
