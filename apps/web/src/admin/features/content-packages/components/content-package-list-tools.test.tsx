// The package list's tools (issue 44): the status filter, search, sort and page kept in the URL's
// query, rows selected for the bulk actions (one call each), and deletes whose confirmation says how
// many learners own what is deleted (archived for them, decision 057), with Restore among archived.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { ContentPackageListPage, ContentPackageListRow } from '@bandbook/domain';
import { setToken } from '../../../../lib/auth-token';
import { makeUser } from '../../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ContentPackageListPage as ListPage } from './content-package-list-page';

afterEach(() => vi.unstubAllGlobals());

const row = (n: number, extra: Partial<ContentPackageListRow> = {}): ContentPackageListRow => ({
  _id: `p${n}`,
  active: false,
  title: `Book ${n}`,
  thumbnailImage: `/media/uploads/thumbnail/book-${n}.png`,
  author: 'Ann Author',
  publisher: 'Bandbook Press',
  releaseDate: null,
  contentChannelIdList: [],
  version: 1,
  archivedAt: null,
  ownerCount: n === 1 ? 3 : 0,
  ...extra,
});

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** 12 packages; the archived filter answers one archived package; writes answer as the server does. */
function stubApi() {
  const rows = Array.from({ length: 12 }, (_, i) => row(i + 1));
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/users/me') return Response.json(makeUser({ role: 'superadmin' }));
    if (url.pathname === '/api/content-channels') {
      return Response.json([{ _id: 'c1', name: 'Main', list: [] }]);
    }
    if (url.pathname === '/api/admin/content-packages') {
      const start = Number(url.searchParams.get('start'));
      const limit = Number(url.searchParams.get('limit'));
      const listed =
        url.searchParams.get('archived') === 'true'
          ? [row(20, { archivedAt: '2026-01-01T00:00:00.000Z', ownerCount: 2 })]
          : rows;
      const page: ContentPackageListPage = {
        totalCount: listed.length,
        pageData: listed.slice(start, start + limit),
        totalPages: Math.ceil(listed.length / limit),
      };
      return Response.json(page);
    }
    if (url.pathname.startsWith('/api/admin/content-packages/bulk/')) {
      return Response.json({ message: 'Bulk done.', updated: 2, deleted: 0, archived: 0 });
    }
    if (init?.method === 'DELETE') {
      return Response.json({ message: 'Archived for them.', outcome: 'archived', ownerCount: 3 });
    }
    if (url.pathname.endsWith('/restore')) return Response.json(row(20));
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const lastList = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://app'))
    .filter((url) => url.pathname === '/api/admin/content-packages')
    .at(-1)!;
const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({
      url: String(input),
      body: init?.body ? (JSON.parse(String(init.body)) as { ids?: string[] }) : undefined,
    }));

const render = (route = '/admin/content-packages/list') => {
  setToken('staff');
  return renderWithProviders(
    <>
      <ListPage />
      <SearchProbe />
    </>,
    { route },
  );
};

describe('the package list tools', () => {
  it('lists what the URL says: status, search, order and page', async () => {
    const fetchMock = stubApi();
    render('/admin/content-packages/list?status=draft&q=Book&sort=-title&page=2');
    await waitFor(() => {
      const url = lastList(fetchMock);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        active: 'false',
        search: 'Book',
        sort: '-title',
        start: '10',
      });
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', 'Book');
  });

  it('writes a new filter into the URL, from the first page', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    render('/admin/content-packages/list?page=2');
    await screen.findByText('Book 11');
    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(await screen.findByText('Book 20')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?status=archived');
    expect(lastList(fetchMock).searchParams.get('archived')).toBe('true');
  });

  it('shows each cover as an image named after its book', async () => {
    stubApi();
    render();
    const cover = await screen.findByRole('img', { name: 'Cover of Book 2' });
    expect(cover.getAttribute('src')).toBe('/media/uploads/thumbnail/book-2.png');
  });

  it('puts the rows selected Live in one call', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Book 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Book 3' }));
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 packages selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Make Live' }));
    expect(await screen.findByText('Bulk done.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      {
        url: '/api/admin/content-packages/bulk/active',
        body: { ids: ['p2', 'p3'], active: true },
      },
    ]);
  });

  it('selects the whole page at once, and asks before deleting, naming the owners', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByText('10 packages selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 10 packages?' });
    expect(dialog.textContent).toContain('1 package of them has owners (3 learners in all)');
    expect(dialog.textContent).toContain('The other 9 packages will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(posts(fetchMock).at(-1)?.url).toMatch(/\/bulk\/delete$/));
    expect(posts(fetchMock).at(-1)?.body?.ids).toHaveLength(10);
  });

  it('says how many learners own a package before its delete, which archives it', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    render();
    const first = (await screen.findByText('Book 1')).closest('tr')!;
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Book 1?' });
    expect(dialog.textContent).toContain('3 learners own this package');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived for them.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('marks archived packages and restores one', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    render('/admin/content-packages/list?status=archived');
    const archived = (await screen.findByText('Book 20')).closest('tr')!;
    expect(within(archived).getByText('Archived')).toBeTruthy();
    expect(within(archived).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(archived).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The package has been restored.')).toBeTruthy();
    expect(posts(fetchMock).at(-1)?.url).toBe('/api/admin/content-packages/p20/restore');
  });
});
