// GET and PUT /api/admin/dashboard-groups: the library and discover tabs (ordered list ids, active).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardTabsSchema, type DashboardTabs } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';
import { dashboardListsKey } from './dashboard-lists';
import { refreshListData } from './save-dashboard-list';

const url = '/api/admin/dashboard-groups';

export const dashboardTabsQuery = () =>
  queryOptions({
    // Under the feature's key: saving or deleting a list changes the tabs' contents too.
    queryKey: [...dashboardListsKey, 'tabs'],
    queryFn: ({ signal }) => apiRequest(url, { schema: dashboardTabsSchema, signal }),
  });

export const useDashboardTabs = () => useQuery(dashboardTabsQuery());

export const saveDashboardTabs = (tabs: DashboardTabs) =>
  apiRequest(url, { method: 'PUT', body: tabs, schema: dashboardTabsSchema });

export function useSaveDashboardTabs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDashboardTabs,
    onSuccess: () => refreshListData(queryClient),
  });
}
