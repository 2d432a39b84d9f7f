// The build modal: opening it shows the newest build and starts nothing; Build (or Build Again) starts
// one, whose progress is polled until the link to the site shows (or the error when it failed).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaticSiteBuild } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { BuildStaticSitesModal } from './build-static-sites-modal';

afterEach(() => vi.unstubAllGlobals());

const URL_OF_SITE = '/media/uploads/public/site/b2/index.html';

const build = (overrides: Partial<StaticSiteBuild>): StaticSiteBuild => ({
  _id: 'b2',
  status: 'running',
  done: 1,
  total: 4,
  url: null,
  error: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

/** The API: the newest build (or none), and build b2's states in turn once it is polled. */
function stubApi({
  latest,
  states,
}: {
  latest: StaticSiteBuild | null;
  states: StaticSiteBuild[];
}) {
  let polls = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/admin/static-sites' && init?.method === 'POST') {
      return Response.json({ _id: 'b2', status: 'queued' }, { status: 202 });
    }
    if (url === '/api/admin/static-sites/latest') {
      return latest
        ? Response.json(latest)
        : Response.json({ message: 'No static site has been built yet.' }, { status: 404 });
    }
    if (url === `/api/admin/static-sites/${latest?._id}` && latest?._id !== 'b2') {
      return Response.json(latest);
    }
    if (url === '/api/admin/static-sites/b2') {
      const state = states[Math.min(polls, states.length - 1)]!;
      polls += 1;
      return Response.json(state);
    }
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const starts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('BuildStaticSitesModal', () => {
  it('starts nothing on opening; Build starts one and follows it to the link of the site', async () => {
    const fetchMock = stubApi({
      latest: null,
      states: [
        build({}),
        build({
          status: 'done',
          done: 4,
          total: 4,
          url: URL_OF_SITE,
          finishedAt: '2025-01-01T00:00:05.000Z',
        }),
      ],
    });
    renderWithProviders(<BuildStaticSitesModal opened onClose={() => {}} />);

    expect(await screen.findByRole('dialog', { name: 'Build Static Sites' })).toBeTruthy();
    expect(await screen.findByText('No static site has been built yet.')).toBeTruthy();
    expect(starts(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Build' }));
    const progress = await screen.findByRole('progressbar', { name: 'Build progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    const link = await screen.findByRole('link', { name: 'Open the built site (index.html)' });
    expect(link.getAttribute('href')).toBe(URL_OF_SITE);
    expect(screen.getByText('4 / 4 pages built.')).toBeTruthy();
    expect(starts(fetchMock)).toHaveLength(1);
  });

  it('follows a build under way without starting another', async () => {
    const fetchMock = stubApi({
      latest: build({}),
      states: [
        build({}),
        build({
          status: 'done',
          done: 4,
          total: 4,
          url: URL_OF_SITE,
          finishedAt: '2025-01-01T00:00:05.000Z',
        }),
      ],
    });
    renderWithProviders(<BuildStaticSitesModal opened onClose={() => {}} />);

    expect(
      await screen.findByRole('link', { name: 'Open the built site (index.html)' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Build Again' })).toBeTruthy();
    expect(starts(fetchMock)).toHaveLength(0);
  });

  it('shows why the last build failed, and offers Build Again', async () => {
    const fetchMock = stubApi({
      latest: build({ _id: 'b1', status: 'failed', error: 'Disk full' }),
      states: [build({})],
    });
    renderWithProviders(<BuildStaticSitesModal opened onClose={() => {}} />);
    expect(await screen.findByText('Disk full')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Build Again' })).toBeTruthy();
    expect(starts(fetchMock)).toHaveLength(0);
  });
});
