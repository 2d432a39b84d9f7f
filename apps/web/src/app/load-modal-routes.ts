// The modal routes' chunk (modal-routes.tsx), loaded once: when a modal is drawn, at startup when the
// first page is a modal's, or as soon as a link to a modal is pointed at or focused, so the modal's
// own chunk is all a click waits for.
import { isModalPath } from '../lib/modal-location';
import type { ModalRoutes } from './modal-routes';

type ModalRoutesModule = { default: typeof ModalRoutes };

let loading: Promise<ModalRoutesModule> | undefined;

export function loadModalRoutes(): Promise<ModalRoutesModule> {
  loading ??= import('./modal-routes').then(
    (module) => ({ default: module.ModalRoutes }),
    (error: unknown) => {
      loading = undefined; // a failed chunk (a dropped connection) is asked for again next time
      throw error;
    },
  );
  return loading;
}

/** Loads the modal routes when the user points at or focuses a link to a modal; returns the cleanup. */
export function loadModalRoutesOnIntent(): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (
      link instanceof HTMLAnchorElement &&
      link.origin === window.location.origin &&
      isModalPath(link.pathname)
    ) {
      stop();
      loadModalRoutes().catch(() => {
        // Drawing the modal asks again and shows the failure.
      });
    }
  };
  const stop = () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return stop;
}
