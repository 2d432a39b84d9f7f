// PUT /api/users/password/reset: sets a new password with the emailed token.
import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export const resetPassword = (body: { token: string; password: string }) =>
  apiRequest('/api/users/password/reset', {
    method: 'PUT',
    body,
    schema: messageResponseSchema,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
