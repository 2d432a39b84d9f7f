// The player's calls: a launch token for one exercise (learner session), what that token opens
// (GET /api/soundcheck/launch) and saving a result with it (POST /api/users/me/progress), or, once
// it has expired, with the session of the same learner.
import { queryOptions } from '@tanstack/react-query';
import {
  progressWithTakeResponseSchema,
  SOUNDCHECK_LAUNCH_MESSAGES,
  soundCheckLaunchSchema,
  soundCheckLaunchTokenSchema,
  starsFor,
  type Result,
  type TakeInput,
} from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getToken } from '../../../lib/auth-token';
import { tokenSubject } from '../lib/token-subject';

export const launchTokenQuery = (bookId: string, contentId: string) =>
  queryOptions({
    queryKey: ['soundcheck', 'launch-token', bookId, contentId],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/content-packages/${encodeURIComponent(bookId)}/soundcheck/${encodeURIComponent(contentId)}/launch`,
        { method: 'POST', schema: soundCheckLaunchTokenSchema, signal },
      ),
    // A fresh token each time the player opens; never reused from a cache.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const launchQuery = (contentPackageId: string, mmsId: string, accessToken: string) =>
  queryOptions({
    queryKey: ['soundcheck', 'launch', contentPackageId, mmsId, accessToken],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/soundcheck/launch?${new URLSearchParams({ contentPackageId, mmsId }).toString()}`,
        { schema: soundCheckLaunchSchema, token: accessToken, signal },
      ),
    staleTime: Infinity,
    retry: false,
  });

/** Saves a result with the launch token; answers the item's stars after the save (best kept). */
export async function saveLaunchResult(
  accessToken: string,
  body: { contentPackageId: string; contentId: string; result: Result; take?: TakeInput },
) {
  const answer = await apiRequest('/api/users/me/progress', {
    method: 'POST',
    body,
    schema: progressWithTakeResponseSchema,
    token: accessToken,
  });
  const saved = answer.progressList
    .find((entry) => entry.contentPackageId === body.contentPackageId)
    ?.contentList.find((entry) => entry.id === body.contentId);
  return {
    stars: saved ? starsFor(saved.result) : 0,
    userStars: answer.userStars,
    takeId: answer.takeId,
  };
}

/** A result to save for one learner, with the launch token of its take. */
export interface LearnerResult {
  /** The learner (the launch token's subject): their results are sent for them alone. */
  userId: string;
  contentPackageId: string;
  contentId: string;
  result: Result;
  /** The take's facts for the practice journal (decision 065); absent in results kept before it. */
  take?: TakeInput;
  /** The take's launch token, which may save this item's result until it expires. */
  launchToken: string;
  /** When the launch token expires (ms since the epoch). */
  launchTokenExpiresAt: number;
}

/** A launch token this close to its expiry is not tried: the clocks of browser and server differ. */
const LAUNCH_TOKEN_MARGIN_MS = 60_000;

/**
 * Saves a result with its launch token while that is valid, and otherwise (expired, or refused with
 * 401, e.g. after a logout) with the session's token when the session is the same learner's; the
 * route takes either (decision 017). Never under another learner's session.
 */
export async function saveLearnerResult(entry: LearnerResult) {
  const body = {
    contentPackageId: entry.contentPackageId,
    contentId: entry.contentId,
    result: entry.result,
    ...(entry.take ? { take: entry.take } : {}),
  };
  let refused: unknown = null;
  if (entry.launchTokenExpiresAt - LAUNCH_TOKEN_MARGIN_MS > Date.now()) {
    try {
      return await saveLaunchResult(entry.launchToken, body);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      refused = error;
    }
  }
  const session = getToken();
  if (!session || tokenSubject(session) !== entry.userId) {
    throw refused ?? new ApiError(401, SOUNDCHECK_LAUNCH_MESSAGES.linkInvalid);
  }
  // Passed as `token`: a 401 here ends nothing; the app learns of an ended session from its own calls.
  return saveLaunchResult(session, body);
}

/**
 * The token a learner's later call for this take goes with: its launch token while valid, else the
 * session's when it is the same learner's (as saveLearnerResult).
 */
export function learnerToken(
  entry: Pick<LearnerResult, 'userId' | 'launchToken' | 'launchTokenExpiresAt'>,
) {
  if (entry.launchTokenExpiresAt - LAUNCH_TOKEN_MARGIN_MS > Date.now()) return entry.launchToken;
  const session = getToken();
  if (!session || tokenSubject(session) !== entry.userId) {
    throw new ApiError(401, SOUNDCHECK_LAUNCH_MESSAGES.linkInvalid);
  }
  return session;
}
