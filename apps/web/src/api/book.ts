// GET /api/content-packages/{id}: one book with what this user may use of it (null file URLs for
// the rest). Typed, not parsed in the browser: the server sends it through its serializer that a
// test holds to the schema's output, and parsing it cost the book page's first load (decision 022).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerPackage } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';

export const bookQueryKey = ['books'] as const;

export const bookQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookQueryKey, id],
    queryFn: ({ signal }) =>
      apiRequest<LearnerPackage>(`/api/content-packages/${encodeURIComponent(id)}`, { signal }),
    staleTime: 30_000,
  });

export function useBookQuery(id: string | undefined) {
  return useQuery({ ...bookQuery(id ?? ''), enabled: Boolean(id) });
}
