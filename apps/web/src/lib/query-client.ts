// One QueryClient for the app: no retries on 4xx answers (they will not change by retrying); and the
// refresh after a write.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Refetches what a write made stale. A query's first fetch still in flight was sent before the write
 * and would be kept (invalidation cancels a running fetch only when the query already has data, and
 * otherwise waits for it): cancel those first, so every key is read again after the write.
 */
export async function refreshQueries(client: QueryClient, ...queryKeys: QueryKey[]) {
  await Promise.all(queryKeys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
