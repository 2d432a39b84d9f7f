// Providers around the routes: Mantine (theme, notifications), TanStack Query, the router.
import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { cssVariablesResolver, theme } from './theme';

// The notices' container (with its transitions and scroll-lock helpers) loads after the first render;
// a notice shown before it arrives waits in the store and appears when it does.
const Notifications = lazy(() =>
  import('./notifications').then((module) => ({ default: module.Notifications })),
);

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <Notifications position="top-center" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        {/* Without transitions a navigation renders at once (flushSync in logout relies on it),
            and a route chunk still loading shows its Suspense fallback. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
