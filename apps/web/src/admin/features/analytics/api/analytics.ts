// GET /api/admin/analytics/redemptions (the figures), /filter-options (the filters' choices) and the
// same figures as a CSV file, fetched with the session's token and handed to the browser as a file.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { redemptionAnalyticsSchema, redemptionFilterOptionsSchema } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';
import { getToken } from '../../../../lib/auth-token';
import { analyticsQuery, type AnalyticsFilters } from '../lib/analytics-filters';

const analyticsKey = ['admin', 'analytics'] as const;
const base = '/api/admin/analytics';

export const useRedemptions = (filters: AnalyticsFilters) =>
  useQuery({
    queryKey: [...analyticsKey, 'redemptions', filters],
    queryFn: ({ signal }) =>
      apiRequest(`${base}/redemptions?${analyticsQuery(filters)}`, {
        schema: redemptionAnalyticsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAnalyticsFilterOptions = () =>
  useQuery({
    queryKey: [...analyticsKey, 'filter-options'],
    queryFn: ({ signal }) =>
      apiRequest(`${base}/filter-options`, { schema: redemptionFilterOptionsSchema, signal }),
    staleTime: 60_000,
  });

/** Fetches the CSV of these filters and saves it under the server's file name. */
export async function downloadRedemptionsCsv(filters: AnalyticsFilters): Promise<void> {
  const token = getToken();
  const response = await fetch(`${base}/redemptions.csv?${analyticsQuery(filters)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`The download failed (${response.status}).`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'redemptions.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
