// GET /api/users/me, only asked while a token exists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserSchema } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';
import { useSession } from '../hooks/use-session';

export const currentUserQueryKey = ['users', 'me'] as const;

export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/users/me', { schema: currentUserSchema, signal }),
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
