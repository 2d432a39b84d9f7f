// PUT /api/users/me/password: the server revokes the old tokens and answers with a new one.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';

const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });

export const changePassword = (body: { oldPassword: string; newPassword: string }) =>
  apiRequest('/api/users/me/password', {
    method: 'PUT',
    body,
    schema: changePasswordResponseSchema,
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => setToken(token),
  });
