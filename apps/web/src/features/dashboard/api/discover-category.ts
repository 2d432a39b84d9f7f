// GET /api/dashboard/discover/{category}/{id}?page=N: one page (14 books) of a genre or instrument.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discoverPageSchema } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';
import type { DiscoverCategory } from '../../../lib/paths';

export const discoverCategoryQuery = (category: DiscoverCategory, id: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'discover', category, id, page],
    queryFn: ({ signal }) =>
      apiRequest(`/api/dashboard/discover/${category}/${encodeURIComponent(id)}?page=${page}`, {
        schema: discoverPageSchema,
        signal,
      }),
    staleTime: 30_000,
  });

export function useDiscoverCategory(category: DiscoverCategory, id: string, page: number) {
  return useQuery({
    ...discoverCategoryQuery(category, id, page),
    placeholderData: keepPreviousData,
  });
}
