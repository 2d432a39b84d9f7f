// A single user's trials: Extend uses the package's trial days, a preset sets the end from now, and
// neither moves it earlier; Remove drops the row; Add offers only the packages not assigned yet and
// gives the package's own trial days.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import { EntitlementsField, type EntitlementEntry } from './entitlements-field';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 24 * 3600_000;
const OPTIONS = [
  { _id: 'p1', title: 'Blues Licks', trialPeriodInDays: 3 },
  { _id: 'p2', title: 'Funk Bass', trialPeriodInDays: 5 },
];

let latest: EntitlementEntry[] = [];
function Harness({ initial, taken }: { initial: EntitlementEntry[]; taken: string[] }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <EntitlementsField
      kind="trial"
      value={value}
      onChange={setValue}
      options={OPTIONS}
      taken={new Set([...taken, ...value.map((entry) => entry.contentPackageId)])}
      disabled={false}
    />
  );
}

const trial: EntitlementEntry = {
  contentPackageId: 'p1',
  title: 'Blues Licks',
  startDate: new Date(NOW.getTime() - 20 * DAY).toISOString(),
  endDate: new Date(NOW.getTime() - 6 * DAY).toISOString(),
  trialDays: 3,
};

afterEach(() => vi.useRealTimers());

/** The Select's text field (its listbox carries the same label). */
const packageInput = () =>
  screen
    .getAllByLabelText('Package for a new trial')
    .find((element): element is HTMLInputElement => element instanceof HTMLInputElement)!;

describe('EntitlementsField (trials)', () => {
  it('extends an expired trial by the package trial days from now', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderWithProviders(<Harness initial={[trial]} taken={[]} />);
    expect(screen.getByText('Expired')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Extend Blues Licks' }));
    expect(latest[0]!.endDate).toBe(new Date(NOW.getTime() + 3 * DAY).toISOString());
    expect(latest[0]!.startDate).toBe(trial.startDate);
  });

  it('sets the end from a preset and removes a trial', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderWithProviders(<Harness initial={[trial]} taken={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Trial length of Blues Licks' }));
    await userEvent.click(await screen.findByText('1 week'));
    expect(latest[0]!.endDate).toBe(new Date(NOW.getTime() + 7 * DAY).toISOString());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Blues Licks' }));
    expect(latest).toEqual([]);
  });

  it('never moves the end earlier, by Extend or by a preset', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const long = { ...trial, endDate: new Date(NOW.getTime() + 25 * DAY).toISOString() };
    renderWithProviders(<Harness initial={[long]} taken={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Extend Blues Licks' }));
    expect(latest[0]!.endDate).toBe(long.endDate);
    await userEvent.click(screen.getByRole('button', { name: 'Trial length of Blues Licks' }));
    await userEvent.click(await screen.findByText('1 day'));
    expect(latest[0]!.endDate).toBe(long.endDate);
    await userEvent.click(screen.getByRole('button', { name: 'Trial length of Blues Licks' }));
    await userEvent.click(await screen.findByText('1 month'));
    expect(latest[0]!.endDate).toBe(new Date(NOW.getTime() + 30 * DAY).toISOString());
  });

  it('offers only unassigned packages, for their own trial days, and none when all are taken', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderWithProviders(<Harness initial={[trial]} taken={[]} />);
    await userEvent.click(packageInput());
    await screen.findByRole('option', { name: 'Funk Bass', hidden: true });
    expect(screen.queryByRole('option', { name: 'Blues Licks', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Funk Bass', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Add trial' }));
    expect(latest.map((entry) => entry.contentPackageId)).toEqual(['p1', 'p2']);
    expect(latest[1]).toMatchObject({
      trialDays: 5,
      endDate: new Date(NOW.getTime() + 5 * DAY).toISOString(),
    });
    expect(packageInput().disabled).toBe(true);
  });
});
