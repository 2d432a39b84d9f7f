// GET /api/admin/content-channels (a page by name, 25 a page, sorted), GET /api/admin/content-channels/{id}
// and the package picker's options.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminContentChannelSchema,
  CONTENT_CHANNEL_PAGE_SIZE,
  contentChannelPageSchema,
  packageOptionsSchema,
  type ContentChannelSort,
} from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';

/** Every key of this feature starts here, so a save can invalidate them all. */
export const contentChannelsKey = ['admin', 'content-channels'] as const;

const base = '/api/admin/content-channels';

export const contentChannelListQuery = (page: number, search: string, sort: ContentChannelSort) =>
  queryOptions({
    queryKey: [...contentChannelsKey, 'list', page, search, sort],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        start: String((page - 1) * CONTENT_CHANNEL_PAGE_SIZE),
        limit: String(CONTENT_CHANNEL_PAGE_SIZE),
        search,
        sort,
      });
      return apiRequest(`${base}?${query.toString()}`, {
        schema: contentChannelPageSchema,
        signal,
      });
    },
  });

export const useContentChannelList = (page: number, search: string, sort: ContentChannelSort) =>
  useQuery({ ...contentChannelListQuery(page, search, sort), placeholderData: keepPreviousData });

export const contentChannelQuery = (id: string) =>
  queryOptions({
    queryKey: [...contentChannelsKey, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`${base}/${encodeURIComponent(id)}`, {
        schema: adminContentChannelSchema,
        signal,
      }),
  });

export const useContentChannel = (id: string) => useQuery(contentChannelQuery(id));

/** Every package the editor may pick (the select filters them as staff type). */
export const channelPackageOptionsQuery = () =>
  queryOptions({
    queryKey: [...contentChannelsKey, 'package-options'],
    queryFn: ({ signal }) =>
      apiRequest(`${base}/package-options`, { schema: packageOptionsSchema, signal }),
    staleTime: 60_000,
  });

export const useChannelPackageOptions = () => useQuery(channelPackageOptionsQuery());
