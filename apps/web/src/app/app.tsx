// Providers around the routes: Mantine (theme, notifications), TanStack Query, the router.
import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createBlockingHistory } from '../lib/blocking-history';
import { AppRoutes } from './app-routes';
import { NoticesHost } from './notices-host';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

// BrowserRouter's own history (v5Compat: its listener hears pushes too, as BrowserRouter's does),
// wrapped so that an admin form with unsaved changes can hold a navigation back
// (admin/ui/use-leave-guard.ts). Not a data router: its useBlocker would more than double the
// react-router code of every first load (decisions 058 and 022).
const createHistory = () =>
  createBlockingHistory(UNSAFE_createBrowserHistory({ window, v5Compat: true }));

export function App({ queryClient }: { queryClient: QueryClient }) {
  // Made on first render, not when this module loads: main.tsx tidies the URL (a '#_=_' hash)
  // before it renders, and the history reads the location it starts from when it is made.
  const [history] = useState(createHistory);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
    >
      <NoticesHost />
      <QueryClientProvider client={queryClient}>
        {/* Without transitions a navigation renders at once (flushSync in logout relies on it),
            and a route chunk still loading shows its Suspense fallback. */}
        <HistoryRouter history={history} useTransitions={false}>
          <AppRoutes />
        </HistoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
