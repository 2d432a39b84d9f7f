// The frame around every page: notices, header, main content, footer and the app-wide effects.
import { Suspense, type ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { AuthEventsHandler } from '../auth-events-handler';
import { PageLoader } from '../../ui/page-loader';
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
  return (
    <div className={classes.shell}>
      <LoadingBar />
      <ScrollToTop pathname={page.pathname} hash={page.hash} />
      <AuthEventsHandler />
      <AppHeader />
      <Box component="main" className={classes.main}>
        <BrowserNotice />
        <Container size="lg" py="xl">
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Container>
      </Box>
      <AppFooter />
      <Suspense fallback={null}>{modal}</Suspense>
    </div>
  );
}
