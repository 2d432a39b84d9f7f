// GET /api/admin/static-sites/latest (the newest build, or 404 when none was ever made),
// POST /api/admin/static-sites (start a build, or join the one under way) and
// GET /api/admin/static-sites/{id}, polled every second until the build is done or failed.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { isBuildFinished, staticSiteBuildSchema, staticSiteStartedSchema } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';
import { isApiError } from '../../../../lib/api-error';

export const BUILD_POLL_MS = 1000;

export const startStaticSiteBuild = () =>
  apiRequest('/api/admin/static-sites', { method: 'POST', schema: staticSiteStartedSchema });

/** The newest build, or null when no site has been built yet. */
export const latestStaticSiteBuildQuery = queryOptions({
  queryKey: ['admin', 'static-sites', 'latest'],
  queryFn: async ({ signal }) => {
    try {
      return await apiRequest('/api/admin/static-sites/latest', {
        schema: staticSiteBuildSchema,
        signal,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
});

export const useLatestStaticSiteBuild = () => useQuery(latestStaticSiteBuildQuery);

export const useStartStaticSiteBuild = () => useMutation({ mutationFn: startStaticSiteBuild });

export const staticSiteBuildQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'static-sites', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/static-sites/${encodeURIComponent(id)}`, {
        schema: staticSiteBuildSchema,
        signal,
      }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isBuildFinished(status) ? false : BUILD_POLL_MS;
    },
  });

export const useStaticSiteBuild = (id: string | undefined) =>
  useQuery({ ...staticSiteBuildQuery(id ?? ''), enabled: Boolean(id) });
