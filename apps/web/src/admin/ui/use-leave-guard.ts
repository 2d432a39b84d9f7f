// Unsaved edits are never lost silently (issue 44): while a form holds changes, leaving its page in
// the app (a link, the breadcrumb, the header, the browser's back) waits for the user's answer, and
// reloading or closing the tab asks the browser's own question (beforeunload). Navigations inside
// the form's own route (a package's tabs, its preview modal) keep the form, so they pass; so do
// replacing navigations, the app's own redirects (a guard sending elsewhere, logging out).
import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_RouteContext, useBlocker, type BlockerFunction } from 'react-router';

export interface LeaveGuard {
  /** A navigation is held until the user stays or leaves. */
  isAsking: boolean;
  stay: () => void;
  leave: () => void;
}

const isWithin = (pathname: string, base: string) =>
  base === '/' || pathname === base || pathname.startsWith(`${base}/`);

/** `hasChanges` is asked when someone leaves, so it should read the form as it is then. */
export function useLeaveGuard(hasChanges: () => boolean): LeaveGuard {
  const check = useRef(hasChanges);
  useEffect(() => {
    check.current = hasChanges;
  });
  // The form's route, without what its splat matched (edit/:id/* keeps its tabs): the part of the
  // URL that stays while the form is drawn.
  const { matches } = useContext(UNSAFE_RouteContext);
  const routeBase = matches.at(-1)?.pathnameBase ?? '/';

  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation, historyAction }) =>
      historyAction !== 'REPLACE' && !isWithin(nextLocation.pathname, routeBase) && check.current(),
    [routeBase],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return {
    isAsking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
