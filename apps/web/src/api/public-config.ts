// GET /api/config/public: loaded before the app renders, then read synchronously everywhere.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) =>
      apiRequest('/api/config/public', { schema: publicConfigSchema, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(publicConfigQuery()).data;
}
