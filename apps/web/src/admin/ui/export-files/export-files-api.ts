// GET /api/data/exports/{kind} (the finished CSV files, grouped by day) and POST (start one). While an
// export is pending the list is asked again every 2 seconds, so the file shows up when it is done.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exportListSchema, exportStartedSchema, type ExportKind } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';
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

export function useStartExport(kind: ExportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(url(kind), { method: 'POST', schema: exportStartedSchema }),
    onSuccess: () => refreshQueries(client, exportsKey(kind)),
  });
}
