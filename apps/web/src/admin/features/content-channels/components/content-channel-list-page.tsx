// /admin/content-channels/list: channels by name (either way), 25 a page, with a search; Add, Edit
// and Delete as the policy allows.
import { Link } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentChannelSort } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ListControls, PagedList, useListState } from '../../../ui/paged-list';
import { useCan } from '../../../ui/use-can';
import { useContentChannelList } from '../api/content-channels';
import { useDeleteContentChannel } from '../api/delete-content-channel';
import { ContentChannelsTable } from './content-channels-table';

/** Spec section 9: 7 page links unless a list says otherwise. */
const DISPLAYED_PAGES = 7;

export function ContentChannelListPage() {
  const can = useCan();
  const state = useListState<ContentChannelSort>({ limit: 25, sort: 'name' });
  const list = useContentChannelList(state.page, state.debouncedSearch, state.sort);
  const remove = useDeleteContentChannel();

  const actions = can('contentChannels', 'create') && (
    <Button component={Link} to={adminPaths.contentChannels.create}>
      Add
    </Button>
  );
  return (
    <AdminPage title="Content Channels" actions={actions}>
      <Stack>
        <ListControls search={state.search} onSearch={state.setSearch} placeholder="Name" />
        <PagedList
          query={list}
          page={state.page}
          onPage={state.setPage}
          displayed={DISPLAYED_PAGES}
        >
          {(channels) => (
            <ContentChannelsTable
              channels={channels}
              sort={state.sort}
              onSort={state.setSort}
              canEdit={can('contentChannels', 'update')}
              canDelete={can('contentChannels', 'delete')}
              onDelete={async (channel) => {
                await remove.mutateAsync(channel._id);
                notifications.show({
                  color: 'green',
                  message: `${channel.name} has been deleted.`,
                });
              }}
            />
          )}
        </PagedList>
      </Stack>
    </AdminPage>
  );
}
