// The dashboard list form: the icon selector is a radio group of the 10 named choices, Title is
// required, and a new list posts its icon, title and packages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_LIST_ICONS, DASHBOARD_LIST_MESSAGES } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { DashboardListForm } from './dashboard-list-form';

afterEach(() => vi.unstubAllGlobals());

function serve() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).endsWith('/package-options')) return Response.json([]);
    if (init?.method === 'POST') return Response.json({ message: 'Stop here.' }, { status: 400 });
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('DashboardListForm', () => {
  it('offers the 10 icons as named radios and requires a Title', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderWithProviders(<DashboardListForm canSave onSaved={() => {}} />);
    const icons = within(screen.getByRole('radiogroup', { name: 'Icon' })).getAllByRole('radio');
    expect(icons.map((radio) => radio.getAttribute('aria-label'))).toEqual(
      DASHBOARD_LIST_ICONS.map((icon) => icon.label),
    );
    expect(screen.getByRole('radio', { name: 'Star' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DASHBOARD_LIST_MESSAGES.titleRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Trophy' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Staff Picks');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stop here.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/admin/dashboard-content-lists');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      icon: 'trophy',
      title: 'Staff Picks',
      packageList: [],
    });
  });
});
