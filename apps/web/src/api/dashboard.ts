// GET /api/dashboard/dynamic (or /{channelId}): the learner's books, the tab lists and every book
// they may see (allList, also used to find a book by the slug in its URL).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';

/** Every dashboard variant: invalidate this after anything that changes the user's books. */
export const dashboardQueryKey = ['dashboard'] as const;

export const dashboardQuery = (channelId?: string) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, channelId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(
        channelId
          ? `/api/dashboard/dynamic/${encodeURIComponent(channelId)}`
          : '/api/dashboard/dynamic',
        { schema: dashboardSchema, signal },
      ),
    staleTime: 30_000,
  });

export function useDashboard(channelId?: string) {
  return useQuery(dashboardQuery(channelId));
}
