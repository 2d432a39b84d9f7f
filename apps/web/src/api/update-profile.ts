// PUT /api/users/me: profile, instruments, genres and picture; the answer replaces the cached user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserSchema, type ProfileUpdate } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';
import { currentUserQueryKey } from './current-user';

export const updateProfile = (body: ProfileUpdate) =>
  apiRequest('/api/users/me', { method: 'PUT', body, schema: currentUserSchema });

export const updateProfileMutationKey = ['users', 'me', 'update'] as const;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateProfileMutationKey,
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
