// What the book's SoundCheck page and the player start (sendKeptResults): the page's queue sends the
// kept results of the token's learner, never another's, through the API, and says when one lands.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@bandbook/domain';
import { keptResults } from './kept-results';
import { sendKeptResults } from './send-kept-results';

const fetchMock = vi.fn<typeof fetch>();
const tokenOf = (sub: string) => `e30.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.sig`;
const kept = (userId: string, contentId: string) => ({
  userId,
  contentPackageId: 'book-1',
  contentId,
  result: { percent_played: 100, score: 90 } as Result,
  launchToken: tokenOf(userId),
  launchTokenExpiresAt: Date.now() + 3600_000,
});
const saved = () =>
  new Response(JSON.stringify({ progressList: [], userStars: 3 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('sending kept results', () => {
  it("sends the token's learner's results, says each landed, and leaves another's", async () => {
    fetchMock.mockImplementation(async () => saved());
    await keptResults.enqueue(kept('user-anna', 'item-1'));
    await keptResults.enqueue(kept('user-ben', 'item-2'));
    const onSent = vi.fn();
    const stop = sendKeptResults(tokenOf('user-anna'), onSent);
    try {
      await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
      expect(await keptResults.pending('user-anna')).toEqual([]);
      expect(await keptResults.pending('user-ben')).toHaveLength(1);
      const [path, init] = fetchMock.mock.calls[0] ?? [];
      expect(path).toBe('/api/users/me/progress');
      expect(JSON.parse(init?.body as string)).toMatchObject({ contentId: 'item-1' });
    } finally {
      stop();
    }
  });

  it('does nothing for a token without a subject', () => {
    const stop = sendKeptResults('not-a-token', vi.fn());
    stop();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
