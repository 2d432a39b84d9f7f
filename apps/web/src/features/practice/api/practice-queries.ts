// The practice page's reads: the journal of takes (newest first, a page at a time) and the summary of
// a range of days in the learner's time zone; and deleting a take's kept recording.
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { practiceSummarySchema, takesPageSchema } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/query-client';

export const TAKES_PAGE_SIZE = 20;

export const takesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['practice', 'takes'],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(TAKES_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/api/practice/takes?${query.toString()}`, {
        schema: takesPageSchema,
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const summaryQuery = (range: { from: string; to: string; tz: string }) =>
  queryOptions({
    queryKey: ['practice', 'summary', range],
    queryFn: ({ signal }) =>
      apiRequest(`/api/practice/summary?${new URLSearchParams(range).toString()}`, {
        schema: practiceSummarySchema,
        signal,
      }),
  });

/** DELETE /api/practice/takes/:id/recording: the take stays in the journal, its recording goes. */
export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (takeId: string) =>
      apiRequest(`/api/practice/takes/${encodeURIComponent(takeId)}/recording`, {
        method: 'DELETE',
      }),
    onSuccess: () => refreshQueries(queryClient, ['practice', 'takes']),
  });
}
