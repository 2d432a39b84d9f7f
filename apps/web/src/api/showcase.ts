// GET /api/dashboard/showcase (public): the home carousel's books and the How It Works video.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { showcaseSchema } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';

export const showcaseQuery = () =>
  queryOptions({
    queryKey: ['showcase'],
    queryFn: ({ signal }) =>
      apiRequest('/api/dashboard/showcase', { schema: showcaseSchema, signal }),
    staleTime: 5 * 60_000,
  });

export function useShowcase() {
  return useQuery(showcaseQuery());
}
