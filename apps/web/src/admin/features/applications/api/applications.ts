// GET /api/admin/applications (a page by name, 25 a page) and GET /api/admin/applications/{id}.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICATION_PAGE_SIZE, applicationPageSchema, applicationSchema } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';

/** Every key of this feature starts here, so a save can invalidate them all. */
export const applicationsKey = ['admin', 'applications'] as const;

export const applicationListQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: [...applicationsKey, 'list', page, search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        start: String((page - 1) * APPLICATION_PAGE_SIZE),
        limit: String(APPLICATION_PAGE_SIZE),
        search,
      });
      return apiRequest(`/api/admin/applications?${query.toString()}`, {
        schema: applicationPageSchema,
        signal,
      });
    },
  });

export const useApplicationList = (page: number, search: string) =>
  useQuery({ ...applicationListQuery(page, search), placeholderData: keepPreviousData });

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...applicationsKey, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/applications/${encodeURIComponent(id)}`, {
        schema: applicationSchema,
        signal,
      }),
  });

export const useApplication = (id: string) => useQuery(applicationQuery(id));
