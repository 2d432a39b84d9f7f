// The player's calls: a launch token for one exercise (learner session), what that token opens
// (GET /api/soundcheck/launch) and saving a result with it (POST /api/users/me/progress).
import { queryOptions } from '@tanstack/react-query';
import {
  progressResponseSchema,
  soundCheckLaunchSchema,
  soundCheckLaunchTokenSchema,
  starsFor,
  type Result,
} from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

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
  body: { contentPackageId: string; contentId: string; result: Result },
) {
  const answer = await apiRequest('/api/users/me/progress', {
    method: 'POST',
    body,
    schema: progressResponseSchema,
    token: accessToken,
  });
  const saved = answer.progressList
    .find((entry) => entry.contentPackageId === body.contentPackageId)
    ?.contentList.find((entry) => entry.id === body.contentId);
  return { stars: saved ? starsFor(saved.result) : 0, userStars: answer.userStars };
}
