// Every route is its own chunk; the chunk load is tracked so the loading bar can show it. A route
// loads the whole Mantine stylesheet with its chunk, unless it names a lighter set (`styles`: the
// shell's alone on the landing page, the learner pages' components on library, discover and a book).
//
// A page is drawn from its module at once once the module has loaded (React's `use` reads a settled
// promise without suspending), where React.lazy suspends on its first render however early its code
// arrived. That matters on a first load: start-early.ts asks for the route's code before React
// draws, and a page that suspends shows its fallback and then React holds the page back for 300 ms
// after it (its throttle on revealed Suspense content), which was most of a book page's time to its
// largest paint once its code and data were in.
import { createElement, use, type ComponentType } from 'react';
import { trackLoading } from '../lib/loading-tracker';

/** How long a route waits for the stylesheet before it draws anyway. */
const STYLES_WAIT_MS = 3000;

/**
 * A page's stylesheet, awaited so a route never draws unstyled; but a stylesheet that fails, or is
 * slow beyond reason, must not keep the route (a login modal, say) from appearing at all.
 */
const awaitStyles = (styles: Promise<unknown>) =>
  Promise.race([
    styles.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, STYLES_WAIT_MS)),
  ]);

export const loadFullStyles = () => awaitStyles(import('./full-styles'));

/**
 * The stylesheet a page draws with, beyond the shell's: the whole Mantine stylesheet (`full`), the
 * components of the learner's library, discover and book pages (`learner`, learner-styles.ts), or
 * none (`shell`: the landing page, so its first load stays light; see shell-styles.ts).
 */
export type PageStyles = 'full' | 'learner' | 'shell';

const loadStyles: Record<PageStyles, () => Promise<unknown> | undefined> = {
  full: loadFullStyles,
  learner: () => awaitStyles(import('./learner-styles')),
  shell: () => undefined,
};

/**
 * Marks the promise with how it settled, as React does with the promises it is given: `use` reads a
 * settled one at once.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  // The handlers return nothing: returning the promise itself would chain its rejection onward.
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}

export interface LazyPage<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the page's code (once), so it draws without suspending when it is first rendered. */
  preload: () => Promise<ComponentType<P>>;
}

export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  { styles = 'full' }: { styles?: PageStyles } = {},
): LazyPage<P> {
  let page: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (page ??= settled(
      trackLoading(Promise.all([load(), loadStyles[styles]()])).then(([module]) => module[name]),
    ));
  // A load that failed throws here, to the nearest error boundary, as React.lazy's does.
  const Page = (props: P) => createElement(use(preload()), props);
  return Object.assign(Page, { preload });
}
