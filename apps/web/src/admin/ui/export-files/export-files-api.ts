// GET /api/data/exports/{kind} (the finished CSV files, grouped by day) and POST (start one). While an
// export is pending the list is asked again every 2 seconds, so the file shows up when it is done. A
// file is fetched with the session's token and handed to the browser: its link opens nothing alone.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exportListSchema, exportStartedSchema, type ExportKind } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { refreshQueries } from '../../../lib/query-client';

const exportsKey = (kind: ExportKind) => ['admin', 'exports', kind] as const;
const url = (kind: ExportKind) => `/api/data/exports/${kind}`;

export const exportListQuery = (kind: ExportKind) =>
  queryOptions({
    queryKey: exportsKey(kind),
    queryFn: ({ signal }) => apiRequest(url(kind), { schema: exportListSchema, signal }),
  });

export const useExportList = (kind: ExportKind, enabled: boolean) =>
  useQuery({
    ...exportListQuery(kind),
    enabled,
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 2_000 : false),
  });

/** What a new export follows: the list's current filters (single users), sent as its query. */
export type ExportFilters = Record<string, string | boolean | undefined>;

const withFilters = (base: string, filters: ExportFilters = {}) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.size ? `${base}?${query.toString()}` : base;
};

export function useStartExport(kind: ExportKind, filters?: ExportFilters) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(withFilters(url(kind), filters), { method: 'POST', schema: exportStartedSchema }),
    onSuccess: () => refreshQueries(client, exportsKey(kind)),
  });
}

/** Fetches a file of the list (with the session's token) and saves it under its title. */
export const downloadExportFile = (link: string, title: string): Promise<void> =>
  downloadFile(link, `${title}.csv`);
