// /admin/dashboard-content-list/create: a new dashboard list (staff who may create lists).
import { useNavigate } from 'react-router';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useCan } from '../../../ui/use-can';
import { DashboardListForm } from './dashboard-list-form';

export function DashboardListCreatePage() {
  const navigate = useNavigate();
  const can = useCan();
  return (
    <AdminPage
      title="Add Dashboard List"
      crumbs={[{ label: 'Dashboard Lists', to: adminPaths.dashboardLists.list }]}
    >
      {can('contentList', 'create') ? (
        <DashboardListForm
          canSave
          onSaved={(saved) => {
            notifications.show({ color: 'green', message: `${saved.title} has been saved.` });
            void navigate(adminPaths.dashboardLists.list);
          }}
        />
      ) : (
        <Alert color="red" role="alert">
          {MESSAGES.forbidden}
        </Alert>
      )}
    </AdminPage>
  );
}
