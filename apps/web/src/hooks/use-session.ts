// Whether a session token exists, re-rendering when it appears or goes away.
import { useSyncExternalStore } from 'react';
import { getToken, subscribeToToken } from '../lib/auth-token';

export function useSession() {
  const token = useSyncExternalStore(subscribeToToken, getToken);
  return { token, isLoggedIn: token !== null };
}
