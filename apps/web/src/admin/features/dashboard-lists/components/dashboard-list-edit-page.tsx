// /admin/dashboard-content-list/edit/{id}: the list as read, saved at the version read; read-only for
// staff who may only view lists.
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useCan } from '../../../ui/use-can';
import { useDashboardList } from '../api/dashboard-lists';
import { DashboardListForm } from './dashboard-list-form';

function DashboardListEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const can = useCan();
  const list = useDashboardList(id);
  if (list.isPending) return <PageLoader />;
  if (list.error) {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(list.error)}
      </Alert>
    );
  }
  return (
    <DashboardListForm
      key={list.data._id}
      list={list.data}
      canSave={can('contentList', 'update')}
      onSaved={(saved) => {
        notifications.show({ color: 'green', message: `${saved.title} has been saved.` });
        void navigate(adminPaths.dashboardLists.list);
      }}
    />
  );
}

export function DashboardListEditPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage
      title="Edit Dashboard List"
      crumbs={[{ label: 'Dashboard Lists', to: adminPaths.dashboardLists.list }]}
    >
      <DashboardListEditor id={id} />
    </AdminPage>
  );
}
