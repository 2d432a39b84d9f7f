// POST /api/users/me/trial: starts the trial of a book; the answer is the book as the trial sees it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerPackageSchema } from '@bandbook/domain';
import { bookQuery } from '../../../api/book';
import { currentUserQueryKey } from '../../../api/current-user';
import { dashboardQueryKey } from '../../../api/dashboard';
import { apiRequest } from '../../../lib/api-client';

export const startTrial = (contentPackageId: string) =>
  apiRequest('/api/users/me/trial', {
    method: 'POST',
    body: { contentPackageId },
    schema: learnerPackageSchema,
  });

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (book) => {
      queryClient.setQueryData(bookQuery(book._id).queryKey, book);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
  });
}
