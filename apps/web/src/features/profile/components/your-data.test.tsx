// "My Data" on the profile: the archive fetched with the session's token and saved under the server's
// file name; a refusal shown with the server's message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../lib/auth-token';
import { renderWithProviders } from '../../../test/render';
import { YourData } from './your-data';

afterEach(() => vi.unstubAllGlobals());

const LEARNER = { hasPassword: true, role: 'user' as const };

function stubDownloads() {
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = vi.fn(() => 'blob:archive');
      static override revokeObjectURL = vi.fn();
    },
  );
  return { names, restore: () => click.mockRestore() };
}

describe('YourData', () => {
  it("downloads the account's archive with the session token, under the server's name", async () => {
    setToken('learner-token');
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(new Uint8Array([80, 75, 5, 6]), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="bandbook-data-ada-2026-12-02.zip"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const downloads = stubDownloads();
    const onResult = vi.fn();
    renderWithProviders(<YourData user={LEARNER} onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download My Data' }));
    await waitFor(() => expect(downloads.names).toEqual(['bandbook-data-ada-2026-12-02.zip']));
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/api/users/me/data');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer learner-token');
    expect(onResult).not.toHaveBeenCalled();
    downloads.restore();
  });

  it("says the server's message when the download is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ message: 'Please log in to continue.' }, { status: 401 }),
      ),
    );
    const onResult = vi.fn();
    renderWithProviders(<YourData user={LEARNER} onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download My Data' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith('error', 'Please log in to continue.'),
    );
  });
});
