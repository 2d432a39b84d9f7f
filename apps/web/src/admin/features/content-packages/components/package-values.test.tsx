// The package tabs keep what staff type and refuse it on its field (issue 44): 75 seconds and a price
// of -5 are shown as typed with the domain's message after Save, and nothing is sent; a chosen video,
// track or SoundCheck stem fills the duration in from the file, or says it could not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import {
  CONTENT_PACKAGE_MESSAGES as M,
  MEDIA_DURATION_MESSAGES,
  type AdminContentPackage,
} from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { FakeXhr, nextXhr } from '../../../ui/uploads/fake-xhr';
import { readMediaDuration } from '../../../ui/uploads/media-duration';
import type { ChannelChoice } from '../hooks/use-channel-choice';
import { PackageEditor } from './package-editor';

vi.mock('../../../ui/uploads/media-duration', () => ({ readMediaDuration: vi.fn() }));

const noTime = { hours: 0, minutes: 0, seconds: 0 };
const pkg: AdminContentPackage = {
  _id: 'p1',
  active: false,
  title: 'Blues Licks',
  subtitle: '',
  description: '',
  thumbnailImage: null,
  author: 'Ann Author',
  publisher: 'Bandbook Press',
  releaseDate: null,
  trialPeriodInDays: 0,
  catalogueNumber: null,
  genreIdList: [],
  instrumentIdList: [],
  skillLevelIdList: ['beginner'],
  contentChannelIdList: [],
  price: { isFree: false, points: 0, list: [{ currencyCode: 'USD', amount: 0 }] },
  content: {
    ebook: { title: '', pdfFilePath: null, trialVersionPdfFilePath: null },
    videoList: [
      {
        title: 'Lesson',
        description: '',
        trialVersion: false,
        durationInput: noTime,
        durationInSeconds: 0,
        previewImageFilePath: null,
        videoFilePath: null,
      },
    ],
    audioList: [
      {
        title: 'Tracks',
        trackList: [
          {
            _id: 't1',
            title: 'Take',
            trialVersion: false,
            audioFilePath: null,
            durationInput: noTime,
            durationInSeconds: 0,
          },
        ],
      },
    ],
    audioListZipFilePath: null,
    mmsList: [
      {
        title: 'Exercises',
        contentList: [
          {
            _id: 'i1',
            title: 'Blues',
            mmsId: 'blues-1',
            trialVersion: false,
            audioFilePath: null,
            durationInput: noTime,
            durationInSeconds: 0,
            exerciseFilePath: null,
            exerciseFiles: [],
          },
        ],
      },
    ],
  },
  fileUrls: {},
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 3,
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: null,
};

const CHANNELS: ChannelChoice = {
  options: [],
  names: new Map(),
  isShown: false,
  isRequired: false,
  initial: [],
  isLoading: false,
};
const OPTIONS = { genres: [], instruments: [], skillLevels: [] };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname !== '/api/amazon/aws/s3Policy') return Response.json(pkg);
    const key = `${url.searchParams.get('targetDir')}2025/02/${url.searchParams.get('fileName')}`;
    return Response.json({
      url: '/api/uploads',
      key,
      fields: [{ name: 'key', value: key }],
      policy: 'p',
      signature: 's',
      date: '20250201T000000Z',
      credentials: 'c',
      expiration: '2025-02-01T00:15:00.000Z',
      maxBytes: 5242880,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(readMediaDuration).mockReset();
});

type Tab = 'video' | 'audio' | 'pricing' | 'soundcheck';
function renderTab(tab: Tab) {
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <PackageEditor
            pkg={pkg}
            tab={tab}
            options={OPTIONS}
            channels={CHANNELS}
            currencyCodes={['USD']}
          />
        }
      />
    </Routes>,
    { route: `/admin/content-packages/edit/p1/${tab}` },
  );
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...new TextEncoder().encode(v)] : [v])),
  );
