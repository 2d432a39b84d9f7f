import { describe, expect, it } from 'vitest';
import { getBookNavLinks } from './book-nav';
import { canStartTrial, describeTrialLength } from './trial-offer';

const offer = { trialPeriodInDays: 1, isOwned: false, isActiveTrial: false, isExpiredTrial: false };

describe('trial offer', () => {
  it('needs a trial period and no subscription or trial, active or expired', () => {
    expect(canStartTrial(offer)).toBe(true);
    expect(canStartTrial({ ...offer, trialPeriodInDays: 0 })).toBe(false);
    expect(canStartTrial({ ...offer, isOwned: true })).toBe(false);
    expect(canStartTrial({ ...offer, isActiveTrial: true })).toBe(false);
    expect(canStartTrial({ ...offer, isExpiredTrial: true })).toBe(false);
  });

  it('counts 24 hours per trial day', () => {
    expect(describeTrialLength(1)).toBe('24 hours');
    expect(describeTrialLength(14)).toBe('14 days');
  });
});

describe('book navigation', () => {
  it('links only what the book has, keeping ?id=', () => {
    const links = getBookNavLinks(
      'funk-bass',
      { hasSoundCheck: true, hasAudio: true, hasVideo: false, hasEbook: true },
      'abc',
    );
    expect(links.map((link) => [link.label, link.to])).toEqual([
      ['SoundCheck', '/books/funk-bass/soundcheck?id=abc'],
      ['Audio', '/books/funk-bass/content?tab=audio&id=abc'],
      ['Ebook', '/books/funk-bass/content?tab=ebook&id=abc'],
    ]);
  });
});
