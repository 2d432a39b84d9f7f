// The accounts API of the back office (/api/admin/users): a filtered page of one role's accounts,
// one account, the observation dashboard, package and channel options; create, update, delete,
// password, verification, validation email and newsletter. Every write refreshes this feature's
// queries (the versioned update through useVersionedSave).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminAvailabilitySchema,
  adminMessageSchema,
  adminUserPageSchema,
  adminUserSchema,
  contentChannelSchema,
  observedDashboardSchema,
  packageOptionsSchema,
  type AdminUserCreate,
  type AdminUserUpdateInput,
} from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';
import { refreshQueries } from '../../../../lib/query-client';

export const usersKey = ['admin', 'users'] as const;
const base = '/api/admin/users';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export interface UserListParams {
  start: number;
  limit: number;
  role: string;
  usernameSearch: string;
  emailSearch: string;
  createdBy: string;
  status: string;
  newsletterOptIn: string;
  provider: string;
  currencyCode: string;
}

export const useUserPage = (params: UserListParams) =>
  useQuery({
    queryKey: [...usersKey, 'list', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(
        Object.entries(params).map(([key, value]) => [key, String(value)]),
      );
      return apiRequest(`${base}/user-list-page?${query.toString()}`, {
        schema: adminUserPageSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const adminUserKey = (id: string | null) => [...usersKey, 'one', id];

export const useAdminUser = (id: string | null) =>
  useQuery({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => apiRequest(one(id!), { schema: adminUserSchema, signal }),
    enabled: id !== null,
  });

export const useObservedDashboard = (id: string | null) =>
  useQuery({
    queryKey: [...usersKey, 'dashboard', id],
    queryFn: ({ signal }) =>
      apiRequest(`${one(id!)}/dashboard`, { schema: observedDashboardSchema, signal }),
    enabled: id !== null,
  });

export const usePackageOptions = () =>
  useQuery({
    queryKey: [...usersKey, 'package-options'],
    queryFn: ({ signal }) =>
      apiRequest(`${base}/package-options`, { schema: packageOptionsSchema, signal }),
    staleTime: 60_000,
  });

/** The channels a staff account may be limited to. */
export const useStaffChannelOptions = () =>
  useQuery({
    queryKey: [...usersKey, 'channel-options'],
    queryFn: ({ signal }) =>
      apiRequest('/api/content-channels', { schema: z.array(contentChannelSchema), signal }),
    staleTime: 60_000,
  });

/** Whether a username or email is free (the edited account's own counts as free). */
export const checkAvailable = (field: 'username' | 'email', value: string, exceptId?: string) =>
  apiRequest(`${base}/check-${field}`, {
    method: 'POST',
    body: { [field]: value, ...(exceptId ? { exceptId } : {}) },
    schema: adminAvailabilitySchema,
  });

function useRefreshing<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshQueries(client, usersKey),
  });
}

export const useCreateUser = () =>
  useRefreshing((form: Omit<AdminUserCreate, 'address'>) =>
    apiRequest(base, { method: 'POST', body: form, schema: adminUserSchema }),
  );

export const updateUser = (id: string, form: AdminUserUpdateInput) =>
  apiRequest(one(id), { method: 'PUT', body: form, schema: adminUserSchema });

export const useDeleteUser = () =>
  useRefreshing((id: string) => apiRequest(one(id), { method: 'DELETE' }));

export const useChangePassword = () =>
  useRefreshing(({ id, newPassword }: { id: string; newPassword: string }) =>
    apiRequest(`${one(id)}/change-password`, {
      method: 'PUT',
      body: { newPassword },
      schema: adminMessageSchema,
    }),
  );

type ListAction = 'resend-validation-email' | 'update-user-status';
export const useListAction = () =>
  useRefreshing(({ action, id }: { action: ListAction; id: string }) =>
    apiRequest(`${base}/${action}`, {
      method: 'PUT',
      body: { _id: id },
      schema: adminMessageSchema,
    }),
  );

export const useSetNewsletter = () =>
  useRefreshing(({ id, newsletterOptIn }: { id: string; newsletterOptIn: boolean }) =>
    apiRequest(`${one(id)}/newsletter`, {
      method: 'PUT',
      body: { newsletterOptIn },
      schema: adminMessageSchema,
    }),
  );
