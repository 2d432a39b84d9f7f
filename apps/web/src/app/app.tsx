// Providers around the routes: Mantine (theme, notifications), TanStack Query, the router.
import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoutes } from './app-routes';
import { NoticesHost } from './notices-host';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

// A data router with one route that draws the route table (app-routes.tsx, with its own <Routes>
// and the modal routes' background location): the data router is what lets an admin form hold a
// navigation back while it has unsaved changes (useBlocker, admin/ui/use-leave-guard.ts); the
// routes themselves stay where they were, without loaders.
const createRouter = () => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function App({ queryClient }: { queryClient: QueryClient }) {
  // Made on first render, not when this module loads: main.tsx tidies the URL (a '#_=_' hash)
  // before it renders, and the router reads the location it starts from when it is made.
  const [router] = useState(createRouter);
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
        <RouterProvider router={router} useTransitions={false} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
