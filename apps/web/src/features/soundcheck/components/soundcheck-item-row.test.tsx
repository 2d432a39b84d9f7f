// An exercise's row says at which tempo its best was played when that was slower than the exercise's
// (decision 059), and nothing of tempo otherwise.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SoundCheckItemRow } from './soundcheck-item-row';

function renderRow(slowerTempo: number | null) {
  renderWithProviders(
    <ul>
      <SoundCheckItemRow
        title="Scale"
        stars={5}
        slowerTempo={slowerTempo}
        durationInSeconds={30}
        to="/books/book/soundcheck/scale"
      />
    </ul>,
  );
}

describe('SoundCheckItemRow', () => {
  it('shows "at 80 %" beside the stars of a best played at 80 %', () => {
    renderRow(80);
    expect(screen.getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    expect(screen.getByText('at 80 %').getAttribute('title')).toBe('Earned at 80 % tempo');
  });

  it('shows no tempo for a full-tempo best', () => {
    renderRow(null);
    expect(screen.getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
  });
});
