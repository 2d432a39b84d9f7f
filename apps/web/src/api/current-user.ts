// GET /api/users/me, only asked while a token exists. Typed, not parsed in the browser: the header
// reads it on every page's first load (decision 022).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';
import { useSession } from '../hooks/use-session';

export const currentUserQueryKey = ['users', 'me'] as const;

export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => apiRequest<CurrentUser>('/api/users/me', { signal }),
    staleTime: 60_000,
  });

/** The logged-in user; `user` is undefined for guests and while loading. */
export function useCurrentUser() {
  const { isLoggedIn } = useSession();
  const query = useQuery({ ...currentUserQuery(), enabled: isLoggedIn });
  return {
    user: isLoggedIn ? query.data : undefined,
    isLoading: isLoggedIn && query.isPending,
    error: query.error,
  };
}
