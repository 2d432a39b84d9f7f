// POST /api/admin/dashboard-content-lists, PUT /api/admin/dashboard-content-lists/{id} (at the
// version read; stale: 409 with the list now) and DELETE (fixed lists: 409 with a message). The
// learner dashboard is refetched too, so the change shows at once in this browser as well.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminDashboardListSchema, type DashboardListForm } from '@bandbook/domain';
import { dashboardQueryKey } from '../../../../api/dashboard';
import { apiRequest } from '../../../../lib/api-client';
import { refreshQueries } from '../../../../lib/query-client';
import { dashboardListsKey } from './dashboard-lists';

const base = '/api/admin/dashboard-content-lists';

export interface SaveDashboardList {
  /** Absent for a new list. */
  id?: string | undefined;
  version?: number | undefined;
  form: DashboardListForm;
}

export const saveDashboardList = ({ id, version, form }: SaveDashboardList) =>
  id
    ? apiRequest(`${base}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { ...form, version },
        schema: adminDashboardListSchema,
      })
    : apiRequest(base, { method: 'POST', body: form, schema: adminDashboardListSchema });

export const deleteDashboardList = (id: string) =>
  apiRequest(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Lists, tabs and the learner dashboard all show list data: what a list's write makes stale. */
export const listDataKeys = [dashboardListsKey, dashboardQueryKey];
export const refreshListData = (queryClient: QueryClient) =>
  refreshQueries(queryClient, ...listDataKeys);

export function useDeleteDashboardList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboardList,
    onSuccess: () => refreshListData(queryClient),
  });
}
