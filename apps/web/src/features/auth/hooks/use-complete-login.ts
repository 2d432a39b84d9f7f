// After any successful login or signup: keep the token, load the user and go where the routing
// rules say (saved redirect, onboarding, social signup...).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../../../api/current-user';
import { setToken } from '../../../lib/auth-token';
import { getPostLoginPath } from '../../../lib/redirect-rules';

export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (token: string, savedRedirect?: string | null) => {
      queryClient.removeQueries({ queryKey: ['users'] });
      setToken(token);
      const user = await queryClient.fetchQuery(currentUserQuery());
      await navigate(getPostLoginPath(user, savedRedirect), { replace: true });
    },
    [navigate, queryClient],
  );
}
