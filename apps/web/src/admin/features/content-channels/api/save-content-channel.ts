// POST /api/admin/content-channels and PUT /api/admin/content-channels/{id} (at the version read; a
// stale version is refused with 409 and the channel as it is now). Learners' channel data is
// refetched too, so the change shows at once in this browser as well.
import { adminContentChannelSchema, type ContentChannelForm } from '@bandbook/domain';
import { dashboardQueryKey } from '../../../../api/dashboard';
import { apiRequest } from '../../../../lib/api-client';
import { contentChannelsKey } from './content-channels';

export interface SaveContentChannel {
  /** Absent for a new channel. */
  id?: string | undefined;
  version?: number | undefined;
  form: ContentChannelForm;
}

export const saveContentChannel = ({ id, version, form }: SaveContentChannel) =>
  id
    ? apiRequest(`/api/admin/content-channels/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { ...form, version },
        schema: adminContentChannelSchema,
      })
    : apiRequest('/api/admin/content-channels', {
        method: 'POST',
        body: form,
        schema: adminContentChannelSchema,
      });

/** What a channel change makes stale: the admin lists and the learner views built from channels. */
export const channelDependentKeys = [contentChannelsKey, dashboardQueryKey, ['content-channels']];
