// The one way the SPA calls the API: attaches the bearer token, asks GETs not to be cached, turns
// every failure into an ApiError and maps 401 (session over) and a read's 403 (a page the user may
// not see) to app events. A refused write is its caller's to show (an admin form keeps what was
// typed and says why); leaving the page for it would lose the form (issue 44).
import type { z } from 'zod';
import { ApiError, isErrorResponse } from './api-error';
import { emitAuthEvent } from './auth-events';
import { clearToken, getToken } from './auth-token';
import { takeEarlyResponse } from './early-responses';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Validates the answer, so a drift from the contract fails loudly here and not in a component. */
  schema?: z.ZodType<T>;
  /**
   * For calls whose 401 means "these credentials are wrong" (login, autologin) or that end the
   * session anyway (logout): the error goes back to the caller and no app event fires.
   */
  skipAuthEvents?: boolean;
  /**
   * A bearer token to send instead of the session's (the SoundCheck player's launch token). Its
   * 401 and 403 belong to that token, so they never end the session or leave the page.
   */
  token?: string;
  signal?: AbortSignal;
}

const NETWORK_ERROR = 'Cannot reach the server. Please check your connection and try again.';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorResponse(body)) return new ApiError(status, body.message, body.errors, body);
  return new ApiError(status, `The request failed (${status}).`);
}

export async function apiRequest<T = void>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const skipAuthEvents = options.skipAuthEvents || options.token !== undefined;
  if (method === 'GET') {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const ask = () =>
    fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  // The first data boot.js asked for before the app loaded; should that have failed, ask again.
  const early =
    method === 'GET' && options.token === undefined ? takeEarlyResponse(path, token) : null;

  let response: Response;
  try {
    response = await (early ? early.catch(ask) : ask());
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }

  const body = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, body);
    if (response.status === 401 && !skipAuthEvents) {
      clearToken();
      emitAuthEvent('unauthorized');
    } else if (response.status === 403 && options.token === undefined && method === 'GET') {
      // Only reads: the notice and the library after 5 s are for what the user may not open.
      emitAuthEvent('forbidden');
    }
    throw error;
  }
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
    throw new ApiError(response.status, 'The server sent an unexpected answer.');
  }
  return parsed.data;
}
