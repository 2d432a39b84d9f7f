// GET /api/content-packages/{id}: one book with what this user may use of it (null file URLs for
// the rest).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { learnerPackageSchema } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';

export const bookQueryKey = ['books'] as const;

export const bookQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookQueryKey, id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/content-packages/${encodeURIComponent(id)}`, {
        schema: learnerPackageSchema,
        signal,
      }),
    staleTime: 30_000,
  });

export function useBookQuery(id: string | undefined) {
  return useQuery({ ...bookQuery(id ?? ''), enabled: Boolean(id) });
}
