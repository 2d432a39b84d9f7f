// The frame around every page: notices, header, main content, footer and the app-wide effects.
import { Suspense, useEffect, type ReactNode } from 'react';
import { AuthEventsHandler } from '../auth-events-handler';
import { loadModalRoutesOnIntent } from '../load-modal-routes';
import { PageLoader } from '../../ui/page-loader';
import shell from '../../ui/shell.module.css';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BrowserNotice } from './browser-notice';
import { LoadingBar } from './loading-bar';
import { ScrollToTop } from './scroll-to-top';
import classes from './app-layout.module.css';

interface AppLayoutProps {
  /** The page drawn (behind any modal): scrolling follows it, not the modal. */
  page: { pathname: string; hash: string };
  children: ReactNode;
  modal: ReactNode;
}

export function AppLayout({ page, children, modal }: AppLayoutProps) {
  useEffect(loadModalRoutesOnIntent, []);
  return (
    <div className={classes.shell}>
      <LoadingBar />
      <ScrollToTop pathname={page.pathname} hash={page.hash} />
      <AuthEventsHandler />
      <AppHeader />
      <main className={classes.main}>
        <BrowserNotice />
        <div className={`${shell.container} ${classes.content}`}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </div>
      </main>
      <AppFooter />
      <Suspense fallback={null}>{modal}</Suspense>
    </div>
  );
}
