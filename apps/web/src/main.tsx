// Startup (spec section 1): https in production, drop a '#_=_' hash, read the public config (while
// the route's chunk and data load beside it), render: once the route's code is in, so the page
// draws without a Suspense fallback (lazy-page.ts), but never later than the loading bar's delay
// after the config, so a slow chunk shows the shell and its loading bar as before.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/shell-styles';
import './lib/zod-config';
import { publicConfigQuery } from './api/public-config';
import { App } from './app/app';
import { startEarly } from './app/start-early';
import { getErrorMessage } from './lib/api-error';
import { LOADING_BAR_DELAY_MS } from './app/layout/loading-bar';
import { getToken } from './lib/auth-token';
import { getHttpsRedirectUrl } from './lib/https-redirect';
import { closeEarlyResponses } from './lib/early-responses';
import { createQueryClient } from './lib/query-client';

function removeFacebookHash() {
  if (window.location.hash === '#_=_') {
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }
}

async function start() {
  const httpsUrl = getHttpsRedirectUrl(new URL(window.location.href), import.meta.env.PROD);
  if (httpsUrl) {
    window.location.replace(httpsUrl);
    return;
  }
  removeFacebookHash();

  const root = createRoot(document.getElementById('root') as HTMLElement);
  const queryClient = createQueryClient();
  closeEarlyResponses();
  const routeCode = startEarly(
    window.location.pathname,
    queryClient,
    getToken() !== null,
    window.location.search,
  );
  try {
    await queryClient.fetchQuery(publicConfigQuery());
  } catch (error) {
    // Its page (an Alert and a Button) loads only when it is needed, not on every first load.
    const { StartupError } = await import('./app/startup-error');
    root.render(<StartupError message={getErrorMessage(error)} />);
    return;
  }
  if (routeCode) {
    await Promise.race([
      routeCode,
      new Promise((resolve) => setTimeout(resolve, LOADING_BAR_DELAY_MS)),
    ]);
  }
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
