// Adding an application is for superadmins: an admin opening the page is told it may not (and the
// app's forbidden event fires); a superadmin gets the form.
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { MESSAGES, type CurrentUser } from '@bandbook/domain';
import { RequireAuth } from '../../../../app/require-auth';
import { onAuthEvent, type AuthEvent } from '../../../../lib/auth-events';
import { setToken } from '../../../../lib/auth-token';
import { makeUser, publicConfig } from '../../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ApplicationCreatePage } from './application-create-page';

afterEach(() => vi.unstubAllGlobals());

function renderAs(user: CurrentUser) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      if (String(input) === '/api/users/me') return Response.json(user);
      if (String(input) === '/api/config/public') return Response.json(publicConfig);
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  setToken('token');
  renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/admin/application/create" element={<ApplicationCreatePage />} />
        </Route>
      </Routes>
    </Suspense>,
    { route: '/admin/application/create' },
  );
}

describe('ApplicationCreatePage', () => {
  it('shows admins the forbidden notice and fires the forbidden event', async () => {
    const events: AuthEvent[] = [];
    const stop = onAuthEvent((event) => events.push(event));
    renderAs(makeUser({ role: 'admin' }));
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(events).toEqual(['forbidden']);
    stop();
  });

  it('gives superadmins the form', async () => {
    renderAs(makeUser({ role: 'superadmin' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add Application' })).toBeTruthy();
  });
});
