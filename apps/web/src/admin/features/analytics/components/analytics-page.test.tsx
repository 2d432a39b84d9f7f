// The analytics page: the figures in tables under their charts, the server's field error on the
// field it names, and the filters sent with the request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_MESSAGES, type RedemptionAnalytics } from '@bandbook/domain';
import { setToken } from '../../../../lib/auth-token';
import { renderWithProviders } from '../../../../test/render';
import { AnalyticsPage } from './analytics-page';

afterEach(() => vi.unstubAllGlobals());

const BOOK = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const LIST = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const CHANNEL = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

const answer = (from: string, to: string): RedemptionAnalytics => ({
  from,
  to,
  days: [
    { date: from, activations: 3, trials: 1 },
    { date: to, activations: 2, trials: 0 },
  ],
  totals: { activations: 5, trials: 1 },
  packages: [{ _id: BOOK, title: 'Blues Licks', activations: 5, trials: 1 }],
  channels: [{ _id: CHANNEL, name: 'Main', activations: 5, trials: 1 }],
  codeLists: [
    {
      _id: LIST,
      name: 'Spring run',
      contentPackageId: BOOK,
      contentPackageTitle: 'Blues Licks',
      activations: 5,
      uses: 6,
      capacity: 8,
      shareUsed: 0.75,
    },
  ],
});

function serve() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://app.test');
      asked.push(url);
      if (url.pathname === '/api/admin/analytics/filter-options') {
        return Response.json({
          packages: [{ _id: BOOK, title: 'Blues Licks' }],
          channels: [{ _id: CHANNEL, name: 'Main' }],
          codeLists: [{ _id: LIST, name: 'Spring run', contentPackageId: BOOK }],
        });
      }
      if (url.pathname === '/api/admin/analytics/redemptions') {
        const from = url.searchParams.get('from') ?? '';
        const to = url.searchParams.get('to') ?? '';
        if (!to || to < from) {
          return Response.json(
            {
              message: ANALYTICS_MESSAGES.toBeforeFrom,
              errors: { to: { message: ANALYTICS_MESSAGES.toBeforeFrom } },
            },
            { status: 400 },
          );
        }
        return Response.json(answer(from, to));
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return asked;
}

describe('AnalyticsPage', () => {
  it('shows the figures in tables under the charts', async () => {
    setToken('staff-token');
    serve();
    renderWithProviders(<AnalyticsPage />);
    const days = await screen.findByRole('table', { name: /per day/ });
    expect(within(days).getByRole('row', { name: /Total 5 1/ })).toBeTruthy();
    const lists = screen.getByRole('table', { name: /Code lists/ });
    expect(
      within(lists).getByRole('row', { name: /Spring run Blues Licks 5 6 8 75.0 %/ }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /share of each code list used/ })).toBeTruthy();
    expect(screen.getByText(/5 codes activated and 1 trials started/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('puts the server’s message on the field it names, and sends the filters', async () => {
    setToken('staff-token');
    const asked = serve();
    renderWithProviders(<AnalyticsPage />);
    await screen.findByRole('table', { name: /per day/ });
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2000-01-01');
    await waitFor(() =>
      expect(screen.getAllByText(ANALYTICS_MESSAGES.toBeforeFrom).length).toBeGreaterThan(0),
    );
    expect(to.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('combobox', { name: 'Content channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main', hidden: true }));
    await waitFor(() =>
      expect(asked.some((url) => url.searchParams.get('channelId') === CHANNEL)).toBe(true),
    );
  });
});
