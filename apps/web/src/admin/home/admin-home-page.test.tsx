// The admin home is the root of the back office's trail: its breadcrumb is "Admin" alone, not a link
// to itself followed by itself.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { AdminHomePage } from './admin-home-page';

describe('AdminHomePage', () => {
  it('shows Admin once in its breadcrumb, as the current page', async () => {
    renderWithProviders(<AdminHomePage />, { route: '/admin' });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.textContent).toBe('Admin');
    expect(within(trail).queryByRole('link')).toBeNull();
    expect(within(trail).getByText('Admin').getAttribute('aria-current')).toBe('page');
  });
});
