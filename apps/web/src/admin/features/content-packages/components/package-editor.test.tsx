// The edit screen's form: leaving a tab with changes saves first (and stays when the form is invalid),
// and a stale version offers Reload (their version) or Overwrite (ours at their version).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CONTENT_PACKAGE_MESSAGES as M, type AdminContentPackage } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import type { ChannelChoice } from '../hooks/use-channel-choice';
import { PackageEditor } from './package-editor';

afterEach(() => vi.unstubAllGlobals());

const pkg = (overrides: Partial<AdminContentPackage> = {}): AdminContentPackage => ({
  _id: 'p1',
  active: false,
  title: 'Blues Licks',
  subtitle: '',
  description: '',
  thumbnailImage: null,
  author: 'Ann Author',
  publisher: 'Bandbook Press',
  releaseDate: '2024-05-01T00:00:00.000Z',
  trialPeriodInDays: 0,
  catalogueNumber: null,
  genreIdList: [],
  instrumentIdList: [],
  skillLevelIdList: ['beginner'],
  contentChannelIdList: [],
  price: { isFree: false, points: 0, list: [{ currencyCode: 'USD', amount: 0 }] },
  content: {
    ebook: { title: '', pdfFilePath: null, trialVersionPdfFilePath: null },
    videoList: [],
    audioList: [],
    audioListZipFilePath: null,
    mmsList: [],
  },
  fileUrls: {},
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 3,
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: null,
  ...overrides,
});

const CHANNELS: ChannelChoice = {
  options: [],
  names: new Map(),
  isShown: false,
  isRequired: false,
  initial: [],
  isLoading: false,
};
const OPTIONS = {
  genres: [],
  instruments: [],
  skillLevels: [{ value: 'beginner', label: 'Beginner' }],
};

function renderEditor(fetchMock: typeof fetch) {
  vi.stubGlobal('fetch', fetchMock);
  const editor = (tab: 'settings' | 'pricing') => (
    <PackageEditor
      pkg={pkg()}
      tab={tab}
      options={OPTIONS}
      channels={CHANNELS}
      currencyCodes={['USD']}
    />
  );
  renderWithProviders(
    <Routes>
      <Route path="/admin/content-packages/edit/p1/settings" element={editor('settings')} />
      <Route path="/admin/content-packages/edit/p1/pricing" element={editor('pricing')} />
    </Routes>,
    { route: '/admin/content-packages/edit/p1/settings' },
  );
}

const sentBodies = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('PackageEditor', () => {
  it('saves changes before leaving a tab, at the version read', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
      Response.json(pkg({ ...JSON.parse(String(init?.body)), version: 4 })),
    );
    renderEditor(fetchMock);
    const user = userEvent.setup();
    // Typing goes at the end of the value: 'Blues Licks' becomes 'Blues Licks 2'.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' 2');
    await user.click(screen.getByRole('tab', { name: 'Pricing' }));
    // Waits on what the user sees: the Pricing tab opens once the save is done.
    expect(await screen.findByRole('checkbox', { name: 'Free' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      '/admin/content-packages/edit/p1/pricing',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/content-packages/p1');
    expect(sentBodies(fetchMock)[0]).toMatchObject({ title: 'Blues Licks 2', version: 3 });
  });

  it('stays on the tab with the errors shown when the form is invalid', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    renderEditor(fetchMock);
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Author' }));
    await user.click(screen.getByRole('tab', { name: 'Pricing' }));
    expect(await screen.findByText(M.author)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      '/admin/content-packages/edit/p1/settings',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a stale version asks about the title both changed and saves ours at their version', async () => {
    const theirs = pkg({
      title: 'Their Title',
      version: 7,
      updatedBy: { _id: 'u2', username: 'bob' },
    });
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as { version: number };
      return body.version === 7
        ? Response.json(pkg({ title: 'Mine', version: 8 }))
        : Response.json(
            { message: 'bob changed this record since you opened it.', current: theirs },
            { status: 409 },
          );
    });
    renderEditor(fetchMock);
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/bob changed this record since you opened it\./)).toBeTruthy();

    // Both changed the title: ours is kept once chosen, and the save goes at their version.
    await user.click(screen.getByRole('radio', { name: 'Keep mine: “Mine”' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBodies(fetchMock)[1]).toMatchObject({ title: 'Mine', version: 7 });
  });

  it('Reload takes their version into the form', async () => {
    const theirs = pkg({ title: 'Their Title', version: 7 });
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        { message: 'Someone changed this record since you opened it.', current: theirs },
        { status: 409 },
      ),
    );
    renderEditor(fetchMock);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Subtitle' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Their Title',
    );
    expect((screen.getByRole('textbox', { name: 'Subtitle' }) as HTMLInputElement).value).toBe('');
  });
});
