// /admin/application/create (superadmins): a new application starting from the spec's defaults.
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ApplicationForm } from './application-form';
import { RequireApplicationEditor } from './require-application-editor';

export function ApplicationCreatePage() {
  const navigate = useNavigate();
  return (
    <RequireApplicationEditor>
      <AdminPage
        title="Add Application"
        crumbs={[{ label: 'Applications', to: adminPaths.applications.list }]}
      >
        <ApplicationForm
          onSaved={(saved) => {
            notifications.show({ color: 'green', message: `${saved.name} has been saved.` });
            void navigate(adminPaths.applications.list);
          }}
        />
      </AdminPage>
    </RequireApplicationEditor>
  );
}
