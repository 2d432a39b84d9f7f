// GET /api/dashboard/dynamic (or /{channelId}): the learner's books, the tab lists and every book
// they may see (allList, also used to find a book by the slug in its URL). Typed, not parsed in the
// browser, like the book (decision 022): the library's and a book page's first load read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';

/** Every dashboard variant: invalidate this after anything that changes the user's books. */
export const dashboardQueryKey = ['dashboard'] as const;

export const dashboardQuery = (channelId?: string) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, channelId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<Dashboard>(
        channelId
          ? `/api/dashboard/dynamic/${encodeURIComponent(channelId)}`
          : '/api/dashboard/dynamic',
        { signal },
      ),
    staleTime: 30_000,
  });

export function useDashboard(channelId?: string) {
  return useQuery(dashboardQuery(channelId));
}
