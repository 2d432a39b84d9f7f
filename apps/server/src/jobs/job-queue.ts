// Background jobs on the same database with pg-boss 10 (DESIGN.md; decision 020): on PostgreSQL
// through the app's pool, on PGlite through its executor (the pg-boss `db` option). A job that was
// running when its process died stays 'active' until it expires; maintenance then puts it back for
// a retry, so work survives a restart. Handlers are registered by modules; a process started with
// JOB_WORKERS=off only queues.
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config.js';
import type { SqlExecutor } from '../db/client.js';

export interface JobQueue {
  /** Queues a job; resolves to its id. */
  send(queue: string, data: object): Promise<string>;
  /** Runs `handler` for each job of `queue` in this process (unless workers are off). */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Jobs of every queue by state, read from pg-boss's table now (the metrics, at each scrape). */
  counts(): Promise<QueueCounts[]>;
  /** Runs of a handler that threw in this process since it started, per queue. */
  failures(): ReadonlyMap<string, number>;
  stop(): Promise<void>;
}

export interface QueueCounts {
  queue: string;
  /** Created or waiting for a retry: not yet taken by a worker. */
  waiting: number;
  active: number;
  /** Failed for good (retries spent), until pg-boss archives them. */
  failed: number;
}

/** Every queue, with its jobs counted by state (a queue without jobs has a row with a null state). */
const COUNT_JOBS = `
  select q.name, j.state, count(j.id)::int as size
  from pgboss.queue q left join pgboss.job j on j.name = q.name
  group by q.name, j.state`;

function countsOf(rows: unknown[]): QueueCounts[] {
  const byQueue = new Map<string, QueueCounts>();
  for (const row of rows as { name: string; state: string | null; size: number }[]) {
    const counts = byQueue.get(row.name) ?? { queue: row.name, waiting: 0, active: 0, failed: 0 };
    const size = Number(row.size);
    if (row.state === 'created' || row.state === 'retry') counts.waiting += size;
    else if (row.state === 'active') counts.active += size;
    else if (row.state === 'failed') counts.failed += size;
    byQueue.set(row.name, counts);
  }
  return [...byQueue.values()];
}

export interface JobQueueOptions {
  sql: SqlExecutor;
  config: JobsConfig;
  onError(error: Error): void;
}

const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === '40P01';

/** Retries of a job that failed or was abandoned. */
const RETRY_LIMIT = 3;

export async function startJobQueue({ sql, config, onError }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: sql,
    maintenanceIntervalSeconds: config.maintenanceSeconds,
    // Queue sizes are not needed; keep the monitor quiet.
    monitorStateIntervalSeconds: 3600,
  });
  boss.on('error', onError);
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    // Several API processes starting together create the same queue at once; PostgreSQL may then
    // pick one of them as a deadlock victim. Creating a queue is idempotent: try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(queue, {
          name: queue,
          retryLimit: RETRY_LIMIT,
          retryDelay: 1,
          expireInSeconds: config.expireSeconds,
        });
        break;
      } catch (error) {
        if (attempt >= 5 || !isDeadlock(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt * Math.random()));
      }
    }
    created.add(queue);
  };
  const failures = new Map<string, number>();

  return {
    async send(queue, data) {
      await ensureQueue(queue);
      const id = await boss.send(queue, data);
      if (!id) throw new Error(`job for ${queue} was not queued`);
      return id;
    },
    async work<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
      if (!config.workers) return;
      await ensureQueue(queue);
      await boss.work<T>(queue, { pollingIntervalSeconds: config.pollSeconds }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data);
          } catch (error) {
            failures.set(queue, (failures.get(queue) ?? 0) + 1);
            throw error;
          }
        }
      });
    },
    async counts() {
      return countsOf((await sql.executeSql(COUNT_JOBS)).rows);
    },
    failures: () => failures,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
