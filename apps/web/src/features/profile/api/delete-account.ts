// DELETE /api/users/me: the learner deletes their own account. On success the session ends here as on
// logout (home first, then the token goes) and the server's message is shown.
import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { messageResponseSchema, type DeleteOwnAccount } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-token';
import { paths } from '../../../lib/paths';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteOwnAccount) =>
      apiRequest('/api/users/me', { method: 'DELETE', body, schema: messageResponseSchema }),
    onSuccess: ({ message }) => {
      flushSync(() => {
        void navigate(paths.home, { replace: true });
      });
      clearToken();
      queryClient.removeQueries({ queryKey: ['users'] });
      notifications.show({ color: 'green', message });
    },
  });
}
