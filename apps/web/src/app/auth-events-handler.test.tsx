import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { emitAuthEvent } from '../lib/auth-events';
import { renderWithProviders } from '../test/render';
import { AuthEventsHandler, FORBIDDEN_REDIRECT_MS } from './auth-events-handler';

describe('AuthEventsHandler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('says forbidden and goes to the library after 5 seconds', async () => {
    renderWithProviders(<AuthEventsHandler />, { route: '/faq' });
    act(() => emitAuthEvent('forbidden'));
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/faq');
    act(() => {
      vi.advanceTimersByTime(FORBIDDEN_REDIRECT_MS);
    });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/library');
  });

  it('opens the login modal when the session ends', () => {
    renderWithProviders(<AuthEventsHandler />, { route: '/faq' });
    act(() => emitAuthEvent('unauthorized'));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
