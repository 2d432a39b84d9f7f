// The package list: server paging (pages, page size), titles cut at 40 characters, the Live/Draft
// switch saved with a notice, and the actions shown by the staff member's permissions. The filters,
// bulk actions and archive-aware deletes are in content-package-list-tools.test.tsx.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ContentPackageListPage as ListAnswer,
  ContentPackageListRow,
  CurrentUser,
} from '@bandbook/domain';
import { setToken } from '../../../../lib/auth-token';
import { makeUser } from '../../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ContentPackageListPage } from './content-package-list-page';

afterEach(() => vi.unstubAllGlobals());

const LONG_TITLE = 'The Complete Guide to Jazz Guitar Comping and Chord Melody';

const row = (n: number): ContentPackageListRow => ({
  _id: `p${n}`,
  active: false,
  title: n === 1 ? LONG_TITLE : `Book ${n}`,
  thumbnailImage: null,
  author: 'Ann Author',
  publisher: 'Bandbook Press',
  releaseDate: '2024-05-01T00:00:00.000Z',
  contentChannelIdList: [],
  version: 1,
  archivedAt: null,
  ownerCount: 0,
});

/** 30 packages, paged as the server pages them; PUT .../active answers the row toggled. */
function stubApi(user: CurrentUser) {
  const rows = Array.from({ length: 30 }, (_, i) => row(i + 1));
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/users/me') return Response.json(user);
    if (url.pathname === '/api/admin/content-packages') {
      const start = Number(url.searchParams.get('start'));
      const limit = Number(url.searchParams.get('limit'));
      const page: ListAnswer = {
        totalCount: rows.length,
        pageData: rows.slice(start, start + limit),
        totalPages: Math.ceil(rows.length / limit),
      };
      return Response.json(page);
    }
    const active = url.pathname.match(/^\/api\/admin\/content-packages\/(\w+)\/active$/);
    if (active && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { active: boolean; version: number };
      return Response.json({ ...row(1), active: body.active, version: body.version + 1 });
    }
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://app'))
    .filter((url) => url.pathname === '/api/admin/content-packages');

const rows = () => within(screen.getByRole('table')).getAllByRole('row');
const pageLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name });

describe('ContentPackageListPage', () => {
  // Each step of paging is a test of its own, each waiting on what the user sees, and queries look
  // inside the table or the page links only: a busy machine makes each slower, never wrong.
  it('pages on the server, 10 by default, and cuts long titles at 40 characters', async () => {
    setToken('staff');
    const fetchMock = stubApi(makeUser({ role: 'superadmin' }));
    const user = userEvent.setup();
    renderWithProviders(<ContentPackageListPage />);

    const title = await screen.findByTitle(LONG_TITLE);
    expect(title.textContent).toHaveLength(40);
    expect(rows()).toHaveLength(11);
    expect(pageLink('Page 3')).toBeTruthy();

    await user.click(pageLink('Page 2'));
    expect(await screen.findByText('Book 11')).toBeTruthy();
    expect(rows()).toHaveLength(11);
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('start')).toBe('10');
  });

  it('asks the server for the page size chosen, from the first page', async () => {
    setToken('staff');
    const fetchMock = stubApi(makeUser({ role: 'superadmin' }));
    const user = userEvent.setup();
    renderWithProviders(<ContentPackageListPage />);
    await screen.findByTitle(LONG_TITLE);
    await user.click(pageLink('Page 2'));
    await screen.findByText('Book 11');

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '25', hidden: true }));
    expect(await screen.findByText('Book 25')).toBeTruthy();
    expect(rows()).toHaveLength(26);
    const last = listCalls(fetchMock).at(-1)!;
    expect([last.searchParams.get('start'), last.searchParams.get('limit')]).toEqual(['0', '25']);
  });

  it('asks the server for the order of the heading clicked', async () => {
    setToken('staff');
    const fetchMock = stubApi(makeUser({ role: 'superadmin' }));
    const user = userEvent.setup();
    renderWithProviders(<ContentPackageListPage />);
    const table = (await screen.findByTitle(LONG_TITLE)).closest('table')!;

    await user.click(within(table).getByRole('button', { name: 'Title' }));
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)?.searchParams.get('sort')).toBe('-title'),
    );
  });

  it('saves the Live/Draft switch at the version read and says so', async () => {
    setToken('staff');
    const fetchMock = stubApi(makeUser({ role: 'superadmin' }));
    const user = userEvent.setup();
    renderWithProviders(<ContentPackageListPage />);
    const first = (await screen.findByTitle(LONG_TITLE)).closest('tr')!;

    await user.click(within(first).getByRole('switch', { name: 'Draft' }));
    expect(await screen.findByText('The package is now Live.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/admin/content-packages/p1/active');
    expect(JSON.parse(String(put[1]?.body))).toEqual({ active: true, version: 1 });
  });

  it('shows only what the permissions allow', async () => {
    setToken('staff');
    stubApi(
      makeUser({
        role: 'admin',
        permissions: [{ resource: 'contentPackages', actions: ['read'] }],
      }),
    );
    renderWithProviders(<ContentPackageListPage />);
    const first = (await screen.findByTitle(LONG_TITLE)).closest('tr')!;
    expect(within(first).getByRole('switch', { name: 'Draft' })).toHaveProperty('disabled', true);
    for (const name of ['Add', 'Duplicate', 'Edit', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('offers every action to those allowed, Delete after a confirmation', async () => {
    setToken('staff');
    const fetchMock = stubApi(makeUser({ role: 'superadmin' }));
    const user = userEvent.setup();
    renderWithProviders(<ContentPackageListPage />);
    const first = (await screen.findByTitle(LONG_TITLE)).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(
      '/admin/content-packages/create/settings',
    );
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/admin/content-packages/edit/p1/settings',
    );
    expect(within(first).getByRole('button', { name: 'Duplicate' })).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: `Delete ${LONG_TITLE}?` })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
