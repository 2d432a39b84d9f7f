// Creating and editing applications is for superadmins (spec section 6): anyone else opening those
// pages is told so and sent on, exactly as the admin area's own guard does.
import { useEffect, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { MESSAGES } from '@bandbook/domain';
import { emitAuthEvent } from '../../../../lib/auth-events';
import { useCan } from '../../../ui/use-can';

export function RequireApplicationEditor({ children }: { children: ReactNode }) {
  const can = useCan();
  const isEditor = can('applications', 'create') && can('applications', 'update');

  useEffect(() => {
    if (!isEditor) emitAuthEvent('forbidden');
  }, [isEditor]);

  if (!isEditor) {
    return (
      <Alert color="red" role="alert">
        {MESSAGES.forbidden}
      </Alert>
    );
  }
  return <>{children}</>;
}
