// Learner routes need a session: guests get the login modal (over home) with the saved redirect.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../api/current-user';
import { useSession } from '../hooks/use-session';
import { getErrorMessage } from '../lib/api-error';
import { toHref, type ModalState } from '../lib/modal-location';
import { paths } from '../lib/paths';
import { PageLoader } from '../ui/page-loader';
import { lazyPage } from './lazy-page';
import classes from './require-auth.module.css';

// Shown only when the user cannot be read, so its Alert loads then, not on every first load.
const FormAlert = lazyPage(() => import('../ui/form-alert'), 'FormAlert');

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
      <div className={classes.error}>
        <FormAlert message={getErrorMessage(error)} />
      </div>
    );
  }
  return <Outlet />;
}
