import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Take } from '@bandbook/domain';
import { renderWithProviders } from '../../../test/render';
import { JournalTable } from './journal-table';

const take = (over: Partial<Take> = {}): Take => ({
  id: 't1',
  contentPackageId: 'b1',
  bookTitle: 'Rock Basics',
  contentId: 'i1',
  contentTitle: 'Groove 1',
  createdAt: '2026-03-01T18:40:00Z',
  tempo: 80,
  part: 'Guitar',
  stars: 4,
  score: 82,
  pitchScore: 78.4,
  rhythmScore: 86,
  percentPlayed: 100,
  durationSeconds: 40,
  mode: 'perform',
  recordingUrl: '/media/uploads/takes/u/t1.wav?exp=1&sig=s',
  referenceUrl: '/media/uploads/soundcheck/i1/full.mp3?exp=1&sig=s',
  ...over,
});

const table = (takes: Take[], hideScores = false) =>
  renderWithProviders(
    <JournalTable
      takes={takes}
      hideScores={hideScores}
      timeZone="UTC"
      hasMore={false}
      loadingMore={false}
      onMore={() => undefined}
    />,
  );

describe('JournalTable', () => {
  it("shows a take's row with its scores, recording and reference beside it", async () => {
    table([take(), take({ id: 't2', recordingUrl: null, pitchScore: null, part: null })]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Mar 1, 2026, 6:40 PM')).toBeTruthy();
    expect(first.getByText('Groove 1')).toBeTruthy();
    expect(first.getByText('80 %')).toBeTruthy();
    expect(first.getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(first.getByText('78 %')).toBeTruthy();
    expect(
      first.getByLabelText('Your take of Groove 1, Mar 1, 2026, 6:40 PM').getAttribute('src'),
    ).toBe(take().recordingUrl);
    await userEvent.click(first.getByRole('button', { name: /Play the reference of Groove 1/ }));
    expect(first.getByLabelText('Reference of Groove 1').getAttribute('src')).toBe(
      take().referenceUrl,
    );
    const second = within(rows[1]!);
    expect(second.getByText('Not kept')).toBeTruthy();
    expect(second.getAllByText('—')).toHaveLength(2);
  });

  it('hides stars and scores in low-pressure mode', () => {
    table([take()], true);
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.queryByRole('img', { name: /stars/ })).toBeNull();
    expect(row.queryByText('78 %')).toBeNull();
    expect(row.getAllByText('Hidden')).toHaveLength(3);
  });

  it('says when there is no take yet', () => {
    table([]);
    expect(screen.getByText(/No takes yet/)).toBeTruthy();
  });
});

describe('deleting a kept recording', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server to delete the take's recording", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    table([take()]);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Delete your recording of Groove 1, Mar 1, 2026, 6:40 PM',
      }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/practice/takes/t1/recording');
    expect(init.method).toBe('DELETE');
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'This take has no kept recording.' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    table([take()]);
    await userEvent.click(screen.getByRole('button', { name: /^Delete your recording/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('This take has no kept recording.');
  });
});
