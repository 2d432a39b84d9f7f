// The admin home is the root of the back office's trail: its breadcrumb is "Admin" alone, not a link
// to itself followed by itself; its panels follow the staff member's permissions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@bandbook/domain';
import { setToken } from '../../lib/auth-token';
import { makeUser } from '../../test/catalogue-fixtures';
import { renderWithProviders } from '../../test/render';
import { AdminHomePage } from './admin-home-page';

afterEach(() => vi.unstubAllGlobals());

function renderFor(user: CurrentUser) {
  setToken('token');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      new URL(String(input), 'http://app.test').pathname === '/api/users/me'
        ? Response.json(user)
        : Response.json({ message: 'Not found.' }, { status: 404 }),
    ),
  );
  renderWithProviders(<AdminHomePage />, { route: '/admin' });
}

const staffWith = (permissions: CurrentUser['permissions']) =>
  makeUser({ role: 'admin', permissions });

describe('AdminHomePage', () => {
  it('shows Admin once in its breadcrumb, as the current page', async () => {
    renderWithProviders(<AdminHomePage />, { route: '/admin' });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.textContent).toBe('Admin');
    expect(within(trail).queryByRole('link')).toBeNull();
    expect(within(trail).getByText('Admin').getAttribute('aria-current')).toBe('page');
  });

  it('offers Import to staff who may import either learners or codes, and to no one else', async () => {
    renderFor(staffWith([{ resource: 'couponList', actions: ['read', 'update'] }]));
    expect(await screen.findByRole('region', { name: 'Codes' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Import' })).toBeTruthy();
  });

  it('leaves Import out for staff who may only read code lists', async () => {
    renderFor(staffWith([{ resource: 'couponList', actions: ['read'] }]));
    expect(await screen.findByRole('region', { name: 'Codes' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Import' })).toBeNull();
  });
});
