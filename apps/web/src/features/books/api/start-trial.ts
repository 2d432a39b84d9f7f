// POST /api/users/me/trial: starts the trial of a book; the answer is the book as the trial sees it,
// typed like the book query's (the server's serializer is held to the schema; decision 022), so the
// book page does not load zod.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearnerPackage } from '@bandbook/domain';
import { bookQuery } from '../../../api/book';
import { currentUserQueryKey } from '../../../api/current-user';
import { dashboardQueryKey } from '../../../api/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/query-client';

export const startTrial = (contentPackageId: string) =>
  apiRequest<LearnerPackage>('/api/users/me/trial', { method: 'POST', body: { contentPackageId } });

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (book) => {
      queryClient.setQueryData(bookQuery(book._id).queryKey, book);
      return refreshQueries(queryClient, dashboardQueryKey, currentUserQueryKey);
    },
  });
}
