// /admin/dashboard-content-list/order ('Dashboard Tabs'): the library and discover tabs, each an
// ordered list of dashboard lists with an active switch, saved together.
import { Alert } from '@mantine/core';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useCan } from '../../../ui/use-can';
import { useAllDashboardLists } from '../api/dashboard-lists';
import { useDashboardTabs } from '../api/dashboard-tabs';
import { DashboardTabsForm } from './dashboard-tabs-form';

function DashboardTabsEditor() {
  const can = useCan();
  const tabs = useDashboardTabs();
  const lists = useAllDashboardLists();
  if (tabs.isPending || lists.isPending) return <PageLoader />;
  if (tabs.isError || lists.isError) {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(tabs.error ?? lists.error)}
      </Alert>
    );
  }
  return (
    <DashboardTabsForm
      tabs={tabs.data}
      lists={lists.data.pageData}
      canSave={can('contentList', 'update')}
    />
  );
}

export function DashboardTabsPage() {
  return (
    <AdminPage
      title="Dashboard Tabs"
      crumbs={[{ label: 'Dashboard Lists', to: adminPaths.dashboardLists.list }]}
    >
      <DashboardTabsEditor />
    </AdminPage>
  );
}
