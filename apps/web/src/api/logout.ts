// POST /api/users/me/logout ends every token of the user; the session ends here whatever the answer.
import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../lib/api-client';
import { clearToken } from '../lib/auth-token';
import { paths } from '../lib/paths';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('/api/users/me/logout', { method: 'POST', skipAuthEvents: true }),
    onSettled: () => {
      // Leave the learner page first: were the token gone while it is shown, its guard would
      // open the login modal instead.
      flushSync(() => {
        void navigate(paths.home, { replace: true });
      });
      clearToken();
      queryClient.removeQueries({ queryKey: ['users'] });
    },
  });
}
