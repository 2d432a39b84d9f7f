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
  close(): Promise<void>;
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
      if (!live || !needsMarker) return;
      const marker = `${markerPrefix}${++markers}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(marker, () => resolve(true));
        timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      });
      try {
        await database.sql.executeSql(`select pg_notify($1, $2)`, [CHANGE_CHANNEL, marker]);
        if (!(await heard)) {
          // Slow or lost: start again from an empty cache (a dead connection is caught by its
          // heartbeat and replaced).
          lose('a change took too long to be told');
          void goLive(generation);
        }
      } catch {
        // The database is away: the write's own answer says so; reads bypass the caches anyway
        // once the listening connection notices.
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },
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
    close: async () => {},
  };
}
