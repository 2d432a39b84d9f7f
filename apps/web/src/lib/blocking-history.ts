// A history that can hold a navigation until someone answers (an admin form's leave guard,
// admin/ui/use-leave-guard.ts). It wraps React Router's own browser (or memory) history and is
// given to unstable_HistoryRouter: React Router's data router has useBlocker built in, but it more
// than doubles the react-router code that every first load takes (decision 058, 022). A push or
// replace that a blocker holds waits; a back/forward (popstate, which cannot be prevented) is
// undone at once, and only then asked about, so the address bar shows the page still drawn.
import type { HistoryRouterProps, To } from 'react-router';
import { NavigationType, parsePath } from 'react-router';

type History = HistoryRouterProps['history'];
type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

export interface NextNavigation {
  action: NavigationType;
  location: { pathname: string; search?: string; hash?: string };
}

/** Says whether to hold a navigation; `onHeld` then gets what performs it, if the user goes on. */
export interface Blocker {
  shouldBlock: (next: NextNavigation) => boolean;
  onHeld: (retry: () => void) => void;
}

export interface BlockingHistory extends History {
  /** Registers a blocker; returns what removes it. The latest registered is asked first. */
  block: (blocker: Blocker) => () => void;
}

export const isBlockingHistory = (navigator: object): navigator is BlockingHistory =>
  'block' in navigator && typeof navigator.block === 'function';

export function createBlockingHistory(inner: History): BlockingHistory {
  const blockers: Blocker[] = [];
  // A held back/forward: the pop that undoes it is swallowed, then its blocker is asked.
  let undoing: { blocker: Blocker; delta: number } | null = null;
  // The pop a retry starts goes through without asking.
  let retryingPop = false;

  const holder = (next: NextNavigation) =>
    blockers.findLast((blocker) => blocker.shouldBlock(next));

  const guarded =
    (action: NavigationType, go: History['push']) =>
    (to: To, state?: unknown): void => {
      const path = typeof to === 'string' ? parsePath(to) : to;
      const location = { ...path, pathname: path.pathname ?? inner.location.pathname };
      const blocker = holder({ action, location });
      if (blocker) blocker.onHeld(() => go(to, state));
      else go(to, state);
    };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: guarded(NavigationType.Push, (to, state) => inner.push(to, state)),
    replace: guarded(NavigationType.Replace, (to, state) => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update: Update) => {
        if (update.action !== NavigationType.Pop) return listener(update);
        if (undoing) {
          // The router never saw the held pop, so it must not see its undoing either.
          const { blocker, delta } = undoing;
          undoing = null;
          blocker.onHeld(() => {
            retryingPop = true;
            inner.go(delta);
          });
          return;
        }
        const blocker = retryingPop ? undefined : holder(update);
        retryingPop = false;
        // Without a delta (an entry this history did not write) the pop cannot be undone.
        if (!blocker || update.delta === null) return listener(update);
        undoing = { blocker, delta: update.delta };
        inner.go(-update.delta);
      });
    },
    block(blocker) {
      blockers.push(blocker);
      return () => {
        const at = blockers.indexOf(blocker);
        if (at >= 0) blockers.splice(at, 1);
      };
    },
  };
}
