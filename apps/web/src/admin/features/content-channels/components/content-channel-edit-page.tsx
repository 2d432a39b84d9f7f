// /admin/content-channels/edit/{id}: the channel as read, saved at the version read; read-only for
// staff who may only view channels.
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useCan } from '../../../ui/use-can';
import { useContentChannel } from '../api/content-channels';
import { ContentChannelForm } from './content-channel-form';

function ContentChannelEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const can = useCan();
  const channel = useContentChannel(id);
  if (channel.isPending) return <PageLoader />;
  if (channel.error) {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(channel.error)}
      </Alert>
    );
  }
  return (
    <ContentChannelForm
      key={channel.data._id}
      channel={channel.data}
      canSave={can('contentChannels', 'update')}
      onSaved={(saved) => {
        notifications.show({ color: 'green', message: `${saved.name} has been saved.` });
        void navigate(adminPaths.contentChannels.list);
      }}
    />
  );
}

export function ContentChannelEditPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage
      title="Edit Content Channel"
      crumbs={[{ label: 'Content Channels', to: adminPaths.contentChannels.list }]}
    >
      <ContentChannelEditor id={id} />
    </AdminPage>
  );
}
