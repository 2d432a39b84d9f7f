// The gauges read at each scrape (plugins/metrics.ts): the job queues' jobs by state, counted in
// pg-boss's table (so every process reports the same depth), this process's failed handler runs,
// and node-postgres' pool.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { PoolStats } from '../db/client.js';
import type { JobQueue, QueueCounts } from '../jobs/job-queue.js';

export function registerJobMetrics(
  registry: Registry,
  jobs: JobQueue,
  onError: (error: Error) => void,
): void {
  // The three gauges share one count per scrape.
  let reading: Promise<QueueCounts[] | undefined> | undefined;
  const readCounts = () =>
    (reading ??= jobs
      .counts()
      .catch((error: Error) => {
        onError(error);
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      }));

  const gauge = (name: string, help: string, pick: (counts: QueueCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        const counts = await readCounts();
        // Unreadable (the database is away): no figure rather than a stale one.
        this.reset();
        for (const queue of counts ?? []) this.set({ queue: queue.queue }, pick(queue));
      },
    });
  gauge(
    'job_queue_depth',
    'Jobs waiting to run (queued, or waiting for a retry)',
    (c) => c.waiting,
  );
  gauge('job_queue_active', 'Jobs a worker is running', (c) => c.active);
  gauge(
    'job_queue_failed',
    'Jobs that failed for good (retries spent), until archived',
    (c) => c.failed,
  );

  new Counter({
    name: 'job_failures_total',
    help: "Runs of a job's handler that threw in this process (each retry counts)",
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, count] of jobs.failures()) this.inc({ queue }, count);
    },
  });
}

/** node-postgres' pool. PGlite has none: one connection inside the process, so nothing is reported. */
export function registerPoolMetrics(registry: Registry, poolStats: () => PoolStats): void {
  const gauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(poolStats()));
      },
    });
  gauge('db_pool_connections', 'Connections the pool holds open, busy or idle', (s) => s.total);
  gauge('db_pool_idle_connections', 'Open connections waiting for a query', (s) => s.idle);
  gauge('db_pool_waiting_queries', 'Queries waiting for a free connection', (s) => s.waiting);
  gauge(
    'db_pool_max_connections',
    'The most connections the pool opens (DATABASE_POOL_SIZE)',
    (s) => s.max,
  );
}
