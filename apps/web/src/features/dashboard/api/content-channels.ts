// GET /api/content-channels: the channels and their books, for the discover page's channel filter.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentChannelSchema } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export const contentChannelsQuery = () =>
  queryOptions({
    queryKey: ['content-channels'],
    queryFn: ({ signal }) =>
      apiRequest('/api/content-channels', { schema: z.array(contentChannelSchema), signal }),
    staleTime: 5 * 60_000,
  });

export function useContentChannels(isEnabled: boolean) {
  return useQuery({ ...contentChannelsQuery(), enabled: isEnabled });
}
