// Adding codes: the spec's messages on their fields after submit (package, name, number of codes),
// nothing sent until the form is valid, then the body the API takes (expiry as the end of the day).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_LIST_MESSAGES } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { CouponListCreatePage } from './coupon-list-create-page';

afterEach(() => vi.unstubAllGlobals());

const OPTIONS = [{ _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', title: 'Blues Licks' }];

function serve() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/admin/coupon-lists/package-options') return Response.json(OPTIONS);
    if (init?.method === 'POST') {
      return Response.json({ message: 'x' }, { status: 500 });
    }
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('CouponListCreatePage', () => {
  it('shows the rules on their fields and sends nothing', async () => {
    const fetchMock = serve();
    renderWithProviders(<CouponListCreatePage />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Create codes' }));
    expect(await screen.findByText(COUPON_LIST_MESSAGES.packageRequired)).toBeTruthy();
    expect(screen.getByText(COUPON_LIST_MESSAGES.nameLength)).toBeTruthy();
    expect(screen.getByText(COUPON_LIST_MESSAGES.codeNbrRequired)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
    expect(screen.getByPlaceholderText('50')).toBeTruthy();
  });

  it('sends the list with the expiry at the end of the chosen day', async () => {
    const fetchMock = serve();
    renderWithProviders(<CouponListCreatePage />);
    await userEvent.click(
      screen
        .getAllByLabelText(/^Content Package/)
        .find((element) => element instanceof HTMLInputElement)!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Blues Licks', hidden: true }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Spring run');
    await userEvent.type(screen.getByLabelText(/^Number of codes/), '25');
    await userEvent.type(screen.getByLabelText(/^Expires on/), '2030-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create codes' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(posts(fetchMock)[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      contentPackageId: OPTIONS[0]!._id,
      name: 'Spring run',
      multiUseCounter: 1,
      codeNbr: 25,
      expiresOn: '2030-01-31T23:59:59.000Z',
    });
  });
});
