// Deleting one's own account from the profile: a wrong password stays on its field and the session
// stays; the right one ends the session on the home page with the server's message; an account
// without a password is asked for its email or username instead; a staff account is not offered it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@bandbook/domain';
import { getToken, setToken } from '../../../lib/auth-token';
import { renderWithProviders } from '../../../test/render';
import { YourData } from './your-data';

afterEach(() => vi.unstubAllGlobals());

function serve(answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>(async () => answers.shift()!);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const wrong = () =>
  Response.json(
    {
      message: MESSAGES.incorrectPassword,
      errors: { password: { message: MESSAGES.incorrectPassword } },
    },
    { status: 400 },
  );

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
  return screen.findByRole('dialog', { name: 'Delete My Account' });
}

describe('Delete My Account', () => {
  it('keeps the session on a wrong password, and ends it on the right one', async () => {
    setToken('learner-token');
    const fetchMock = serve([wrong(), Response.json({ message: MESSAGES.accountDeleted })]);
    renderWithProviders(
      <YourData user={{ hasPassword: true, role: 'user' }} onResult={vi.fn()} />,
      {
        route: '/profile',
      },
    );
    const dialog = await openDialog();
    const password = within(dialog).getByLabelText(/Your Password/);
    await userEvent.type(password, 'Wrong123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(MESSAGES.incorrectPassword)).toBeTruthy();
    expect(getToken()).toBe('learner-token');
    expect(screen.getByTestId('location').textContent).toBe('/profile');

    await userEvent.clear(password);
    await userEvent.type(password, 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(await screen.findByText(MESSAGES.accountDeleted)).toBeTruthy();
    const [input, init] = fetchMock.mock.calls[1]!;
    expect(String(input)).toBe('/api/users/me');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Secret123' });
  });

  it('asks an account without a password for its email or username', async () => {
    setToken('social-token');
    const fetchMock = serve([Response.json({ message: MESSAGES.accountDeleted })]);
    renderWithProviders(
      <YourData user={{ hasPassword: false, role: 'user' }} onResult={vi.fn()} />,
    );
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText(/Your Password/)).toBeNull();
    await userEvent.type(
      within(dialog).getByLabelText(/Your Email or Username/),
      'ada@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      confirm: 'ada@example.com',
    });
  });

  it('is not offered to a staff account', () => {
    renderWithProviders(
      <YourData user={{ hasPassword: true, role: 'admin' }} onResult={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Delete My Account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download My Data' })).toBeTruthy();
  });
});
