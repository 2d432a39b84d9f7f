// POST /api/admin/content-packages (the Settings tab of a new package) and PUT .../{id} (the whole
// package at the version read; a stale version is refused with 409 and the package as it is now).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminContentPackageSchema,
  type PackageFormInput,
  type PackageSettingsInput,
} from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';
import { refreshQueries } from '../../../../lib/query-client';
import { contentPackageQuery, contentPackagesKey } from './content-packages';

export const createContentPackage = (settings: PackageSettingsInput) =>
  apiRequest('/api/admin/content-packages', {
    method: 'POST',
    body: settings,
    schema: adminContentPackageSchema,
  });

export interface UpdateContentPackage {
  id: string;
  version: number;
  form: PackageFormInput;
}

export const updateContentPackage = ({ id, version, form }: UpdateContentPackage) =>
  apiRequest(`/api/admin/content-packages/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...form, version },
    schema: adminContentPackageSchema,
  });

export function useCreateContentPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContentPackage,
    onSuccess: async (created) => {
      queryClient.setQueryData(contentPackageQuery(created._id).queryKey, created);
      await refreshQueries(queryClient, [...contentPackagesKey, 'list']);
    },
  });
}
