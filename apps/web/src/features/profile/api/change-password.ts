// PUT /api/users/me/password: the server revokes the old tokens and answers with a new one.
import { useMutation } from '@tanstack/react-query';
import { passwordChangedResponseSchema } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';

export const changePassword = (body: { oldPassword: string; newPassword: string }) =>
  apiRequest('/api/users/me/password', {
    method: 'PUT',
    body,
    schema: passwordChangedResponseSchema,
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => setToken(token),
  });
