// GET /api/config/public: loaded before the app renders, then read synchronously everywhere.
// Like the other calls of the landing page (showcase, current user), its answer is typed but not
// parsed in the browser: the server serialises it through the same schema (decision 022).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => apiRequest<PublicConfig>('/api/config/public', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(publicConfigQuery()).data;
}
