// Take results the network kept from saving (issue 45 item 8): kept in IndexedDB, so a reload or a
// closed tab loses none, and sent again, oldest first and one at a time, when the browser says it is
// back online, on a backoff timer, and whenever the player opens. Each result belongs to one learner
// and is only ever sent for them.
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { ApiError } from '../../../lib/api-error';
import type { LearnerResult } from '../api/launch';
import type { SavedResult } from './player-session';

/** A kept result: what is sent (LearnerResult) and when it was kept. */
export interface UnsavedResult extends LearnerResult {
  /** When the result was kept (ms since the epoch): the queue's order. */
  queuedAt: number;
}

/** What a failed send means for a kept result. */
export type SendFailure =
  /** The network or the server failed: try again later. */
  | 'retry'
  /** No credentials work now (the launch token has expired, no session of this learner): keep it. */
  | 'wait'
  /** The server refused the result itself (a trial, an unknown item): it will never land. */
  | 'drop';

export function sendFailureOf(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status === 0 || error.status === 408 || error.status === 429) return 'retry';
  if (error.status >= 500) return 'retry';
  if (error.status === 401) return 'wait';
  return 'drop';
}

export type QueueEvent =
  | { type: 'sent'; key: string; entry: UnsavedResult; saved: SavedResult }
  | { type: 'dropped'; key: string; entry: UnsavedResult; error: unknown };

export interface ResultQueueOptions {
  /** Sends one result; throws an ApiError when it does not land. */
  send: (entry: UnsavedResult) => Promise<SavedResult>;
  /** The IndexedDB store; created on first use (tests give a fresh one). */
  store?: () => UseStore;
  /** Timers, replaceable in tests. Answers a function that cancels the timer. */
  setTimer?: (run: () => void, ms: number) => () => void;
  now?: () => number;
}

const DB_NAME = 'bandbook-soundcheck';
const STORE_NAME = 'unsaved-results';
/** The first retry after a failed send, doubled after each further failure up to the cap. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;
/**
 * A result still waiting after this long (its learner has not signed in here since) is dropped: a
 * device someone has left should not hold on to another person's results for ever.
 */
export const KEEP_UNSAVED_DAYS = 30;
const KEEP_UNSAVED_MS = KEEP_UNSAVED_DAYS * 24 * 3600_000;
export const UNSAVED_TOO_LONG = `This result could not be saved within ${KEEP_UNSAVED_DAYS} days and is no longer kept.`;

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export class ResultQueue {
  private readonly send: ResultQueueOptions['send'];
  private readonly openStore: () => UseStore;
  private readonly setTimer: NonNullable<ResultQueueOptions['setTimer']>;
  private readonly now: () => number;
  private store: UseStore | null = null;
  /** Flushes run one after another, so no result is ever sent twice at once from this page. */
  private flushing: Promise<void> = Promise.resolve();
  /** Learners whose player (or book page) is open, with how many of them watch. */
  private readonly watched = new Map<string, number>();
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private readonly listeners = new Set<(event: QueueEvent) => void>();
  private readonly onOnline = () => this.flushWatched();
  private sequence = 0;

  constructor(options: ResultQueueOptions) {
    this.send = options.send;
    this.openStore = options.store ?? (() => createStore(DB_NAME, STORE_NAME));
    this.setTimer = options.setTimer ?? defaultTimer;
    this.now = options.now ?? (() => Date.now());
  }

  /** Keeps a result on this device; answers its key. A watched learner's is retried after a while. */
  async enqueue(entry: Omit<UnsavedResult, 'queuedAt'>): Promise<string> {
    const queuedAt = this.now();
    // The user id first, so one learner's keys sort together, then the time, then this page's count.
    const key = `${entry.userId}/${queuedAt.toString(36).padStart(9, '0')}/${(this.sequence++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    await set(key, { ...entry, queuedAt } satisfies UnsavedResult, this.db());
    this.scheduleRetry();
    return key;
  }

  /** The learner's kept results, oldest first. */
  async pending(userId: string): Promise<{ key: string; entry: UnsavedResult }[]> {
    const all = await entries<string, UnsavedResult>(this.db());
    return all
      .filter(([, entry]) => entry.userId === userId)
      .sort(([a, first], [b, second]) => first.queuedAt - second.queuedAt || a.localeCompare(b))
      .map(([key, entry]) => ({ key, entry }));
  }

  /** Sends the learner's kept results in order; stops at the first that the network keeps back. */
  flush(userId: string): Promise<void> {
    const run = this.flushing.then(() => this.flushNow(userId));
    this.flushing = run.catch(() => undefined);
    return run;
  }

  /**
   * While a learner's player is open: sends their kept results now, when the browser is back online
   * and on the backoff timer. Answers the function that stops watching.
   */
  watch(userId: string): () => void {
    if (this.watched.size === 0) window.addEventListener('online', this.onOnline);
    this.watched.set(userId, (this.watched.get(userId) ?? 0) + 1);
    void this.flush(userId).catch(() => undefined);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      const count = (this.watched.get(userId) ?? 1) - 1;
      if (count > 0) this.watched.set(userId, count);
      else this.watched.delete(userId);
      if (this.watched.size > 0) return;
      window.removeEventListener('online', this.onOnline);
      this.cancelRetry?.();
      this.cancelRetry = null;
    };
  }

  /** Hears what became of kept results; answers the function that stops listening. */
  subscribe(listener: (event: QueueEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Settles when the result kept under `key` lands (its stars) or is refused (the server's error). */
  outcome(key: string): Promise<SavedResult> {
    return new Promise((resolve, reject) => {
      const stop = this.subscribe((event) => {
        if (event.key !== key) return;
        stop();
        if (event.type === 'sent') resolve(event.saved);
        else reject(event.error);
      });
    });
  }

  private db(): UseStore {
    this.store ??= this.openStore();
    return this.store;
  }

  private async flushNow(userId: string): Promise<void> {
    for (const { key, entry } of await this.pending(userId)) {
      if (this.now() - entry.queuedAt > KEEP_UNSAVED_MS) {
        await this.drop(key, entry, new ApiError(0, UNSAVED_TOO_LONG));
        continue;
      }
      let saved: SavedResult;
      try {
        saved = await this.send(entry);
      } catch (error) {
        const failure = sendFailureOf(error);
        if (failure === 'wait') continue;
        if (failure === 'retry') {
          // The rest would meet the same network: they wait their turn, in order.
          this.failures += 1;
          this.scheduleRetry();
          return;
        }
        await this.drop(key, entry, error);
        continue;
      }
      this.failures = 0;
      await del(key, this.db());
      this.emit({ type: 'sent', key, entry, saved });
    }
  }

  private async drop(key: string, entry: UnsavedResult, error: unknown) {
    await del(key, this.db());
    this.emit({ type: 'dropped', key, entry, error });
  }

  private flushWatched() {
    this.cancelRetry?.();
    this.cancelRetry = null;
    for (const userId of this.watched.keys()) void this.flush(userId).catch(() => undefined);
  }

  /** One timer at a time: RETRY_FIRST_MS after the first failure, doubling up to RETRY_MAX_MS. */
  private scheduleRetry() {
    if (this.watched.size === 0 || this.cancelRetry) return;
    const delay = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, this.failures - 1), RETRY_MAX_MS);
    this.cancelRetry = this.setTimer(() => {
      this.cancelRetry = null;
      this.flushWatched();
    }, delay);
  }

  private emit(event: QueueEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }
}
