// POST /api/coupons/activate: unlocks the book of a printed code for the current user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { codeResponseSchema, type CodeEntryInput } from '@bandbook/domain';
import { bookQueryKey } from '../../../api/book';
import { currentUserQueryKey } from '../../../api/current-user';
import { dashboardQueryKey } from '../../../api/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/query-client';

export const activateCode = (body: CodeEntryInput) =>
  apiRequest('/api/coupons/activate', { method: 'POST', body, schema: codeResponseSchema });

export function useActivateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCode,
    // The new subscription shows in the user, the library's book lists and the book itself.
    onSuccess: () =>
      refreshQueries(queryClient, currentUserQueryKey, dashboardQueryKey, bookQueryKey),
  });
}
