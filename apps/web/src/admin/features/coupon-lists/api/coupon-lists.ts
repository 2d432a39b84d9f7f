// The code lists API of the back office: GET /api/admin/coupon-lists (paged, searched), one list, its
// codes by status, who used a code, the package picker's options; create, update, delete, more codes,
// and the unused codes as a CSV file. A list whose codes a background job is making is asked again
// until they are all there.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  channelScope,
  codeActivationsSchema,
  CODE_PAGE_SIZE,
  codeSearchResultSchema,
  contentChannelSchema,
  codePageSchema,
  couponListPageSchema,
  couponListSchema,
  generatedCodesSchema,
  packageOptionsSchema,
  type CodeFilter,
  type CouponListCreateInput,
} from '@bandbook/domain';
import { useCurrentUser } from '../../../../api/current-user';
import { apiRequest } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { refreshQueries } from '../../../../lib/query-client';

/** Every key of this feature starts here, so a write can refresh them all. */
export const couponListsKey = ['admin', 'coupon-lists'] as const;
const base = '/api/admin/coupon-lists';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** While a list's codes are made in the background, its queries are asked again this often. */
const GENERATION_POLL_MS = 2_000;

export const useCouponListPage = (start: number, limit: number, search: string) =>
  useQuery({
    queryKey: [...couponListsKey, 'list', start, limit, search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ start: String(start), limit: String(limit), search });
      return apiRequest(`${base}?${query.toString()}`, { schema: couponListPageSchema, signal });
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.pageData.some((row) => row.generation) ? GENERATION_POLL_MS : false,
  });

export const couponListQuery = (id: string) =>
  queryOptions({
    queryKey: [...couponListsKey, 'one', id],
    queryFn: ({ signal }) => apiRequest(one(id), { schema: couponListSchema, signal }),
  });
export const useCouponList = (id: string) =>
  useQuery({
    ...couponListQuery(id),
    refetchInterval: (query) => (query.state.data?.generation ? GENERATION_POLL_MS : false),
  });

export const useCodePage = (id: string, page: number, filter: CodeFilter) =>
  useQuery({
    queryKey: [...couponListsKey, 'codes', id, page, filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        start: String((page - 1) * CODE_PAGE_SIZE),
        limit: String(CODE_PAGE_SIZE),
        filter,
      });
      return apiRequest(`${one(id)}/codes?${query.toString()}`, { schema: codePageSchema, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useCodeActivations = (code: string | null) =>
  useQuery({
    queryKey: [...couponListsKey, 'activations', code],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/coupons/${encodeURIComponent(code!)}/users`, {
        schema: codeActivationsSchema,
        signal,
      }),
    enabled: code !== null,
  });

export const usePackageOptions = () =>
  useQuery({
    queryKey: [...couponListsKey, 'package-options'],
    queryFn: ({ signal }) =>
      apiRequest(`${base}/package-options`, { schema: packageOptionsSchema, signal }),
    staleTime: 60_000,
  });

function useRefreshing<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshQueries(client, couponListsKey),
  });
}

export const useCreateCouponList = () =>
  useRefreshing((form: CouponListCreateInput) =>
    apiRequest(base, { method: 'POST', body: form, schema: couponListSchema }),
  );

export const updateCouponList = (
  id: string,
  body: { name: string; expiresOn: string | null; contentChannelIdList?: string[] },
  version: number,
) => apiRequest(one(id), { method: 'PUT', body: { ...body, version }, schema: couponListSchema });

export const useDeleteCouponList = () =>
  useRefreshing((id: string) => apiRequest(one(id), { method: 'DELETE' }));

export const useGenerateCodes = (id: string) =>
  useRefreshing((coupons: number) =>
    apiRequest(`/api/admin/coupons/${encodeURIComponent(id)}`, {
      method: 'POST',
      body: { coupons },
      schema: generatedCodesSchema,
    }),
  );

/** Fetches the unused codes (with the session's token) and hands them to the browser as a file. */
export const downloadAvailableCodes = (id: string, fallbackName: string): Promise<void> =>
  downloadFile(
    `/api/admin/coupons/download-available/${encodeURIComponent(id)}`,
    `${fallbackName}.csv`,
  );

/**
 * The channels a code list may be given: every channel, or a restricted admin's own (the domain's
 * channelScope, the rule the server applies; issue 44).
 */
export function useListChannelOptions() {
  const { user } = useCurrentUser();
  const channels = useQuery({
    queryKey: [...couponListsKey, 'channel-options'],
    queryFn: ({ signal }) =>
      apiRequest('/api/content-channels', { schema: z.array(contentChannelSchema), signal }),
    staleTime: 60_000,
  });
  const scope = user ? channelScope(user) : 'all';
  const own = scope === 'all' ? null : new Set(scope.map((id) => id.toLowerCase()));
  return (channels.data ?? [])
    .filter((channel) => !own || own.has(channel._id.toLowerCase()))
    .map((channel) => ({ value: channel._id, label: channel.name }));
}

/** One code across the lists, as staff type it (the server reads it as activation does). */
export const useCodeSearch = (code: string) =>
  useQuery({
    queryKey: [...couponListsKey, 'search', code],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/coupons/search?${new URLSearchParams({ code }).toString()}`, {
        schema: codeSearchResultSchema,
        signal,
      }),
    enabled: code.trim() !== '',
    retry: false,
  });
