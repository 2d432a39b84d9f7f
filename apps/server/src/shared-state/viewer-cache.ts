// What this process keeps of the users it serves (decision 024): the account row, what they hold and
// their SoundCheck results, read in one query and kept while the change feed is live. Authentication,
// GET /api/users/me, the dashboard and a book read from here; a change to any of it, committed by any
// process, drops the user (migration 0007's triggers, shared-state/change-feed.ts). While the feed is
// down every read goes to the database and nothing is kept.
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Result } from '@bandbook/domain';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { ChangeFeed } from './change-feed.js';

export type ViewerRow = typeof users.$inferSelect;

export interface ViewerEntitlement {
  packageId: string;
  kind: 'subscription' | 'trial';
  startsAt: Date;
  endsAt: Date;
}

export interface ViewerResult {
  packageId: string;
  contentId: string;
  stars: number;
  result: Result;
}

export interface Viewer {
  user: ViewerRow;
  held: ViewerEntitlement[];
  results: ViewerResult[];
}

export interface ViewerCache {
  /** The user with holdings and results; undefined when there is no such user. */
  get(userId: string): Promise<Viewer | undefined>;
  /** How many users this process keeps. */
  readonly size: number;
}

/** Enough for the active learners of a process; a learner's entry is a few kilobytes. */
const MAX_VIEWERS = 10_000;
/** A bound on any staleness the feed could not prevent (it should never be reached). */
const MAX_AGE_MS = 10 * 60_000;

interface HeldJson {
  packageId: string;
  kind: ViewerEntitlement['kind'];
  startsAt: string;
  endsAt: string;
}

/** The one query: the row, the holdings and the results as JSON aggregates. */
function viewerQuery(db: Db) {
  return db
    .select({
      user: users,
      held: sql<HeldJson[]>`coalesce((select json_agg(json_build_object('packageId', e.package_id,
        'kind', e.kind, 'startsAt', e.starts_at, 'endsAt', e.ends_at)) from entitlements e
        where e.user_id = ${users.id}), '[]'::json)`,
      results: sql<ViewerResult[]>`coalesce((select json_agg(json_build_object('packageId',
        p.package_id, 'contentId', p.content_id, 'stars', p.stars, 'result', p.result))
        from progress p where p.user_id = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('bandbook_viewer');
}

/**
 * Prepared once per database: built once here, and parsed and planned once per connection by
 * PostgreSQL (a named statement), where a cold learner's every request would otherwise pay both.
 */
const prepared = new WeakMap<Db, ReturnType<typeof viewerQuery>>();

export async function readViewerFromDatabase(db: Db, userId: string): Promise<Viewer | undefined> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = viewerQuery(db)));
  const [row] = await query.execute({ userId });
  if (!row) return undefined;
  return {
    user: row.user,
    held: row.held.map((e) => ({
      packageId: e.packageId,
      kind: e.kind,
      startsAt: new Date(e.startsAt),
      endsAt: new Date(e.endsAt),
    })),
    results: row.results,
  };
}

interface Flight {
  promise: Promise<Viewer | undefined>;
  /** Set when the user changed while the read was under way: its answer is not kept. */
  stale: boolean;
}

export function createViewerCache(db: Db, feed: ChangeFeed): ViewerCache {
  const kept = new LRUCache<string, Viewer>({ max: MAX_VIEWERS, ttl: MAX_AGE_MS });
  const flights = new Map<string, Flight>();

  const forget = (userId: string) => {
    kept.delete(userId);
    const flight = flights.get(userId);
    if (flight) {
      flight.stale = true;
      flights.delete(userId);
    }
  };
  feed.onUserChanged(forget);
  feed.onReset(() => {
    kept.clear();
    for (const flight of flights.values()) flight.stale = true;
    flights.clear();
  });

  return {
    get size() {
      return kept.size;
    },
    async get(userId) {
      if (!feed.live) return readViewerFromDatabase(db, userId);
      const hit = kept.get(userId);
      if (hit) return hit;
      // Readers of the same user share one query; a change told meanwhile starts a new one.
      let flight = flights.get(userId);
      if (!flight) {
        const started: Flight = { stale: false, promise: readViewerFromDatabase(db, userId) };
        started.promise.then(
          (viewer) => {
            if (flights.get(userId) === started) flights.delete(userId);
            if (viewer && !started.stale && feed.live) kept.set(userId, viewer);
          },
          () => {
            if (flights.get(userId) === started) flights.delete(userId);
          },
        );
        flights.set(userId, started);
        flight = started;
      }
      return flight.promise;
    },
  };
}
