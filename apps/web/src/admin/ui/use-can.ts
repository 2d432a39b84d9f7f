// The back-office policy of the domain for the signed-in staff member: the same `can` the server
// checks, so buttons show exactly what the server allows.
import { useCallback } from 'react';
import { can, type AdminAction, type AdminResource } from '@bandbook/domain';
import { useCurrentUser } from '../../api/current-user';

export function useCan(): (resource: AdminResource, action: AdminAction) => boolean {
  const { user } = useCurrentUser();
  return useCallback(
    (resource: AdminResource, action: AdminAction) => can(user ?? null, resource, action),
    [user],
  );
}
