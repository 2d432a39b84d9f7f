// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL through node-postgres
// when a URL is given. Both give the same Drizzle API, so the rest of the server never knows which.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Plain SQL for libraries that bring their own queries (pg-boss): node-postgres' result shape. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** What a LISTEN connection tells (shared-state/change-feed.ts). */
export interface ListenHandlers {
  /** A notification's payload, in commit order. */
  onNotify(payload: string): void;
  /** Listening (again): every notification committed from now on will arrive. */
  onListening(): void;
  /** The connection is gone: notifications are missed until the next onListening. */
  onLost(error: Error): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** node-postgres' pool at one moment (the metrics read it at each scrape). */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  ping(): Promise<void>;
  /** PostgreSQL only: PGlite is one connection inside the process, with no pool to watch. */
  poolStats?: () => PoolStats;
  /** LISTEN on a channel; on PostgreSQL a connection of its own that reconnects by itself. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; without it PGlite keeps everything in memory. */
  dataDir?: string | undefined;
  /** Told when an idle PostgreSQL connection fails (it is replaced on the next query). */
  onIdleError?: (error: Error) => void;
  /** How long opening a PostgreSQL connection may take, handshake included; 5 s by default. */
  connectTimeoutMs?: number;
  /** Most PostgreSQL connections the pool opens at once; 10 by default (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Told of every query Drizzle sends (tests count the queries of a call). */
  onQuery?: (query: string) => void;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_POOL_SIZE = 10;

const queryLogger = ({ onQuery }: DatabaseOptions) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // pg runs this timer from the socket's opening until ReadyForQuery, so a server that accepts
      // and never answers fails too; the pool also gives up waiting for a free connection after it.
      connectionTimeoutMillis: connectTimeoutMs,
      // Lets the kernel notice a peer that vanished (host down, network cut) on idle connections.
      keepAlive: true,
    });
    // An idle connection the server ends (restart, failover, admin command) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema, logger: queryLogger(options) }) as unknown as Db;
    // Bounded both ways: an open connection that went silent must not hang the health check.
    // pg reads a per-query query_timeout that @types/pg only declares on the client's config.
    const pingQuery: pg.QueryConfig & { query_timeout: number } = {
      text: 'select 1',
      query_timeout: connectTimeoutMs,
    };
    return {
      db,
      kind: 'postgres',
      sql: { executeSql: (text, values) => pool.query(text, values) },
      ping: async () => void (await pool.query(pingQuery)),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      listen: (channel, handlers) =>
        listenOnPostgres(options.url!, channel, handlers, connectTimeoutMs),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir ? { dataDir: dir } : {});
  const db = drizzlePglite(client, { schema, logger: queryLogger(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    sql: {
      // PGlite runs one statement with parameters (query) or a script without (exec).
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    // In one process PGlite hands a transaction's notifications over before its commit resolves.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.onNotify);
      handlers.onListening();
      return { close: unlisten };
    },
    close: () => client.close(),
  };
}

/** How often the LISTEN connection proves it is alive, and how long the proof may take. */
const LISTEN_HEARTBEAT_MS = 5_000;
const LISTEN_RECONNECT_MAX_MS = 2_000;

/**
 * A dedicated connection (a pooled one would lose its LISTEN when returned). When it fails, ends, or
 * misses a heartbeat, onLost is told and a new connection is tried, sooner at first, then every two
 * seconds; onListening is told once it listens again.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  connectTimeoutMs: number,
): Promise<Listening> {
  let current: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempts = 0;
  let closed = false;

  const lose = (client: pg.Client, error: Error) => {
    if (client !== current || closed) return;
    current = undefined;
    clearInterval(heartbeat);
    client.removeAllListeners('notification');
    void client.end().catch(() => {});
    handlers.onLost(error);
    scheduleConnect();
  };

  const scheduleConnect = () => {
    attempts += 1;
    retry = setTimeout(() => void connect(), Math.min(attempts * 100, LISTEN_RECONNECT_MAX_MS));
    retry.unref();
  };

  async function connect() {
    if (closed) return;
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      // Named, so an operator (and a test) can tell it from the pool's connections.
      application_name: `bandbook-${channel}`,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch {
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      scheduleConnect();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    attempts = 0;
    const beat: pg.QueryConfig & { query_timeout: number } = {
      text: 'select 1',
      query_timeout: connectTimeoutMs,
    };
    heartbeat = setInterval(() => {
      client.query(beat).catch((error: Error) => lose(client, error));
    }, LISTEN_HEARTBEAT_MS);
    heartbeat.unref();
    handlers.onListening();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = undefined;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => {});
      }
    },
  };
}
