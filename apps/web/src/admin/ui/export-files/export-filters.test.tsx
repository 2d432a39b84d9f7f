// Issue 44: a new export follows the list's current filters: they go as the POST's query (empty
// ones left out), and the modal says the file follows them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_MESSAGES } from '@bandbook/domain';
import { setToken } from '../../../lib/auth-token';
import { renderWithProviders } from '../../../test/render';
import { ExportFilesButton } from './export-files-button';

afterEach(() => vi.unstubAllGlobals());

describe('ExportFilesButton with filters', () => {
  it('starts the export with the list’s filters', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
      init?.method === 'POST'
        ? Response.json({ _id: 'f1', message: EXPORT_MESSAGES.started }, { status: 202 })
        : Response.json({ groups: [], pending: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setToken('staff');
    renderWithProviders(
      <ExportFilesButton
        kind="sul"
        filters={{ status: '1', provider: '', newsletterOptIn: 'true', usernameSearch: 'lee' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download as CSV' });
    expect(within(dialog).getByText(/with the list’s current filters/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New export' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toBe(
      '/api/data/exports/sul?status=1&newsletterOptIn=true&usernameSearch=lee',
    );
  });
});
