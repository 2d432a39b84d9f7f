// POST /auth/local: username or email and password give a session token.
import { useMutation } from '@tanstack/react-query';
import { tokenPairSchema, type LoginInput } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export const login = (body: LoginInput) =>
  apiRequest('/auth/local', {
    method: 'POST',
    body,
    schema: tokenPairSchema,
    skipAuthEvents: true,
  });

export const useLogin = () => useMutation({ mutationFn: login });
