import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setToken } from '../../../lib/auth-token';
import { makeBook, makeTrialBook } from '../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../test/render';
import { AudioTab } from './audio-tab';

afterEach(() => vi.unstubAllGlobals());

describe('AudioTab', () => {
  it('gives owners the zip and track downloads with a download token, not the session token', async () => {
    setToken('owner-token');
    const book = makeBook();
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === `/api/content-packages/${book._id}/download-token`
        ? Response.json({ accessToken: 'download-token', expiresInSeconds: 600 })
        : Response.json({ message: 'Not found.' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AudioTab book={book} />);
    const zip = await screen.findByRole('link', { name: 'Download All Tracks (zip)' });
    const href = new URL(zip.getAttribute('href') ?? '', 'http://app');
    expect(href.pathname).toBe('/download/audio');
    expect(href.searchParams.get('path')).toBe('uploads/audio/all.zip');
    expect(href.searchParams.get('accessToken')).toBe('download-token');
    expect(screen.getByRole('link', { name: 'Download First Groove' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Second Groove' })).toHaveProperty('disabled', false);
  });

  it('during a trial hides downloads and disables tracks outside the trial', () => {
    setToken('trial-token');
    renderWithProviders(<AudioTab book={makeTrialBook()} />);
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'First Groove' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Second Groove (not in the trial)' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('has named controls for the player', () => {
    renderWithProviders(<AudioTab book={makeBook()} />);
    for (const name of ['Play', 'Back 15 seconds', 'Forward 15 seconds', 'Increase tempo']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('slider', { name: 'Tempo' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeTruthy();
  });
});
