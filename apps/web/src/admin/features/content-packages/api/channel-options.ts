// GET /api/content-channels: every channel's id and name, for the package form's channel selector.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentChannelSchema } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';

export const channelOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'content-packages', 'channel-options'],
    queryFn: ({ signal }) =>
      apiRequest('/api/content-channels', { schema: z.array(contentChannelSchema), signal }),
    staleTime: 60_000,
  });

export const useChannelOptions = () => useQuery(channelOptionsQuery());
