// PUT /api/users/{id}/send-verification-email: sends a new verification link.
import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export const sendVerificationEmail = (userId: string) =>
  apiRequest(`/api/users/${encodeURIComponent(userId)}/send-verification-email`, {
    method: 'PUT',
    schema: messageResponseSchema,
  });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
