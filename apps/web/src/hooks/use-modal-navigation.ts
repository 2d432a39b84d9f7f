// Opening and closing modal routes while keeping the page behind them.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getBackgroundLocation, readModalState, type ModalState } from '../lib/modal-location';

/** The location state a link to a modal route carries. */
export function useModalLinkState(extra: Omit<ModalState, 'backgroundLocation'> = {}): ModalState {
  const location = useLocation();
  const current = readModalState(location.state);
  return {
    backgroundLocation: getBackgroundLocation(location) ?? location,
    from: extra.from ?? current.from,
  };
}

export function useOpenModal() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, extra: Omit<ModalState, 'backgroundLocation'> = {}) => {
      const background = getBackgroundLocation(location);
      const state: ModalState = {
        backgroundLocation: background ?? location,
        from: extra.from ?? readModalState(location.state).from,
      };
      // Moving from one modal to another replaces it, so closing goes back to the page.
      void navigate(to, { state, replace: background !== undefined });
    },
    [location, navigate],
  );
}

/** Closes the modal by going to the page drawn behind it. */
export function useCloseModal() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const background = getBackgroundLocation(location);
    if (!background) return;
    void navigate(
      { pathname: background.pathname, search: background.search, hash: background.hash },
      { replace: true, state: background.state },
    );
  }, [location, navigate]);
}
