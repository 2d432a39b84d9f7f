import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { CurrentUser } from '@bandbook/domain';
import { RequireAuth } from '../../../app/require-auth';
import { setToken } from '../../../lib/auth-token';
import { makeCard, makeDashboard, makeUser, publicConfig } from '../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../test/render';
import { DiscoverPage } from './discover-page';

const CHANNELS = [
  { _id: 'c1', name: 'Main', list: [] },
  { _id: 'c2', name: 'Schools', list: [] },
];

function serve(user: CurrentUser) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/users/me') return Response.json(user);
    if (url === '/api/config/public') return Response.json(publicConfig);
    if (url === '/api/content-channels') return Response.json(CHANNELS);
    if (url === '/api/dashboard/dynamic') {
      return Response.json(makeDashboard({ recommendedList: [makeCard({ title: 'Every Book' })] }));
    }
    if (url === '/api/dashboard/dynamic/c2') {
      return Response.json(
        makeDashboard({ recommendedList: [makeCard({ title: 'School Book' })] }),
      );
    }
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDiscover() {
  setToken('token');
  return renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/dashboard/discover" element={<DiscoverPage />} />
        </Route>
      </Routes>
    </Suspense>,
    { route: '/dashboard/discover' },
  );
}

describe('DiscoverPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows recommendations and links to genres and instruments', async () => {
    const fetchMock = serve(makeUser());
    renderDiscover();
    expect(await screen.findByRole('link', { name: 'Every Book' })).toBeTruthy();
    const genres = screen.getByRole('navigation', { name: 'Genres' });
    expect(within(genres).getByRole('link', { name: 'Funk' }).getAttribute('href')).toBe(
      '/dashboard/discover/genres/funk',
    );
    expect(screen.queryByLabelText('Content Channel')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/content-channels', expect.anything());
  });

  it("gives admins with several channels a filter with 'All Channels'", async () => {
    serve(makeUser({ role: 'admin', contentChannelIdList: ['c1', 'c2'] }));
    renderDiscover();
    const select = await screen.findByLabelText('Content Channel');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Channels', 'Main', 'Schools']);
    await userEvent.setup().selectOptions(select, 'c2');
    expect(await screen.findByRole('link', { name: 'School Book' })).toBeTruthy();
  });
});
