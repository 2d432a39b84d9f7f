// Providers around the routes: Mantine (theme, notifications), TanStack Query, the router.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { NoticesHost } from './notices-host';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

export function App({ queryClient }: { queryClient: QueryClient }) {
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
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
