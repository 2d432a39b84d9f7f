// The Settings form of a new package: the spec's package rules shown after submit (author and
// publisher 3-50, a skill level, a channel when there is one to choose), the channel taken for granted
// when the staff member has only one, and server field errors on their fields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_PACKAGE_MESSAGES as M } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import type { ChannelChoice } from '../hooks/use-channel-choice';
import type { ReferenceOptions } from './catalogue-fields';
import { PackageCreateForm } from './package-create-form';

afterEach(() => vi.unstubAllGlobals());

const OPTIONS: ReferenceOptions = {
  genres: [{ value: 'rock', label: 'Rock' }],
  instruments: [{ value: 'guitar', label: 'Guitar' }],
  skillLevels: [
    { value: 'beginner', label: 'Beginner' },
    { value: 'advanced', label: 'Advanced' },
  ],
};

const channels = (overrides: Partial<ChannelChoice> = {}): ChannelChoice => ({
  options: [
    { value: 'c1', label: 'Main' },
    { value: 'c2', label: 'Rhythm Section Press' },
  ],
  names: new Map([
    ['c1', 'Main'],
    ['c2', 'Rhythm Section Press'],
  ]),
  isShown: true,
  isRequired: true,
  initial: [],
  isLoading: false,
  ...overrides,
});

/** Fills every required field but the channels. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Blues Licks');
  await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Ann Author');
  await user.type(screen.getByRole('textbox', { name: 'Publisher' }), 'Bandbook Press');
  await user.click(screen.getByRole('combobox', { name: 'Skill Levels' }));
  await user.click(await screen.findByRole('option', { name: 'Beginner', hidden: true }));
}

describe('PackageCreateForm', () => {
  it('names every field as the spec does', () => {
    renderWithProviders(
      <PackageCreateForm options={OPTIONS} channels={channels()} onCreated={() => {}} />,
    );
    for (const name of ['Title', 'Subtitle', 'Author', 'Publisher', 'Catalogue Number']) {
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
    expect(screen.getByLabelText('Release Date')).toBeTruthy();
    expect(screen.getByLabelText('Trial Period in Days')).toBeTruthy();
    expect(screen.getByLabelText('Description')).toBeTruthy();
    for (const name of ['Genres', 'Instruments', 'Skill Levels', 'Content Channels']) {
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows the package rules after submit and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(
      <PackageCreateForm options={OPTIONS} channels={channels()} onCreated={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Al');
    await user.type(screen.getByRole('textbox', { name: 'Publisher' }), 'P'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      M.titleRequired,
      M.author,
      M.publisher,
      M.skillRequired,
      M.channelRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a package of a one-channel admin in that channel, without asking', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ message: M.channelRequired }, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const one = channels({
      options: [{ value: 'c1', label: 'Main' }],
      isShown: false,
      initial: ['c1'],
    });
    renderWithProviders(
      <PackageCreateForm options={OPTIONS} channels={one} onCreated={() => {}} />,
    );
    expect(screen.queryByRole('combobox', { name: 'Content Channels' })).toBeNull();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/content-packages');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Blues Licks',
      skillLevelIdList: ['beginner'],
      contentChannelIdList: ['c1'],
    });
  });

  it('shows server field errors on their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json(
          {
            message: M.channelNotYours,
            errors: { contentChannelIdList: { message: M.channelNotYours } },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <PackageCreateForm
        options={OPTIONS}
        channels={channels({ initial: ['c2'] })}
        onCreated={() => {}}
      />,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.channelNotYours)).toBeTruthy();
  });
});
