// GET /api/dashboard/showcase (public): the home carousel's books and the How It Works video.
// Typed, not parsed in the browser: it is on the landing page's first load (decision 022).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Showcase } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';

export const showcaseQuery = () =>
  queryOptions({
    queryKey: ['showcase'],
    queryFn: ({ signal }) => apiRequest<Showcase>('/api/dashboard/showcase', { signal }),
    staleTime: 5 * 60_000,
  });

export function useShowcase() {
  return useQuery(showcaseQuery());
}
