// Results kept on this device until they land: kept across a reload (a second queue over the same
// IndexedDB, as the next page load opens), sent oldest first and one at a time, retried with backoff
// after a network failure or a 5xx and at once when the browser is back online, dropped when the
// server refuses them, kept while no credentials work, and only ever sent for their own learner.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'idb-keyval';
import type { Result } from '@bandbook/domain';
import { ApiError } from '../../../lib/api-error';
import {
  KEEP_UNSAVED_DAYS,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  ResultQueue,
  type QueueEvent,
  type UnsavedResult,
} from './result-queue';

// The queue never reads a result: any one does (cast, so the fixture stays valid as Result grows).
const result = { percent_played: 100, score: 96, pitch_score: 100, rhythm_score: 92 } as Result;

const ANNA = 'user-anna';
const BEN = 'user-ben';

function entryFor(userId: string, contentId: string): Omit<UnsavedResult, 'queuedAt'> {
  return {
    userId,
    contentPackageId: 'book-1',
    contentId,
    result,
    launchToken: `token-of-${userId}`,
    launchTokenExpiresAt: Date.now() + 3600_000,
  };
}

let databases = 0;
const stopWatching: (() => void)[] = [];

afterEach(() => {
  for (const stop of stopWatching.splice(0)) stop();
});

