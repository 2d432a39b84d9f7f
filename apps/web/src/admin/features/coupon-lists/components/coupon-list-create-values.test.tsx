// Counts on the code list form are kept as typed and refused on their field (issue 44): 0 uses per
// code is not turned into 1 when the box loses focus, and 0 codes is not sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_LIST_MESSAGES } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { CouponListCreatePage } from './coupon-list-create-page';

afterEach(() => vi.unstubAllGlobals());

function serve() {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/admin/coupon-lists/package-options'
      ? Response.json([])
      : Response.json({ message: 'x' }, { status: 500 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('CouponListCreatePage counts', () => {
  it('keeps 0 uses per code and 0 codes as typed, and refuses them on their fields', async () => {
    const fetchMock = serve();
    renderWithProviders(<CouponListCreatePage />);
    const user = userEvent.setup();
    const uses = screen.getByLabelText(/^Uses per code/) as HTMLInputElement;
    await user.clear(uses);
    await user.type(uses, '0');
    const count = screen.getByLabelText(/^Number of codes/) as HTMLInputElement;
    await user.type(count, '0');
    await user.tab();
    expect(uses.value).toBe('0');
    expect(count.value).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Create codes' }));
    expect(await screen.findByText(COUPON_LIST_MESSAGES.multiUseRequired)).toBeTruthy();
    expect(screen.getByText(COUPON_LIST_MESSAGES.codeNbrRequired)).toBeTruthy();
    expect(uses.getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toEqual([]);
  });

  it('refuses a negative or fractional count rather than dropping its sign or point', async () => {
    serve();
    renderWithProviders(<CouponListCreatePage />);
    const user = userEvent.setup();
    const uses = screen.getByLabelText(/^Uses per code/) as HTMLInputElement;
    await user.clear(uses);
    await user.type(uses, '-2');
    await user.tab();
    expect(uses.value).toBe('-2');
    const count = screen.getByLabelText(/^Number of codes/) as HTMLInputElement;
    await user.type(count, '2.5');
    await user.tab();
    expect(count.value).toBe('2.5');
    await user.click(screen.getByRole('button', { name: 'Create codes' }));
    expect(await screen.findByText(COUPON_LIST_MESSAGES.multiUseRequired)).toBeTruthy();
    expect(screen.getByText(COUPON_LIST_MESSAGES.codeNbrRequired)).toBeTruthy();
  });
});
