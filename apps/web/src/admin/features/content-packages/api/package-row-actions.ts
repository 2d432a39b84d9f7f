// The list's row actions: PUT .../{id}/active (Live/Draft), GET /api/content-packages/duplicate/{id},
// DELETE .../{id} (which archives a package learners own, decision 057) and POST .../{id}/restore.
// Each refreshes every list of the feature.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminContentPackageSchema,
  contentPackageDeleteResultSchema,
  contentPackageListRowSchema,
  contentPackageRowSchema,
} from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';
import { refreshQueries } from '../../../../lib/query-client';
import { contentPackagesKey } from './content-packages';

const path = (id: string) => `/api/admin/content-packages/${encodeURIComponent(id)}`;

export const setContentPackageActive = (row: { _id: string; version: number; active: boolean }) =>
  apiRequest(`${path(row._id)}/active`, {
    method: 'PUT',
    body: { active: row.active, version: row.version },
    schema: contentPackageRowSchema,
  });

export const duplicateContentPackage = (id: string) =>
  apiRequest(`/api/content-packages/duplicate/${encodeURIComponent(id)}`, {
    schema: adminContentPackageSchema,
  });

export const deleteContentPackage = (id: string) =>
  apiRequest(path(id), { method: 'DELETE', schema: contentPackageDeleteResultSchema });

export const restoreContentPackage = (id: string) =>
  apiRequest(`${path(id)}/restore`, { method: 'POST', schema: contentPackageListRowSchema });

export function useListMutation<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Settled, not only on success: a 409 also means the list is out of date.
    onSettled: () => refreshQueries(queryClient, contentPackagesKey),
  });
}

export const useSetContentPackageActive = () => useListMutation(setContentPackageActive);
export const useDuplicateContentPackage = () => useListMutation(duplicateContentPackage);
export const useDeleteContentPackage = () => useListMutation(deleteContentPackage);
export const useRestoreContentPackage = () => useListMutation(restoreContentPackage);
