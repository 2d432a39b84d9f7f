// Which token saves a result (saveLearnerResult): the take's launch token while it is valid; once it
// has expired or is refused with 401, the session's, but only when the session is the same learner's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@bandbook/domain';
import { ApiError } from '../../../lib/api-error';
import { setToken } from '../../../lib/auth-token';
import { tokenSubject } from '../lib/token-subject';
import { saveLearnerResult, type LearnerResult } from './launch';

const fetchMock = vi.fn<typeof fetch>();

/** An unsigned JWT-shaped token of `sub`: the client only reads its subject. */
const tokenOf = (sub: string, kind: string) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ sub, kind })).replace(/=+$/, '')}.sig`;

const LAUNCH = tokenOf('user-anna', 'launch');
const ANNAS_SESSION = tokenOf('user-anna', 'session');
const BENS_SESSION = tokenOf('user-ben', 'session');

function entry(expiresInMs: number): LearnerResult {
  return {
    userId: 'user-anna',
    contentPackageId: 'book-1',
    contentId: 'item-1',
    result: { percent_played: 100, score: 90 } as Result,
    launchToken: LAUNCH,
    launchTokenExpiresAt: Date.now() + expiresInMs,
  };
}

const saved = () =>
  new Response(JSON.stringify({ progressList: [], userStars: 3 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const refused = (status: number) =>
  new Response(JSON.stringify({ message: 'No.' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const bearers = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('saving a learner result', () => {
  it('reads the subject of a token', () => {
    expect(tokenSubject(LAUNCH)).toBe('user-anna');
    expect(tokenSubject('not-a-token')).toBeNull();
  });

  it('uses the launch token while it is valid', async () => {
    setToken(ANNAS_SESSION);
    fetchMock.mockResolvedValueOnce(saved());
    await saveLearnerResult(entry(3600_000));
    expect(bearers()).toEqual([`Bearer ${LAUNCH}`]);
  });

  it("uses the same learner's session once the launch token has expired", async () => {
    setToken(ANNAS_SESSION);
    fetchMock.mockResolvedValueOnce(saved());
    await saveLearnerResult(entry(-1000));
    expect(bearers()).toEqual([`Bearer ${ANNAS_SESSION}`]);
  });

  it("uses the same learner's session when the launch token is refused with 401", async () => {
    setToken(ANNAS_SESSION);
    fetchMock.mockResolvedValueOnce(refused(401)).mockResolvedValueOnce(saved());
    await saveLearnerResult(entry(3600_000));
    expect(bearers()).toEqual([`Bearer ${LAUNCH}`, `Bearer ${ANNAS_SESSION}`]);
  });

  it("never sends it under another learner's session", async () => {
    setToken(BENS_SESSION);
    const failure = await saveLearnerResult(entry(-1000)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes on a refusal that is not about the token', async () => {
    setToken(ANNAS_SESSION);
    fetchMock.mockResolvedValueOnce(refused(403));
    const failure = await saveLearnerResult(entry(3600_000)).catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
