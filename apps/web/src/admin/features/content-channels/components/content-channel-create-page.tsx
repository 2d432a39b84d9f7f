// /admin/content-channels/create: a new channel (staff who may create channels).
import { useNavigate } from 'react-router';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useCan } from '../../../ui/use-can';
import { ContentChannelForm } from './content-channel-form';

export function ContentChannelCreatePage() {
  const navigate = useNavigate();
  const can = useCan();
  return (
    <AdminPage
      title="Add Content Channel"
      crumbs={[{ label: 'Content Channels', to: adminPaths.contentChannels.list }]}
    >
      {can('contentChannels', 'create') ? (
        <ContentChannelForm
          canSave
          onSaved={(saved) => {
            notifications.show({ color: 'green', message: `${saved.name} has been saved.` });
            void navigate(adminPaths.contentChannels.list);
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
