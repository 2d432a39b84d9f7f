// Learner routes need a session: guests get the login modal (over home) with the saved redirect.
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '@mantine/core';
import { useCurrentUser } from '../api/current-user';
import { useSession } from '../hooks/use-session';
import { getErrorMessage } from '../lib/api-error';
import { toHref, type ModalState } from '../lib/modal-location';
import { paths } from '../lib/paths';
import { PageLoader } from '../ui/page-loader';

export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const { user, isLoading, error } = useCurrentUser();
  const location = useLocation();

  if (!isLoggedIn) {
    const state: ModalState = { from: toHref(location) };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (isLoading) return <PageLoader />;
  if (!user) {
    return (
      <Alert color="red" role="alert" m="md">
        {getErrorMessage(error)}
      </Alert>
    );
  }
  return <Outlet />;
}
