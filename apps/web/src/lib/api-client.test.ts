import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { onAuthEvent, type AuthEvent } from './auth-events';
import { getToken, setToken } from './auth-token';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('apiRequest', () => {
  let events: AuthEvent[];
  let stopListening: () => void;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    events = [];
    stopListening = onAuthEvent((event) => events.push(event));
  });

  afterEach(() => {
    stopListening();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token, and asks GETs not to be cached', async () => {
    setToken('abc');
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await apiRequest('/api/users/me');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Cache-Control']).toBe('no-cache');
  });

  it('sends JSON bodies without the no-cache header', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, {}));
    await apiRequest('/api/users', { method: 'POST', body: { username: 'ann' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(init?.body).toBe('{"username":"ann"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Cache-Control']).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });

  it('on 401 clears the token and raises unauthorized', async () => {
    setToken('expired');
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Unauthorized' }));
    await expect(apiRequest('/api/users/me')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
    expect(getToken()).toBeNull();
    expect(events).toEqual(['unauthorized']);
  });

  it('leaves a 401 of a credential check to the form', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Wrong password' }));
    await expect(
      apiRequest('/auth/local', { method: 'POST', body: {}, skipAuthEvents: true }),
    ).rejects.toMatchObject({ message: 'Wrong password' });
    expect(events).toEqual([]);
  });

  it("on a read's 403 raises forbidden and keeps the session", async () => {
    setToken('valid');
    fetchMock.mockResolvedValueOnce(answer(403, { message: 'Forbidden' }));
    await expect(apiRequest('/api/admin/users')).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['forbidden']);
    expect(getToken()).toBe('valid');
  });

  it("leaves a write's 403 to its caller, with the server's message", async () => {
    setToken('valid');
    const message = 'You cannot give permissions you do not hold yourself.';
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      fetchMock.mockResolvedValueOnce(answer(403, { message }));
      await expect(apiRequest('/api/admin/users/u1', { method, body: {} })).rejects.toMatchObject({
        status: 403,
        message,
      });
    }
    expect(events).toEqual([]);
    expect(getToken()).toBe('valid');
  });

  it('carries the field errors of a 400', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, {
        message: 'Please correct the highlighted fields.',
        errors: { username: { message: 'This username is already taken.' } },
      }),
    );
    const error = await apiRequest('/api/users', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors.username?.message).toBe(
      'This username is already taken.',
    );
  });

  it('turns an answer that is not the error format into a generic message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/config/public')).rejects.toMatchObject({
      status: 502,
      message: 'The request failed (502).',
    });
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/config/public')).rejects.toMatchObject({ status: 0 });
  });

  it('validates the answer with the given schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(answer(200, { token: 42 }));
    await expect(
      apiRequest('/api/users/me/autologin', { schema: z.object({ token: z.string() }) }),
    ).rejects.toMatchObject({ message: 'The server sent an unexpected answer.' });
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/users/me/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  describe("with boot.js's early answers", () => {
    const askedEarly = (token: string, responses: Record<string, Promise<Response>>) => {
      window.__bandbookEarly = { token, responses };
    };

    afterEach(() => {
      delete window.__bandbookEarly;
    });

    it('takes an early answer once, for its path and token, and asks the server after that', async () => {
      setToken('abc');
      askedEarly('abc', { '/api/users/me': Promise.resolve(answer(200, { early: true })) });
      expect(await apiRequest('/api/users/me')).toEqual({ early: true });
      expect(fetchMock).not.toHaveBeenCalled();

      fetchMock.mockResolvedValueOnce(answer(200, { early: false }));
      expect(await apiRequest('/api/users/me')).toEqual({ early: false });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('leaves an answer asked with another token, and asks again when the early call failed', async () => {
      setToken('new');
      askedEarly('old', {
        '/api/users/me': Promise.resolve(answer(200, { user: 'old' })),
        '/api/dashboard/dynamic': Promise.reject(new TypeError('offline')),
      });
      fetchMock.mockResolvedValueOnce(answer(200, { user: 'new' }));
      expect(await apiRequest('/api/users/me')).toEqual({ user: 'new' });

      setToken('old');
      fetchMock.mockResolvedValueOnce(answer(200, { dashboard: true }));
      expect(await apiRequest('/api/dashboard/dynamic')).toEqual({ dashboard: true });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('hands an early 401 to the session like any other', async () => {
      setToken('abc');
      askedEarly('abc', {
        '/api/users/me': Promise.resolve(answer(401, { message: 'Unauthorized' })),
      });
      await expect(apiRequest('/api/users/me')).rejects.toBeInstanceOf(ApiError);
      expect(getToken()).toBeNull();
      expect(events).toEqual(['unauthorized']);
    });
  });
});
