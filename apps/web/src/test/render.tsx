// Renders a component with the app's providers around it (Mantine, TanStack Query, a memory router
// on a blocking history as the app's, so an admin form's leave guard holds navigations here too).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router';
import { createBlockingHistory } from '../lib/blocking-history';
import { createQueryClient } from '../lib/query-client';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** What the app's router is given (app.tsx), over memory: v5Compat so that pushes are heard. */
export const createTestHistory = (route = '/') =>
  createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: [route], v5Compat: true }));

export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const history = createTestHistory(route);
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <HistoryRouter history={history} useTransitions={false}>
          {ui}
          <LocationProbe />
        </HistoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
