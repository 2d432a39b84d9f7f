// The current user inside routes behind RequireAuth, which only renders them once it is loaded.
import type { CurrentUser } from '@bandbook/domain';
import { useCurrentUser } from '../api/current-user';

export function useRequiredUser(): CurrentUser {
  const { user } = useCurrentUser();
  if (!user) throw new Error('useRequiredUser is only for routes behind RequireAuth.');
  return user;
}
