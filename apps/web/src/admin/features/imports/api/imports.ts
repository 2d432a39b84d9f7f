// The imports API of the back office: send a CSV file to be checked (learners, or codes into a
// list), read the import's state (read again every second while a job works on it) and run it. The
// code lists to choose from are read here too (a feature never imports another's api).
import { useQuery } from '@tanstack/react-query';
import { couponListPageSchema, importSchema, type Import, type ImportKind } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';
import { ApiError, isErrorResponse } from '../../../../lib/api-error';
import { getToken } from '../../../../lib/auth-token';
import { isWorking } from '../lib/import-view';

const BASE = '/api/admin/imports';
export const importsKey = ['admin', 'imports'] as const;
/** How often an import is read again while it is checked or imported. */
export const IMPORT_REFRESH_MS = 1000;

export const useImport = (id: string | null) =>
  useQuery({
    queryKey: [...importsKey, id],
    queryFn: ({ signal }) => apiRequest(`${BASE}/${id}`, { schema: importSchema, signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && isWorking(query.state.data) ? IMPORT_REFRESH_MS : false,
  });

/** The code lists a codes file may go into (the server refuses one outside the caller's channels). */
export const useCodeLists = (enabled: boolean) =>
  useQuery({
    queryKey: [...importsKey, 'code-lists'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/coupon-lists?limit=100', { schema: couponListPageSchema, signal }),
    enabled,
    staleTime: 60_000,
  });

/** Sends the file as the body (text/csv); the answer is the import, being checked. */
export async function startImport(
  kind: ImportKind,
  file: Blob,
  couponListId: string | null,
): Promise<Import> {
  const token = getToken();
  const query =
    kind === 'codes' ? `?${new URLSearchParams({ couponListId: couponListId ?? '' })}` : '';
  let response: Response;
  try {
    response = await fetch(`${BASE}/${kind}${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Please check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorResponse(body)) throw new ApiError(response.status, body.message, body.errors, body);
    throw new ApiError(response.status, `The request failed (${response.status}).`);
  }
  return importSchema.parse(body);
}

export const runImport = (id: string) =>
  apiRequest(`${BASE}/${id}/run`, { method: 'POST', schema: importSchema });
