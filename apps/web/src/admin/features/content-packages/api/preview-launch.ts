// POST /api/admin/content-packages/{id}/soundcheck/{contentId}/launch: a preview token for the
// SoundCheck player (results are not saved), so staff can play an item of a draft in the preview.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { soundCheckLaunchTokenSchema } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';

export const previewLaunchQuery = (packageId: string, contentId: string) =>
  queryOptions({
    queryKey: ['admin', 'content-packages', 'preview-launch', packageId, contentId],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/admin/content-packages/${encodeURIComponent(packageId)}/soundcheck/${encodeURIComponent(contentId)}/launch`,
        { method: 'POST', schema: soundCheckLaunchTokenSchema, signal },
      ),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const usePreviewLaunch = (packageId: string, contentId: string | null, enabled: boolean) =>
  useQuery({
    ...previewLaunchQuery(packageId, contentId ?? ''),
    enabled: enabled && Boolean(contentId),
  });
