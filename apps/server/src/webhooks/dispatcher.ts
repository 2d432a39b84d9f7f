// Sends the due deliveries to the job queue. Every few seconds (WEBHOOK_SWEEP_SECONDS), in each
// process that runs jobs, the pending deliveries that are due and have no job queued recently are
// marked queued (rows locked and skipped, so two processes never take the same one) and a job is
// queued for each. This is what sends a new event, a retry when its wait is over, and a delivery
// whose job was lost with its process: nothing is lost across a restart (decision 064).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { WebhooksConfig } from '../config.js';
import type { SqlExecutor } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import {
  attemptDelivery,
  attemptLeaseSeconds,
  WEBHOOK_QUEUE,
  type DeliveryJob,
} from './delivery.js';

const BATCH = 100;
/** Jobs of the delivery queue one process runs at a time: a slow endpoint does not hold the rest. */
const WORKERS = 4;

/** Runs one statement and answers its rows. */
type RunSql = (text: string) => Promise<{ rows: unknown[] }>;

/** The due deliveries without a recent job, marked queued (numbers only are written into it). */
const claimDue = (staleSeconds: number) => `
  update webhook_deliveries d set queued_at = now()
  where d.id in (
    select due.id from webhook_deliveries due
      join webhook_endpoints e on e.id = due.endpoint_id
    where due.status = 'pending' and e.enabled and due.next_attempt_at <= now()
      and (due.queued_at is null or due.queued_at < now() - make_interval(secs => ${Number(staleSeconds)}))
    order by due.next_attempt_at
    limit ${BATCH}
    for update of due skip locked)
  returning d.id`;

async function dispatchWith(run: RunSql, config: WebhooksConfig, jobs: JobQueue) {
  const { rows } = await run(claimDue(attemptLeaseSeconds(config)));
  for (const row of rows as { id: string }[]) {
    await jobs.send(WEBHOOK_QUEUE, { deliveryId: row.id });
  }
  return rows.length;
}

/** Queues a job for every due delivery without one (now, for a request); answers how many. */
export const dispatchDueDeliveries = (ctx: AppContext, jobs: JobQueue): Promise<number> =>
  dispatchWith(
    async (text) => (await ctx.db.execute(sql.raw(text))) as unknown as { rows: unknown[] },
    ctx.config.webhooks,
    jobs,
  );

export interface WebhookDelivery {
  /** Ends the sweep; resolves once a sweep under way is done. */
  stop(): Promise<void>;
}

/** Registers the delivery job's workers and starts the sweep (in a process that runs jobs). */
export async function startWebhookDelivery(
  ctx: AppContext,
  jobs: JobQueue,
  /** The sweep's own way to the database, beside the app's queries (as pg-boss's polling is). */
  executor: SqlExecutor,
  onError: (error: Error) => void,
): Promise<WebhookDelivery> {
  if (!ctx.config.jobs.workers) return { stop: async () => {} };
  for (let worker = 0; worker < WORKERS; worker++) {
    await jobs.work<DeliveryJob>(WEBHOOK_QUEUE, (job) => attemptDelivery(ctx, job.deliveryId));
  }
  let isStopped = false;
  let running: Promise<void> | undefined;
  const sweep = () => {
    // One sweep at a time: a slow one is not joined by the next tick.
    if (running || isStopped) return;
    running = dispatchWith((text) => executor.executeSql(text), ctx.config.webhooks, jobs)
      .then(
        () => undefined,
        (error: Error) => {
          if (!isStopped) onError(error);
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, ctx.config.webhooks.sweepSeconds * 1000);
  timer.unref();
  sweep();
  return {
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
