// /admin/application/edit/{id} (superadmins): the application as read, saved at the version read.
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useApplication } from '../api/applications';
import { ApplicationForm } from './application-form';
import { RequireApplicationEditor } from './require-application-editor';

function ApplicationEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const application = useApplication(id);
  if (application.isPending) return <PageLoader />;
  if (application.error) {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(application.error)}
      </Alert>
    );
  }
  return (
    <ApplicationForm
      key={application.data._id}
      application={application.data}
      onSaved={(saved) => {
        notifications.show({ color: 'green', message: `${saved.name} has been saved.` });
        void navigate(adminPaths.applications.list);
      }}
    />
  );
}

export function ApplicationEditPage() {
  const { id = '' } = useParams();
  return (
    <RequireApplicationEditor>
      <AdminPage
        title="Edit Application"
        crumbs={[{ label: 'Applications', to: adminPaths.applications.list }]}
      >
        <ApplicationEditor id={id} />
      </AdminPage>
    </RequireApplicationEditor>
  );
}
