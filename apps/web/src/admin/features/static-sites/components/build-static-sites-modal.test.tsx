// The build modal: opening it starts a build, the progress is polled, and the link to the site shows
// once the build is done (or the error when it failed).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { StaticSiteBuild } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { BuildStaticSitesModal } from './build-static-sites-modal';

afterEach(() => vi.unstubAllGlobals());

const build = (overrides: Partial<StaticSiteBuild>): StaticSiteBuild => ({
  _id: 'b1',
  status: 'running',
  done: 1,
  total: 4,
  url: null,
  error: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

function stubApi(states: StaticSiteBuild[]) {
  let polls = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) === '/api/admin/static-sites' && init?.method === 'POST') {
      return Response.json({ _id: 'b1', status: 'queued' }, { status: 202 });
    }
    if (String(input) === '/api/admin/static-sites/b1') {
      const state = states[Math.min(polls, states.length - 1)]!;
      polls += 1;
      return Response.json(state);
    }
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('BuildStaticSitesModal', () => {
  it('starts a build, shows its progress, then the link to the site', async () => {
    const url = '/media/uploads/public/site/b1/index.html';
    const fetchMock = stubApi([
      build({}),
      build({ status: 'done', done: 4, total: 4, url, finishedAt: '2025-01-01T00:00:05.000Z' }),
    ]);
    renderWithProviders(<BuildStaticSitesModal opened onClose={() => {}} />);

    expect(await screen.findByRole('dialog', { name: 'Build Static Sites' })).toBeTruthy();
    const progress = await screen.findByRole('progressbar', { name: 'Build progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('1 / 4 pages')).toBeTruthy();

    const link = await screen.findByRole('link', { name: 'Open the built site (index.html)' });
    expect(link.getAttribute('href')).toBe(url);
    expect(screen.getByText('4 / 4 pages built.')).toBeTruthy();
    const starts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(starts).toHaveLength(1);
  });

  it('shows why a build failed', async () => {
    stubApi([build({ status: 'failed', error: 'Disk full' })]);
    renderWithProviders(<BuildStaticSitesModal opened onClose={() => {}} />);
    expect(await screen.findByText('Disk full')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Build Again' })).toBeTruthy();
  });
});
