// PUT /api/users/password/forgot: emails a reset link (same answer whether the account exists).
import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export const forgotPassword = (email: string) =>
  apiRequest('/api/users/password/forgot', {
    method: 'PUT',
    body: { email },
    schema: messageResponseSchema,
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
