// The applications list: every admin reads it (25 a page, searched by name); only superadmins get
// Add and Edit.
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Application, CurrentUser } from '@bandbook/domain';
import { RequireAuth } from '../../../../app/require-auth';
import { setToken } from '../../../../lib/auth-token';
import { makeUser, publicConfig } from '../../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ApplicationListPage } from './application-list-page';

afterEach(() => vi.unstubAllGlobals());

const app = (name: string): Application => ({
  _id: name.toLowerCase().replace(/ /g, '-'),
  name,
  icon: null,
  iconUrl: null,
  isContent: false,
  ssoUrl: '',
  oAuth: { publicKey: '' },
  api: {},
  subscription: { duration: 365, description: 'One Year Subscription', priceList: [] },
  trial: { duration: 14 },
  version: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: null,
});

function serve(user: CurrentUser) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/users/me') return Response.json(user);
    if (url.pathname === '/api/config/public') return Response.json(publicConfig);
    if (url.pathname === '/api/admin/applications') {
      const search = url.searchParams.get('search') ?? '';
      const all = [app('Guitar App'), app('Bass App')];
      const pageData = all.filter((a) => a.name.toLowerCase().includes(search.toLowerCase()));
      return Response.json({ totalCount: pageData.length, pageData, totalPages: 1 });
    }
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderList() {
  setToken('token');
  return renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/admin/application/list" element={<ApplicationListPage />} />
        </Route>
      </Routes>
    </Suspense>,
    { route: '/admin/application/list' },
  );
}

describe('ApplicationListPage', () => {
  it('lets admins read and search, without Add or Edit', async () => {
    const fetchMock = serve(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByRole('cell', { name: 'Guitar App' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    const first = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('/admin/'))![0]),
      'http://a',
    );
    expect(first.searchParams.get('limit')).toBe('25');
    expect(first.searchParams.get('start')).toBe('0');

    await user.type(screen.getByLabelText('Search'), 'bass');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Guitar App' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Bass App' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('search=bass'),
      expect.anything(),
    );
  });

  it('gives superadmins Add and Edit', async () => {
    serve(makeUser({ role: 'superadmin' }));
    renderList();
    expect(await screen.findByRole('link', { name: 'Add' })).toBeTruthy();
    const edits = await screen.findAllByRole('link', { name: 'Edit' });
    expect(edits.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/application/edit/guitar-app',
      '/admin/application/edit/bass-app',
    ]);
  });
});
