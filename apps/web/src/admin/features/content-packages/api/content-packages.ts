// GET /api/admin/content-packages (a page: search, sort, size, Live/Draft or Archived) and
// GET /api/admin/content-packages/{id}.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminContentPackageSchema,
  contentPackageListPageSchema,
  type ContentPackageSort,
} from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';

/** Every key of this feature starts here, so a write can invalidate them all. */
export const contentPackagesKey = ['admin', 'content-packages'] as const;

export interface PackageListParams {
  start: number;
  limit: number;
  search: string;
  sort: ContentPackageSort;
  /** Live or Draft only; absent: both. */
  active?: boolean | undefined;
  /** Archived packages only (decision 057); otherwise they are left out. */
  archived?: boolean | undefined;
}

export const contentPackageListQuery = (params: PackageListParams) =>
  queryOptions({
    queryKey: [...contentPackagesKey, 'list', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        start: String(params.start),
        limit: String(params.limit),
        search: params.search,
        sort: params.sort,
      });
      if (params.active !== undefined) query.set('active', String(params.active));
      if (params.archived) query.set('archived', 'true');
      return apiRequest(`/api/admin/content-packages?${query.toString()}`, {
        schema: contentPackageListPageSchema,
        signal,
      });
    },
  });

export const useContentPackageList = (params: PackageListParams) =>
  useQuery({ ...contentPackageListQuery(params), placeholderData: keepPreviousData });

export const contentPackageQuery = (id: string) =>
  queryOptions({
    queryKey: [...contentPackagesKey, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/content-packages/${encodeURIComponent(id)}`, {
        schema: adminContentPackageSchema,
        signal,
      }),
  });

export const useContentPackage = (id: string) => useQuery(contentPackageQuery(id));
