// DELETE /api/admin/content-channels/{id}; the main channel is refused with 409 and a message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { refreshQueries } from '../../../../lib/query-client';
import { channelDependentKeys } from './save-content-channel';

export const deleteContentChannel = (id: string) =>
  apiRequest(`/api/admin/content-channels/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteContentChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentChannel,
    onSuccess: () => refreshQueries(queryClient, ...channelDependentKeys),
  });
}
