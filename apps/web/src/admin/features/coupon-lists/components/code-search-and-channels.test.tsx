// Issue 44: a code is found across the lists as staff type it, with its list, status and who used
// it (the server reads it as activation does), and a code list's channels field offers a restricted
// admin its own channels only, sent with the new list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_LIST_MESSAGES, type CodeSearchResult } from '@bandbook/domain';
import { setToken } from '../../../../lib/auth-token';
import { makeUser } from '../../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { CodeSearch } from './code-search';
import { CouponListCreatePage } from './coupon-list-create-page';

afterEach(() => vi.unstubAllGlobals());

const MINE = 'aaaaaaaa-aaaa-4aaa-8aaa-00000000000a';
const THEIRS = 'aaaaaaaa-aaaa-4aaa-8aaa-00000000000b';
const PACKAGE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const FOUND: CodeSearchResult = {
  code: 'ABCD1234EFGH',
  listId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  listName: 'Spring run',
  contentPackageTitle: 'Blues Licks',
  uses: 1,
  multiUse: 2,
  status: 'activated',
  expiresOn: null,
  usedList: [
    {
      userId: 'u1',
      username: 'lee',
      email: 'lee@example.test',
      deleted: false,
      activatedAt: '2026-11-01T10:00:00.000Z',
    },
  ],
};

function serve() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/users/me') {
      return Response.json(
        makeUser({
          role: 'admin',
          permissions: [{ resource: 'couponList', actions: ['read', 'create'] }],
          contentChannelIdList: [MINE],
        }),
      );
    }
    if (url === '/api/content-channels') {
      return Response.json([
        { _id: MINE, name: 'My channel', list: [] },
        { _id: THEIRS, name: 'Their channel', list: [] },
      ]);
    }
    if (url === '/api/admin/coupon-lists/package-options') {
      return Response.json([{ _id: PACKAGE, title: 'Blues Licks' }]);
    }
    if (url.startsWith('/api/admin/coupons/search?')) {
      return new URL(url, 'http://x').searchParams.get('code') === 'abcd-l234-efgh'
        ? Response.json(FOUND)
        : Response.json({ message: COUPON_LIST_MESSAGES.codeNotFound }, { status: 404 });
    }
    if (init?.method === 'POST') return Response.json({ message: 'x' }, { status: 500 });
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CodeSearch', () => {
  it('shows the code’s list, status and who used it, or that it does not exist', async () => {
    serve();
    setToken('staff');
    const user = userEvent.setup();
    renderWithProviders(<CodeSearch />);
    await user.type(screen.getByRole('textbox', { name: 'Find a code' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(COUPON_LIST_MESSAGES.codeNotFound)).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Find a code' }));
    await user.type(screen.getByRole('textbox', { name: 'Find a code' }), ' abcd-l234-efgh ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const result = await screen.findByRole('status', { name: 'Code found' });
    expect(within(result).getByRole('link', { name: 'Spring run' })).toBeTruthy();
    expect(within(result).getByText(/Activated \(1\/2\)/)).toBeTruthy();
    expect(within(result).getByText(/lee \(lee@example.test\)/)).toBeTruthy();
  });
});

describe('the code list channels field', () => {
  it('offers a restricted admin its own channels only and sends them with the list', async () => {
    const fetchMock = serve();
    setToken('staff');
    const user = userEvent.setup();
    renderWithProviders(<CouponListCreatePage />);
    const channels = await screen.findByRole('combobox', { name: 'Content channels' });
    await user.click(channels);
    const list = document.getElementById(channels.getAttribute('aria-controls')!)!;
    await user.click(await within(list).findByRole('option', { name: 'My channel', hidden: true }));
    expect(within(list).queryByRole('option', { name: 'Their channel', hidden: true })).toBeNull();

    const pkg = screen.getByRole('combobox', { name: /^Content Package/ });
    await user.click(pkg);
    const packages = document.getElementById(pkg.getAttribute('aria-controls')!)!;
    await user.click(
      await within(packages).findByRole('option', { name: 'Blues Licks', hidden: true }),
    );
    await user.type(screen.getByLabelText(/^Name/), 'Spring run');
    await user.type(screen.getByLabelText(/^Number of codes/), '5');
    await user.click(screen.getByRole('button', { name: 'Create codes' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ contentChannelIdList: [MINE] });
  });
});
