// A create screen opened by URL checks the domain's `can` first (the same policy the server applies,
// read as useCan does): staff without the create right see why, and no form whose save would be
// refused (issue 44). As the spec says of a non-permitted route, it also raises the forbidden event
// (the notice, then the library after 5 s): nothing typed is lost, since no form was offered.
// Every create route of admin-routes.tsx is wrapped in it.
import { useEffect, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { CREATE_REFUSED, type AdminResource } from '@bandbook/domain';
import { useCurrentUser } from '../../api/current-user';
import { emitAuthEvent } from '../../lib/auth-events';
import { AdminPage } from '../ui/admin-page';
import { useCan } from '../ui/use-can';

interface CreateGuardProps {
  resource: AdminResource;
  /** The page's title and the trail to its list, shown with the refusal. */
  title: string;
  crumbs?: { label: string; to?: string }[];
  children: ReactNode;
}

export function CreateGuard({ resource, title, crumbs, children }: CreateGuardProps) {
  const can = useCan();
  const { user } = useCurrentUser();
  const allowed = can(resource, 'create');
  // Only once the signed-in staff member is known: before, `can` says no to everyone.
  const refused = Boolean(user) && !allowed;
  useEffect(() => {
    if (refused) emitAuthEvent('forbidden');
  }, [refused]);
  if (allowed) return <>{children}</>;
  return (
    <AdminPage title={title} crumbs={crumbs}>
      <Alert color="yellow" role="alert" title="No permission">
        {CREATE_REFUSED[resource]}
      </Alert>
    </AdminPage>
  );
}
