// The content channel form: Name required (shown after submit, nothing sent), packages added from the
// select, reordered with the move buttons and removed, saved in that order at the version read, and
// the conflict choice on a stale version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_CHANNEL_MESSAGES, type AdminContentChannel } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { ContentChannelForm } from './content-channel-form';

afterEach(() => vi.unstubAllGlobals());

const ids = {
  blues: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  funk: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  jazz: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
};
const OPTIONS = [
  { _id: ids.blues, title: 'Blues Licks' },
  { _id: ids.funk, title: 'Funk Bass' },
  { _id: ids.jazz, title: 'Jazz Chords' },
];

const channel = (overrides: Partial<AdminContentChannel> = {}): AdminContentChannel => ({
  _id: 'ch1',
  name: 'Bandbook',
  list: [ids.blues, ids.funk, ids.jazz],
  packages: OPTIONS,
  isMain: false,
  canDelete: true,
  version: 3,
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: null,
  ...overrides,
});

/** Answers the package options; writes get `onWrite`'s answer. */
function serve(onWrite: () => Response = () => Response.json(channel())) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/admin/content-channels/package-options') return Response.json(OPTIONS);
    if (init?.method === 'POST' || init?.method === 'PUT') return onWrite();
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const writes = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST');
const listed = () =>
  within(screen.getByRole('list', { name: 'Content packages of this channel' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ContentChannelForm', () => {
  it('requires a Name after submit and sends nothing', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderWithProviders(<ContentChannelForm canSave onSaved={() => {}} />);
    expect(
      screen.getByText('No content packages yet: add some with the select above.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTENT_CHANNEL_MESSAGES.nameRequired)).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('adds packages from the select and posts them in order with the count shown', async () => {
    const fetchMock = serve();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ContentChannelForm canSave onSaved={onSaved} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rhythm');
    // The options arrive from the server first.
    await screen.findByPlaceholderText('Search by title');
    const select = screen.getByRole('combobox', { name: 'Add a content package' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Jazz Chords', hidden: true }));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Blues Licks', hidden: true }));
    expect(listed()).toEqual(['1.Jazz Chords', '2.Blues Licks']);
    expect(screen.getByText('2 content packages')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/admin/content-channels');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Rhythm', list: [ids.jazz, ids.blues] });
  });

  it('reorders with Move up / Move down, removes, and saves at the version read', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderWithProviders(<ContentChannelForm channel={channel()} canSave onSaved={() => {}} />);
    expect(screen.getByRole('button', { name: 'Move Blues Licks up' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Move Jazz Chords up' }));
    await user.click(screen.getByRole('button', { name: 'Move Blues Licks down' }));
    expect(listed()).toEqual(['1.Jazz Chords', '2.Blues Licks', '3.Funk Bass']);
    await user.click(screen.getByRole('button', { name: 'Remove Funk Bass' }));
    expect(screen.getByText('2 content packages')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/admin/content-channels/ch1');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Bandbook',
      list: [ids.jazz, ids.blues],
      version: 3,
    });
  });

  it('on a stale version reloads their channel, or saves the merge at their version', async () => {
    const current = channel({ name: 'Renamed', list: [ids.funk], version: 4 });
    const fetchMock = serve(() =>
      Response.json(
        { message: 'boss changed this record since you opened it.', current },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentChannelForm channel={channel()} canSave onSaved={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/boss changed this record/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Renamed',
    );
    expect(listed()).toEqual(['1.Funk Bass']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Stale again with nothing changed on either side: nothing conflicts, Save sends at their version.
    expect(await screen.findByText(/Nothing conflicts/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(3));
    const bodies = writes(fetchMock).map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.at(-1)).toEqual({ name: 'Renamed', list: [ids.funk], version: 4 });
  });

  it('is read-only without the right to save', () => {
    serve();
    renderWithProviders(
      <ContentChannelForm channel={channel()} canSave={false} onSaved={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Funk Bass' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
