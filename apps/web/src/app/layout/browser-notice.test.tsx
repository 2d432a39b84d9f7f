// The browser notice: iPhone and iPad visitors are pointed to the app, desktop Safari visitors told
// SoundCheck needs Chrome or the app; others see nothing. Its Alert loads only when it is shown.
import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '../../test/catalogue-fixtures';
import { renderWithProviders } from '../../test/render';
import { BrowserNotice } from './browser-notice';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function renderAs(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  renderWithProviders(
    <Suspense fallback={null}>
      <BrowserNotice />
      <p>page</p>
    </Suspense>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => Response.json(publicConfig)),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BrowserNotice', () => {
  it('points an iPhone to the app, and stays dismissed for the session', async () => {
    renderAs(IPHONE);
    const link = await screen.findByRole('link', { name: 'Get the iOS app' });
    expect(link.getAttribute('href')).toBe(publicConfig.appStoreUrl);
    expect(screen.getByText(/On iPhone and iPad, Bandbook works best in its app/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText(/works best in its app/)).toBeNull();
    expect(sessionStorage.getItem('bandbook.browserNoticeDismissed')).toBe('1');
  });

  it('tells desktop Safari that SoundCheck needs Chrome or the app', async () => {
    renderAs(MAC_SAFARI);
    expect(await screen.findByText(/SoundCheck does not work on Safari/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'iOS app' })).toBeTruthy();
  });

  it('shows nothing in Chrome', async () => {
    renderAs(CHROME);
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: 'Dismiss notice' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing to an iPhone that dismissed it earlier in the session', async () => {
    sessionStorage.setItem('bandbook.browserNoticeDismissed', '1');
    renderAs(IPHONE);
    await screen.findByText('page');
    expect(screen.queryByText(/works best in its app/)).toBeNull();
  });
});
