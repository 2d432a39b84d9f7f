// Large print runs of codes as a background job (decision 053): asking for them adds to the list's
// `codes_pending` and queues a job; the job makes them a batch per transaction, each batch taking
// its codes off `codes_pending` in the same transaction under the list's row lock. So requests keep
// being answered while 100,000 codes are made, a job run again after a restart goes on where the
// last committed batch left off, and two jobs of one list never make a code more than was asked.
import { setImmediate } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { couponLists } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { generateCodes } from './generate-codes.js';

export const CODE_GENERATION_QUEUE = 'code-generation';

/**
 * Codes a batch inserts in one transaction. On the embedded database every statement holds the
 * event loop, so a batch is also about the longest a request waits meanwhile, and PGlite's insert
 * grows faster than its rows (measured: 100 codes 7 ms, 250 31 ms, 1,000 270 ms). PostgreSQL works
 * in its own process: larger batches spare it round trips (npm run bench:codes).
 */
export const GENERATION_BATCH = { pglite: 200, postgres: 2_000 } as const;

interface CodeGenerationJob {
  listId: string;
}

/** Adds `more` codes to what the list's job has still to make (inside the caller's transaction). */
export async function askForCodes(tx: Db, listId: string, more: number): Promise<void> {
  await tx
    .update(couponLists)
    .set({ codesPending: sql`${couponLists.codesPending} + ${more}` })
    .where(eq(couponLists.id, listId));
}

export async function queueCodeGeneration(jobs: JobQueue, listId: string): Promise<void> {
  await jobs.send(CODE_GENERATION_QUEUE, { listId } satisfies CodeGenerationJob);
}

/** One batch: codes made and taken off the list's pending count together; how many are left. */
async function generateBatch(tx: Db, listId: string, size: number): Promise<number> {
  const [list] = await tx
    .select({ pending: couponLists.codesPending, maxUses: couponLists.multiUseCounter })
    .from(couponLists)
    .where(eq(couponLists.id, listId))
    .for('update');
  if (!list || list.pending <= 0) return 0;
  const batch = Math.min(size, list.pending);
  await generateCodes(tx, listId, list.maxUses, batch);
  await tx
    .update(couponLists)
    .set({ codesPending: list.pending - batch })
    .where(eq(couponLists.id, listId));
  return list.pending - batch;
}

/** The job: makes the list's pending codes a batch at a time; a deleted list ends it. */
export async function runCodeGeneration(ctx: AppContext, { listId }: CodeGenerationJob) {
  const size = GENERATION_BATCH[ctx.databaseKind];
  while ((await ctx.db.transaction((tx) => generateBatch(tx, listId, size))) > 0) {
    // Requests waiting on the event loop go first.
    await setImmediate();
  }
}

export async function registerCodeGenerationWorker(ctx: AppContext, jobs: JobQueue) {
  await jobs.work<CodeGenerationJob>(CODE_GENERATION_QUEUE, (job) => runCodeGeneration(ctx, job));
}
