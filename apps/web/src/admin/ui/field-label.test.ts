// Field names in words, as the conflict alert shows them.
import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-label';

describe('fieldLabel', () => {
  it('reads a name from the path, lists as plurals', () => {
    expect(fieldLabel('subtitle')).toBe('Subtitle');
    expect(fieldLabel('releaseDate')).toBe('Release date');
    expect(fieldLabel('genreIdList')).toBe('Genres');
    expect(fieldLabel('content.videoList')).toBe('Videos');
    expect(fieldLabel('trialPeriodInDays')).toBe('Trial period in days');
  });

  it("takes the form's own label first", () => {
    expect(fieldLabel('firstname', { firstname: 'First name' })).toBe('First name');
  });
});