/** A fresh database per test; `reopen` gives another queue over the same one (a page reload). */
function setup(send: (entry: UnsavedResult) => Promise<{ stars: number }>) {
  const name = `results-test-${++databases}`;
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const make = () =>
    new ResultQueue({
      send,
      store: () => createStore(name, 'unsaved-results'),
      setTimer: (run, ms) => {
        const timer = { run, ms, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
    });
  const queue = make();
  const events: QueueEvent[] = [];
  queue.subscribe((event) => events.push(event));
  const watch = (target: ResultQueue, userId: string) => stopWatching.push(target.watch(userId));
  /** Runs the pending timer, as if its delay had passed. */
  const fireTimer = () => {
    const timer = timers.find((entry) => !entry.cancelled);
    if (!timer) throw new Error('no timer pending');
    timer.cancelled = true;
    timer.run();
    return timer.ms;
  };
  const pendingDelays = () => timers.filter((entry) => !entry.cancelled).map((entry) => entry.ms);
  return { queue, reopen: make, events, watch, fireTimer, pendingDelays };
}

const offline = () => new ApiError(0, 'Cannot reach the server.');

describe('the queue of unsaved results', () => {
  it('keeps a result across a reload and sends it from the next page', async () => {
    const send = vi.fn(async () => ({ stars: 4 }));
    const { queue, reopen } = setup(send);
    await queue.enqueue(entryFor(ANNA, 'item-1'));

    const next = reopen();
    expect((await next.pending(ANNA)).map(({ entry }) => entry.contentId)).toEqual(['item-1']);
    await next.flush(ANNA);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([expect.objectContaining({ userId: ANNA, result })]);
    expect(await next.pending(ANNA)).toEqual([]);
    expect(await reopen().pending(ANNA)).toEqual([]);
  });

  it('sends oldest first, one at a time, and says each landed', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const order: string[] = [];
    const { queue, events } = setup(async (entry) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(entry.contentId);
      running -= 1;
      return { stars: 3 };
    });
    for (const id of ['item-1', 'item-2', 'item-3']) await queue.enqueue(entryFor(ANNA, id));
    await Promise.all([queue.flush(ANNA), queue.flush(ANNA)]);
    expect(order).toEqual(['item-1', 'item-2', 'item-3']);
    expect(mostAtOnce).toBe(1);
    expect(events.map((event) => event.type)).toEqual(['sent', 'sent', 'sent']);
  });

  it('keeps a result the network failed, and retries it with a growing delay until it lands', async () => {
    const send = vi
      .fn<(entry: UnsavedResult) => Promise<{ stars: number }>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(new ApiError(503, 'Service unavailable'))
      .mockResolvedValue({ stars: 5 });
    const { queue, watch, fireTimer, pendingDelays } = setup(send);
    const key = await queue.enqueue(entryFor(ANNA, 'item-1'));
    const landed = queue.outcome(key);

    // Opening the player sends it: the network fails, it is kept, and tried again in a while.
    watch(queue, ANNA);
    await vi.waitFor(() => expect(pendingDelays()).toEqual([RETRY_FIRST_MS]));
    expect(send).toHaveBeenCalledTimes(1);
    expect(await queue.pending(ANNA)).toHaveLength(1);

    // The server fails: the next delay is twice as long.
    fireTimer();
    await vi.waitFor(() => expect(pendingDelays()).toEqual([RETRY_FIRST_MS * 2]));
    expect(send).toHaveBeenCalledTimes(2);
    expect(await queue.pending(ANNA)).toHaveLength(1);

    fireTimer();
    expect(await landed).toEqual({ stars: 5 });
    expect(await queue.pending(ANNA)).toEqual([]);
    expect(pendingDelays()).toEqual([]);
  });

  it('caps the retry delay', async () => {
    const { queue, watch, fireTimer, pendingDelays } = setup(async () => {
      throw offline();
    });
    await queue.enqueue(entryFor(ANNA, 'item-1'));
    watch(queue, ANNA);
    let delay = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await vi.waitFor(() => expect(pendingDelays()).toHaveLength(1));
      delay = fireTimer();
    }
    expect(delay).toBe(RETRY_MAX_MS);
  });

  it('sends at once when the browser is back online', async () => {
    let isOnline = false;
    const send = vi.fn(async () => {
      if (!isOnline) throw offline();
      return { stars: 4 };
    });
    const { queue, watch, pendingDelays } = setup(send);
    const key = await queue.enqueue(entryFor(ANNA, 'item-1'));
    const landed = queue.outcome(key);
    watch(queue, ANNA);
    await vi.waitFor(() => expect(pendingDelays()).toHaveLength(1));
    expect(await queue.pending(ANNA)).toHaveLength(1);

    isOnline = true;
    window.dispatchEvent(new Event('online'));
    expect(await landed).toEqual({ stars: 4 });
    expect(await queue.pending(ANNA)).toEqual([]);
  });

  it('drops a result the server refuses, says why, and goes on with the next', async () => {
    const refusal = new ApiError(403, 'This SoundCheck exercise is not part of the trial.');
    const send = vi.fn(async (entry: UnsavedResult) => {
      if (entry.contentId === 'item-1') throw refusal;
      return { stars: 2 };
    });
    const { queue, events } = setup(send);
    const first = await queue.enqueue(entryFor(ANNA, 'item-1'));
    const refused = queue.outcome(first).catch((error: unknown) => error);
    await queue.enqueue(entryFor(ANNA, 'item-2'));
    await queue.flush(ANNA);

    expect(await refused).toBe(refusal);
    expect(events.map((event) => [event.type, event.entry.contentId])).toEqual([
      ['dropped', 'item-1'],
      ['sent', 'item-2'],
    ]);
    expect(await queue.pending(ANNA)).toEqual([]);
    // Never tried again.
    await queue.flush(ANNA);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a result while no credentials work (401), without a retry timer', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(401, 'This SoundCheck link has expired or is no longer valid.');
    });
    const { queue, events, watch, pendingDelays } = setup(send);
    await queue.enqueue(entryFor(ANNA, 'item-1'));
    watch(queue, ANNA);
    await queue.flush(ANNA);
    expect(send).toHaveBeenCalledTimes(2);
    expect(await queue.pending(ANNA)).toHaveLength(1);
    expect(events).toEqual([]);
    expect(pendingDelays()).toEqual([]);
  });

  it("sends a learner's results only for that learner", async () => {
    const send = vi.fn(async (_entry: UnsavedResult) => ({ stars: 1 }));
    const { queue } = setup(send);
    await queue.enqueue(entryFor(ANNA, 'item-1'));
    await queue.enqueue(entryFor(BEN, 'item-2'));
    await queue.flush(BEN);
    expect(send.mock.calls.map(([entry]) => entry.userId)).toEqual([BEN]);
    expect((await queue.pending(ANNA)).map(({ entry }) => entry.contentId)).toEqual(['item-1']);
  });

  it(`drops a result still unsent after ${KEEP_UNSAVED_DAYS} days`, async () => {
    const send = vi.fn(async () => ({ stars: 1 }));
    let now = Date.UTC(2026, 0, 1);
    const name = `results-test-${++databases}`;
    const queue = new ResultQueue({
      send,
      store: () => createStore(name, 'unsaved-results'),
      now: () => now,
    });
    const key = await queue.enqueue(entryFor(ANNA, 'item-1'));
    const outcome = queue.outcome(key).catch((error: unknown) => error);
    now += (KEEP_UNSAVED_DAYS + 1) * 24 * 3600_000;
    await queue.flush(ANNA);
    expect(await outcome).toBeInstanceOf(ApiError);
    expect(send).not.toHaveBeenCalled();
    expect(await queue.pending(ANNA)).toEqual([]);
  });
});
