// /admin/content-channels/list: channels by name (either way), 25 a page, with a search; Add, Edit
// and Delete as the policy allows.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ContentChannelSort } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { PageLinks } from '../../../ui/page-links';
import { useCan } from '../../../ui/use-can';
import { useContentChannelList } from '../api/content-channels';
import { useDeleteContentChannel } from '../api/delete-content-channel';
import { ContentChannelsTable } from './content-channels-table';

/** Spec section 9: 7 page links unless a list says otherwise. */
const DISPLAYED_PAGES = 7;

export function ContentChannelListPage() {
  const can = useCan();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ContentChannelSort>('name');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const list = useContentChannelList(page, debouncedSearch, sort);
  const remove = useDeleteContentChannel();

  const actions = can('contentChannels', 'create') && (
    <Button component={Link} to={adminPaths.contentChannels.create}>
      Add
    </Button>
  );
  return (
    <AdminPage title="Content Channels" actions={actions}>
      <Stack>
        <TextInput
          label="Search"
          placeholder="Name"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={320}
        />
        {list.isPending && <PageLoader />}
        {list.error && (
          <Alert color="red" role="alert">
            {getErrorMessage(list.error)}
          </Alert>
        )}
        {list.data && (
          <ContentChannelsTable
            channels={list.data.pageData}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            canEdit={can('contentChannels', 'update')}
            canDelete={can('contentChannels', 'delete')}
            onDelete={async (channel) => {
              await remove.mutateAsync(channel._id);
              notifications.show({ color: 'green', message: `${channel.name} has been deleted.` });
            }}
          />
        )}
        {list.data && (
          <PageLinks
            page={page}
            total={list.data.totalPages}
            displayed={DISPLAYED_PAGES}
            onChange={setPage}
          />
        )}
      </Stack>
    </AdminPage>
  );
}
