// Unsaved edits are never lost silently (issue 44): while a form holds changes, leaving its page in
// the app (a link, the breadcrumb, the header, the browser's back) waits for the user's answer, and
// reloading or closing the tab asks the browser's own question (beforeunload). Navigations inside
// the form's own route (a package's tabs, its preview modal) keep the form, so they pass; so do
// replacing navigations, the app's own redirects (a guard sending elsewhere, logging out). The hold
// is the app's history's (lib/blocking-history.ts, decision 058), not a data router's useBlocker.
import { useContext, useEffect, useRef, useState } from 'react';
import { NavigationType, UNSAFE_NavigationContext, UNSAFE_RouteContext } from 'react-router';
import { isBlockingHistory } from '../../lib/blocking-history';

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

  // The router's navigator is the history it was given (app.tsx, test/render.tsx); under another
  // router nothing is held, and only the reload's question is left.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // What performs the held navigation, while the user is asked.
  const [held, setHeld] = useState<{ retry: () => void } | null>(null);
  useEffect(() => {
    if (!isBlockingHistory(navigator)) return;
    return navigator.block({
      shouldBlock: ({ action, location }) =>
        action !== NavigationType.Replace &&
        !isWithin(location.pathname, routeBase) &&
        check.current(),
      onHeld: (retry) => setHeld({ retry }),
    });
  }, [navigator, routeBase]);

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
    isAsking: held !== null,
    stay: () => setHeld(null),
    leave: () => {
      setHeld(null);
      held?.retry();
    },
  };
}
