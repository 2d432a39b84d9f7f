// PUT /api/users/verify-email: confirms the address with the emailed token.
// Held as a query keyed by the token on purpose: the token is single use, and a query runs once
// however often the modal renders or mounts (StrictMode mounts twice in development).
import { queryOptions } from '@tanstack/react-query';
import { messageResponseSchema } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () =>
      apiRequest('/api/users/verify-email', {
        method: 'PUT',
        body: { token },
        schema: messageResponseSchema,
      }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
