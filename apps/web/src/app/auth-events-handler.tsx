// Reacts to the API client's events: 401 opens the login modal (the token is already gone),
// 403 (a page or a read the user may not open; a refused write stays with its form) says so and
// goes to the library after 5 seconds.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { FORBIDDEN_MESSAGE } from '@bandbook/domain';
import { onAuthEvent } from '../lib/auth-events';
import { getBackgroundLocation, toHref, type ModalState } from '../lib/modal-location';
import { paths } from '../lib/paths';
import { isProtectedPath } from '../lib/protected-paths';

export const FORBIDDEN_REDIRECT_MS = 5000;

export function AuthEventsHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const locationRef = useRef(location);
  const forbiddenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    const stop = onAuthEvent((event) => {
      if (event === 'unauthorized') {
        queryClient.removeQueries({ queryKey: ['users'] });
        const current = locationRef.current;
        const page = getBackgroundLocation(current) ?? current;
        const isPublic = !isProtectedPath(page.pathname);
        const state: ModalState = {
          backgroundLocation: isPublic ? page : undefined,
          from: isPublic ? undefined : toHref(page),
        };
        void navigate(paths.login, { state, replace: current.pathname === paths.login });
        return;
      }
      notifications.show({ id: 'forbidden', color: 'red', message: FORBIDDEN_MESSAGE });
      clearTimeout(forbiddenTimer.current);
      forbiddenTimer.current = setTimeout(() => {
        void navigate(paths.library);
      }, FORBIDDEN_REDIRECT_MS);
    });
    return () => {
      stop();
      clearTimeout(forbiddenTimer.current);
    };
  }, [navigate, queryClient]);

  return null;
}
