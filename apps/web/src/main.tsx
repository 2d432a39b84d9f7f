// Startup (spec section 1): https in production, drop a '#_=_' hash, read the public config (while
// the route's chunk and data load beside it), render. The first render waits for the route's code,
// so the page draws without a Suspense fallback (lazy-page.ts), and is then a transition, which React
// renders in slices that let the browser in between (a whole book page in one task blocked the main
// thread for 120 ms on a fast desktop). It never waits longer than the loading bar's delay after the
// config: a slow chunk renders at once, and shows the shell, its fallback and the loading bar as
// before (a transition would keep the page blank until every chunk it suspends on is in).
import { startTransition, StrictMode } from 'react';
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
  const codeIsIn =
    routeCode !== undefined &&
    (await Promise.race([
      routeCode.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), LOADING_BAR_DELAY_MS)),
    ]));
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (codeIsIn) startTransition(() => root.render(app));
  else root.render(app);
}

void start();
