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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  ping(): Promise<void>;
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
  /** Told of every query Drizzle sends (tests count the queries of a call). */
  onQuery?: (query: string) => void;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

const queryLogger = ({ onQuery }: DatabaseOptions) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
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
    close: () => client.close(),
  };
}