const box = (name: string, within_: HTMLElement = document.body) =>
  within(within_).getByRole('textbox', { name }) as HTMLInputElement;
const durationOf = (scope: HTMLElement) => {
  const group = within(scope).getByRole('group', { name: 'Duration' });
  return ['Hours', 'Minutes', 'Seconds'].map((name) => box(name, group).value);
};

describe('values kept as typed', () => {
  it('refuses 1 h 2 m 75 s on the seconds box instead of saving 1 h 2 m 59 s', async () => {
    renderTab('video');
    const user = userEvent.setup();
    await user.type(box('Hours'), '1');
    await user.type(box('Minutes'), '2');
    await user.type(box('Seconds'), '75');
    await user.tab();
    expect(box('Seconds').value).toBe('75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.seconds)).toBeTruthy();
    expect(box('Seconds').getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);
  });

  it('refuses a price of -5 instead of saving 5', async () => {
    renderTab('pricing');
    const user = userEvent.setup();
    const price = box('Price (USD)');
    await user.clear(price);
    await user.type(price, '-5');
    await user.tab();
    expect(price.value).toBe('-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.priceRequired)).toBeTruthy();
    expect(puts()).toEqual([]);
  });
});

describe('durations read from the chosen file', () => {
  const choose = (label: string, file: File) =>
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

  it('fills a video in from its MP4, still editable', async () => {
    vi.mocked(readMediaDuration).mockResolvedValue(3723.4);
    renderTab('video');
    choose(
      'Video',
      new File([bytes(0, 0, 0, 0x18, 'ftypisom')], 'lesson.mp4', { type: 'video/mp4' }),
    );
    expect(await screen.findByText(MEDIA_DURATION_MESSAGES.read('lesson.mp4', 3723))).toBeTruthy();
    const video = screen.getByRole('group', { name: 'Duration' }).parentElement!;
    expect(durationOf(video)).toEqual(['1', '2', '3']);
    expect(vi.mocked(readMediaDuration)).toHaveBeenCalledWith(expect.any(File), 'video');
    (await nextXhr()).answer(204);
    const user = userEvent.setup();
    await user.clear(box('Seconds'));
    await user.type(box('Seconds'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const sent = JSON.parse(String(puts()[0]![1]!.body)) as AdminContentPackage;
    expect(sent.content.videoList[0]?.durationInput).toEqual({ hours: 1, minutes: 2, seconds: 4 });
  });

  it('leaves a track for typing when its file cannot be read, and says so', async () => {
    vi.mocked(readMediaDuration).mockResolvedValue(null);
    renderTab('audio');
    choose('Audio', new File([bytes('ID3', 4, 0)], 'take.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByText(MEDIA_DURATION_MESSAGES.unreadable('take.mp3'))).toBeTruthy();
    expect(durationOf(screen.getByRole('group', { name: 'Track 1' }))).toEqual(['0', '0', '0']);
    expect(vi.mocked(readMediaDuration)).toHaveBeenCalledWith(expect.any(File), 'audio');
  });

  it('fills a SoundCheck item in from an audio stem, not from its MIDI file', async () => {
    vi.mocked(readMediaDuration).mockResolvedValue(62);
    renderTab('soundcheck');
    choose('Exercise File 1', new File([bytes('MThd', 0, 0, 0, 6)], 'reference.mid'));
    (await nextXhr()).answer(204);
    await screen.findByRole('button', { name: 'Remove Exercise File 1' });
    expect(vi.mocked(readMediaDuration)).not.toHaveBeenCalled();
    choose('Exercise File 2', new File([bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')], 'full.wav'));
    expect(await screen.findByText(MEDIA_DURATION_MESSAGES.read('full.wav', 62))).toBeTruthy();
    expect(durationOf(screen.getByRole('group', { name: 'Duration' }).parentElement!)).toEqual([
      '0',
      '1',
      '2',
    ]);
  });
});
