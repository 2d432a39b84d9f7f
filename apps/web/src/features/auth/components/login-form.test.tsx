import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@bandbook/domain';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the rule only after submit, then the server message', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ message: MESSAGES.loginFailed }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);

    await user.type(screen.getByLabelText('Username or Email'), 'an');
    await user.tab();
    expect(screen.queryByText(MESSAGES.loginRequired)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findAllByText(MESSAGES.loginRequired)).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Username or Email'), 'n');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/auth/local',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
