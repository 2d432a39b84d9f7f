// The change feed (decision 024): what PostgreSQL tells every API process on the channel
// "bandbook_changes" when a transaction commits (migration 0007's triggers): a user's account,
// holdings or results changed ('u:<id>'), every user did ('all'), or the catalogue has a new version
// ('c:<n>'). Caches kept in memory listen, and trust themselves only while the feed is live: from the
// moment the LISTEN connection is up (after a reset that empties them) until it is lost.
import type { Database, Listening } from '../db/client.js';

export const CHANGE_CHANNEL = 'bandbook_changes';

/** How long a write's answer may wait for this process to have heard of it (then the feed resets). */
const SYNC_TIMEOUT_MS = 2_000;

export interface ChangeFeed {
  /** True while every committed change is told: caches may answer without the database. */
  readonly live: boolean;
  /** The newest catalogue version told (or read when the feed went live). */
  readonly catalogueVersion: number;
  /** Told of each user whose row, holdings or results changed. */
  onUserChanged(listener: (userId: string) => void): void;
  /** Told when anything may have been missed or everything changed: drop every cached user. */
  onReset(listener: () => void): void;
  /**
   * Resolves once this process has heard of every change committed before the call (a marker sent
   * through the database comes back on the feed, after them). Writes wait for it before answering,
   * so the writer's next read, in this process, is never older than its write.
   */
  sync(): Promise<void>;
  /**
   * A marker for a write to tell in its own transaction (`pg_notify(CHANGE_CHANNEL, payload)`), which
   * saves sync()'s second statement; undefined when none is needed (PGlite, or the feed is down).
   */
  marker(): WriteMarker | undefined;
  close(): Promise<void>;
}

export interface WriteMarker {
  readonly payload: string;
  /**
   * Once the transaction that told the marker has committed: resolves when the feed has told it
   * (true), so every change committed before it, or when it cannot be (false, the feed starts over).
   */
  heard(): Promise<boolean>;
  /** The transaction rolled back, so the marker will never be told: stop waiting for it. */
  drop(): void;
  /** Whether heard() resolved true: the request's answer need not sync() again. */
  readonly wasHeard: boolean;
}

export async function openChangeFeed(
  database: Database,
  log: { warn(reason: string): void } = { warn: () => {} },
): Promise<ChangeFeed> {
  const userListeners: ((userId: string) => void)[] = [];
  const resetListeners: (() => void)[] = [];
  const waiting = new Map<string, () => void>();
  const markerPrefix = `s:${process.pid}-${Math.random().toString(36).slice(2)}-`;
  let markers = 0;
  let live = false;
  let catalogueVersion = 0;
  // Bumped on every loss: a version read for an earlier connection must not make the feed live.
  let generation = 0;
  let listening: Listening | undefined;

  const reset = () => {
    for (const listener of resetListeners) listener();
  };

  const onNotify = (payload: string) => {
    if (payload.startsWith('u:')) {
      const userId = payload.slice(2);
      for (const listener of userListeners) listener(userId);
    } else if (payload.startsWith('c:')) {
      catalogueVersion = Math.max(catalogueVersion, Number(payload.slice(2)) || 0);
    } else if (payload === 'all') {
      reset();
    } else if (payload.startsWith(markerPrefix)) {
      waiting.get(payload)?.();
    }
  };

  const goLive = async (atGeneration: number) => {
    try {
      // Read after LISTEN: any later bump is told, so nothing falls in between.
      const { rows } = await database.sql.executeSql('select version from catalogue_state');
      const version = Number((rows[0] as { version?: unknown } | undefined)?.version ?? 0);
      if (atGeneration !== generation) return;
      catalogueVersion = Math.max(catalogueVersion, version);
      reset();
      live = true;
    } catch (error) {
      log.warn(`change feed: cannot read the catalogue version: ${(error as Error).message}`);
    }
  };

  const lose = (reason: string) => {
    generation += 1;
    if (live) log.warn(`change feed lost, caches bypassed until it is back: ${reason}`);
    live = false;
    reset();
    for (const release of waiting.values()) release();
    waiting.clear();
  };

  listening = await database.listen(CHANGE_CHANNEL, {
    onNotify,
    onListening: () => void goLive(generation),
    onLost: (error) => lose(error.message),
  });

  // PGlite tells a transaction's notifications before the transaction's promise resolves.
  const needsMarker = database.kind === 'postgres';

  /** The caller sends the payload in a transaction, then calls heard() once it commits, or drop(). */
  const newMarker = (): WriteMarker | undefined => {
    if (!live || !needsMarker) return undefined;
    const payload = `${markerPrefix}${++markers}`;
    const atGeneration = generation;
    let release: () => void = () => {};
    const told = new Promise<void>((resolve) => (release = resolve));
    waiting.set(payload, release);
    let wasHeard = false;
    let heard: Promise<boolean> | undefined;
    const wait = async () => {
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        told.then(() => true),
        new Promise<boolean>(
          (resolve) => (timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS)),
        ),
      ]);
      clearTimeout(timer);
      waiting.delete(payload);
      if (!inTime && atGeneration === generation) {
        // Slow or lost: start again from an empty cache (a dead connection is caught by its
        // heartbeat and replaced).
        lose('a change took too long to be told');
        void goLive(generation);
      }
      // Released by a loss instead: the caches are empty and bypassed until the feed is back.
      wasHeard = inTime && live && atGeneration === generation;
      return wasHeard;
    };
    return {
      payload,
      get wasHeard() {
        return wasHeard;
      },
      heard: () => (heard ??= wait()),
      drop: () => void waiting.delete(payload),
    };
  };

  return {
    get live() {
      return live;
    },
    get catalogueVersion() {
      return catalogueVersion;
    },
    onUserChanged: (listener) => void userListeners.push(listener),
    onReset: (listener) => void resetListeners.push(listener),
    async sync() {
      const marker = newMarker();
      if (!marker) return;
      try {
        await database.sql.executeSql(`select pg_notify($1, $2)`, [CHANGE_CHANNEL, marker.payload]);
        await marker.heard();
      } catch {
        // The database is away: the write's own answer says so; reads bypass the caches anyway
        // once the listening connection notices.
        marker.drop();
      }
    },
    marker: newMarker,
    async close() {
      live = false;
      await listening?.close();
      listening = undefined;
    },
  };
}

/** A feed that is never live (a seed run, a script): caches always read through. */
export function offlineChangeFeed(): ChangeFeed {
  return {
    live: false,
    catalogueVersion: 0,
    onUserChanged: () => {},
    onReset: () => {},
    sync: async () => {},
    marker: () => undefined,
    close: async () => {},
  };
}
