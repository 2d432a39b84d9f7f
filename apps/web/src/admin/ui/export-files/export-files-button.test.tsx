// The 'Download as CSV' modal: the spec's empty text, a started export polled until its file shows,
// the files grouped by day with their generated-on time as download links, and a link's file
// fetched with the session's token.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_MESSAGES, type ExportList } from '@bandbook/domain';
import { setToken } from '../../../lib/auth-token';
import { renderWithProviders } from '../../../test/render';
import { ExportFilesButton } from './export-files-button';

afterEach(() => vi.unstubAllGlobals());

const FILE = {
  _id: 'f1',
  kind: 'sul' as const,
  title: 'Single Users 2026-11-24 10:00 UTC',
  generatedOn: '2026-11-24T10:00:05.000Z',
  rowCount: 42,
  link: '/api/data/exports/sul/f1/file',
};

function serve(lists: ExportList[]) {
  let call = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) === FILE.link) {
      return new Response('\uFEFFid\r\n', { headers: { 'content-type': 'text/csv' } });
    }
    expect(String(input)).toBe('/api/data/exports/sul');
    if (init?.method === 'POST') {
      return Response.json({ _id: 'f1', message: EXPORT_MESSAGES.started }, { status: 202 });
    }
    const list = lists[Math.min(call, lists.length - 1)]!;
    call += 1;
    return Response.json(list);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ExportFilesButton', () => {
  it('says there is no file yet', async () => {
    serve([{ groups: [], pending: 0 }]);
    renderWithProviders(<ExportFilesButton kind="sul" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download as CSV' });
    expect(await within(dialog).findByText(EXPORT_MESSAGES.empty)).toBeTruthy();
  });

  it('starts an export and lists the file by day once it is done', async () => {
    const fetchMock = serve([
      { groups: [], pending: 0 },
      { groups: [], pending: 1 },
      { groups: [{ title: '2026-11-24', files: [FILE] }], pending: 0 },
    ]);
    renderWithProviders(<ExportFilesButton kind="sul" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download as CSV' });
    await within(dialog).findByText(EXPORT_MESSAGES.empty);
    await userEvent.click(within(dialog).getByRole('button', { name: 'New export' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
    const link = await within(dialog).findByRole('link', { name: FILE.title });
    expect(link.getAttribute('href')).toBe(FILE.link);
    expect(link.getAttribute('download')).toBe(`${FILE.title}.csv`);
    const group = within(dialog).getByRole('region', { name: '2026-11-24' });
    expect(within(group).getByText(/Generated on .* · 42 rows/)).toBeTruthy();
  });

  it('fetches a file with the session token and hands it to the browser', async () => {
    setToken('staff-token');
    const fetchMock = serve([{ groups: [{ title: '2026-11-24', files: [FILE] }], pending: 0 }]);
    const saved = vi.fn<(blob: Blob) => string>(() => 'blob:file');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = saved;
        static override revokeObjectURL = vi.fn();
      },
    );
    renderWithProviders(<ExportFilesButton kind="sul" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download as CSV' });
    await userEvent.click(await within(dialog).findByRole('link', { name: FILE.title }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const call = fetchMock.mock.calls.find(([input]) => String(input) === FILE.link)!;
    expect(new Headers(call[1]?.headers).get('authorization')).toBe('Bearer staff-token');
  });
});
