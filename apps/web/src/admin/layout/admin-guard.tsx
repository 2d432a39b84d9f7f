// The admin area is for admins and superadmins: anyone else is told they may not and goes to the
// library after 5 seconds (spec section 6), the same way a 403 from the API is handled.
import { useEffect, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { canEnterAdmin, MESSAGES } from '@bandbook/domain';
import { useRequiredUser } from '../../hooks/use-required-user';
import { emitAuthEvent } from '../../lib/auth-events';

export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useRequiredUser();
  const isStaff = canEnterAdmin(user);

  useEffect(() => {
    if (!isStaff) emitAuthEvent('forbidden');
  }, [isStaff]);

  if (!isStaff) {
    return (
      <Alert color="red" role="alert">
        {MESSAGES.forbidden}
      </Alert>
    );
  }
  return <>{children}</>;
}
