// POST /api/content-packages/{id}/download-token: a token that opens plain download links of one
// owned book for a few minutes, so the session token never goes into a URL. Renewed before it ends.
// Part of a book's first load, so typed, not parsed, like the book (decision 022).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadTokenResponse } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

const RENEW_BEFORE_END = 0.5;

export const downloadTokenQuery = (bookId: string) =>
  queryOptions({
    queryKey: ['books', bookId, 'download-token'],
    queryFn: () =>
      apiRequest<DownloadTokenResponse>(
        `/api/content-packages/${encodeURIComponent(bookId)}/download-token`,
        { method: 'POST' },
      ),
    staleTime: (query) => (query.state.data?.expiresInSeconds ?? 0) * 1000 * RENEW_BEFORE_END,
    refetchInterval: (query) =>
      (query.state.data?.expiresInSeconds ?? 600) * 1000 * RENEW_BEFORE_END,
  });

/** The current download token of a book the user owns; null while loading or for trials. */
export function useDownloadToken(bookId: string, isOwned: boolean): string | null {
  const { data } = useQuery({ ...downloadTokenQuery(bookId), enabled: isOwned });
  return isOwned ? (data?.accessToken ?? null) : null;
}
