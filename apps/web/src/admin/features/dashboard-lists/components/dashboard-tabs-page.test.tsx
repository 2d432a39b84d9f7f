// The Dashboard Tabs page: both tabs with their lists in order (the library tab marked web only), a
// list added, moved and removed, the active switch, and one PUT of both tabs; read-only staff get no
// Save.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, DashboardListRow, DashboardTab } from '@bandbook/domain';
import { setToken } from '../../../../lib/auth-token';
import { makeUser } from '../../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { DashboardTabsPage } from './dashboard-tabs-page';

afterEach(() => vi.unstubAllGlobals());

const row = (id: string, title: string): DashboardListRow => ({
  _id: id,
  icon: 'star',
  title,
  packageCount: 2,
  canDelete: true,
  tabs: [],
});
// List ids are uuids: the page parses answers with the domain's schemas.
const l1 = '11111111-1111-4111-8111-111111111111';
const l2 = '22222222-2222-4222-8222-222222222222';
const l3 = '33333333-3333-4333-8333-333333333333';
const LISTS = [row(l1, 'Free Books'), row(l2, 'New Releases'), row(l3, 'Rhythm Section')];
const TABS: DashboardTab[] = [
  { group: 'library', list: [l1], active: true },
  { group: 'discover', list: [l2, l3], active: true },
];

function serve(user: CurrentUser) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/users/me') return Response.json(user);
    if (url.pathname === '/api/admin/dashboard-content-lists') {
      return Response.json({ totalCount: 3, pageData: LISTS, totalPages: 1 });
    }
    if (url.pathname === '/api/admin/dashboard-groups') {
      return Response.json(init?.method === 'PUT' ? JSON.parse(String(init.body)) : TABS);
    }
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(user: CurrentUser) {
  setToken('token');
  const fetchMock = serve(user);
  renderWithProviders(<DashboardTabsPage />);
  return fetchMock;
}

const tab = (name: string) => screen.findByRole('region', { name: `${name} tab` });
const titlesIn = (region: HTMLElement, name: string) =>
  within(within(region).getByRole('list', { name: `Lists of the ${name} tab` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('DashboardTabsPage', () => {
  it('shows both tabs in order and saves them together after changes', async () => {
    const fetchMock = renderPage(makeUser({ role: 'superadmin' }));
    const user = userEvent.setup();
    const library = await tab('Library');
    const discover = await tab('Discover');
    expect(within(library).getByText(/Web only/)).toBeTruthy();
    expect(titlesIn(library, 'Library')).toEqual(['1.Free Books']);
    expect(titlesIn(discover, 'Discover')).toEqual(['1.New Releases', '2.Rhythm Section']);

    await user.click(within(discover).getByRole('button', { name: 'Move Rhythm Section up' }));
    await user.click(
      within(library).getByRole('combobox', { name: 'Add a list to the Library tab' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Rhythm Section', hidden: true }));
    await user.click(within(library).getByRole('button', { name: 'Remove Free Books' }));
    await user.click(within(library).getByRole('switch', { name: 'Library tab active' }));
    expect(titlesIn(discover, 'Discover')).toEqual(['1.Rhythm Section', '2.New Releases']);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The dashboard tabs have been saved.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/admin/dashboard-groups');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual([
      { group: 'library', list: [l3], active: false },
      { group: 'discover', list: [l3, l2], active: true },
    ]);
  });

  it('is read-only for staff who may only view the lists', async () => {
    const fetchMock = renderPage(
      makeUser({ role: 'admin', permissions: [{ resource: 'contentList', actions: ['read'] }] }),
    );
    const discover = await tab('Discover');
    expect(within(discover).getByRole('button', { name: 'Move New Releases down' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
