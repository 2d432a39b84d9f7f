// GET /api/admin/dashboard-content-lists (a page by title, 10/25/50/Show All),
// GET /api/admin/dashboard-content-lists/{id} and the package picker's options.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminDashboardListSchema,
  dashboardListPageSchema,
  packageOptionsSchema,
  SHOW_ALL_LIMIT,
} from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';

/** Every key of this feature starts here, so a save can invalidate them all. */
export const dashboardListsKey = ['admin', 'dashboard-lists'] as const;

const base = '/api/admin/dashboard-content-lists';

export const dashboardListPageQuery = (page: number, size: number, search: string) =>
  queryOptions({
    queryKey: [...dashboardListsKey, 'list', page, size, search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        start: String((page - 1) * size),
        limit: String(size),
        search,
      });
      return apiRequest(`${base}?${query.toString()}`, { schema: dashboardListPageSchema, signal });
    },
  });

export const useDashboardListPage = (page: number, size: number, search: string) =>
  useQuery({ ...dashboardListPageQuery(page, size, search), placeholderData: keepPreviousData });

/** Every list at once, for the tabs page (titles and the lists to add). */
export const useAllDashboardLists = () => useQuery(dashboardListPageQuery(1, SHOW_ALL_LIMIT, ''));

export const dashboardListQuery = (id: string) =>
  queryOptions({
    queryKey: [...dashboardListsKey, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`${base}/${encodeURIComponent(id)}`, { schema: adminDashboardListSchema, signal }),
  });

export const useDashboardList = (id: string) => useQuery(dashboardListQuery(id));

/** Every package a list may hold (the select filters them as staff type). */
export const listPackageOptionsQuery = () =>
  queryOptions({
    queryKey: [...dashboardListsKey, 'package-options'],
    queryFn: ({ signal }) =>
      apiRequest(`${base}/package-options`, { schema: packageOptionsSchema, signal }),
    staleTime: 60_000,
  });

export const useListPackageOptions = () => useQuery(listPackageOptionsQuery());
