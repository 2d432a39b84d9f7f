// POST /api/users: local signup; the answer logs the new user in.
import { useMutation } from '@tanstack/react-query';
import { tokenPairSchema, type CreateUserInput } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export const createUser = (body: CreateUserInput) =>
  apiRequest('/api/users', { method: 'POST', body, schema: tokenPairSchema });

export const useCreateUser = () => useMutation({ mutationFn: createUser });
