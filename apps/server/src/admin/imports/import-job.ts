// The two jobs of an import, on one pg-boss queue: the check (the dry run: every row validated,
// nothing written) and the import (the rows written a batch per transaction, rows re-checked against
// the database just before, so a clash that appeared since the check is reported for its row). Both
// read the file from storage as a stream, record progress after every batch and yield to the event
// loop between batches. A job run again after a restart starts its step over: a check from the top;
// an import reports the rows it had already written as taken.
import { setImmediate } from 'node:timers/promises';
import {
  CODE_IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  LEARNER_IMPORT_COLUMNS,
  LEARNER_REQUIRED_COLUMNS,
} from '@bandbook/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { couponLists, imports, users } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import { codeListInScope } from '../shared/code-list-scope.js';
import { CodeRows } from './code-rows.js';
import { csvBatches, headerErrors } from './import-csv.js';
import { ImportErrors } from './import-errors.js';
import { LearnerRows } from './learner-rows.js';

export const IMPORT_QUEUE = 'csv-import';

export interface ImportJob {
  importId: string;
  step: 'check' | 'import';
}

/**
 * Rows per batch. On the embedded database every statement holds the event loop, so a batch is about
 * the longest a request waits meanwhile (as for code generation); PostgreSQL works in its own process
 * and larger batches spare it round trips (npm run bench:imports).
 */
export const IMPORT_BATCH = { pglite: 250, postgres: 500 } as const;
/**
 * Accounts one transaction writes. An account costs the embedded database far more than a code (its
 * indexes, its holdings and their webhook triggers): 250 held the loop for about 700 ms there, so it
 * writes 50 at a time with a yield between (npm run bench:imports).
 */
export const LEARNER_WRITE_BATCH = { pglite: 50, postgres: 500 } as const;

type ImportRow = typeof imports.$inferSelect;

export async function queueImportStep(jobs: JobQueue, job: ImportJob): Promise<void> {
  await jobs.send(IMPORT_QUEUE, job);
}

async function codeList(ctx: AppContext, row: ImportRow) {
  if (!row.couponListId) return undefined;
  const [list] = await ctx.db
    .select({ id: couponLists.id, name: couponLists.name, maxUses: couponLists.multiUseCounter })
    .from(couponLists)
    .where(and(eq(couponLists.id, row.couponListId), codeListInScope(row.channelScope ?? 'all')));
  return list;
}

/** Reads the file through, checking (and on the import step writing) every batch. */
async function walkFile(ctx: AppContext, row: ImportRow, step: ImportJob['step']) {
  const errors = new ImportErrors();
  const scope = row.channelScope ?? 'all';
  const list = row.kind === 'codes' ? await codeList(ctx, row) : undefined;
  if (row.kind === 'codes' && !list) errors.add(1, '', IMPORT_MESSAGES.listNotFound);
  const learners = new LearnerRows(ctx.db, scope, errors);
  const [starter] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, row.createdBy));
  const staff = starter ?? { id: row.createdBy };
  const codeRows = new CodeRows(ctx.db, errors);
  const [known, required] =
    row.kind === 'learners'
      ? [LEARNER_IMPORT_COLUMNS, LEARNER_REQUIRED_COLUMNS]
      : [CODE_IMPORT_COLUMNS, CODE_IMPORT_COLUMNS];
  let total = 0;
  let imported = 0;
  const source = await ctx.storage.read(row.fileKey);
  const batches = csvBatches(source, IMPORT_BATCH[ctx.databaseKind], (columns) =>
    headerErrors(columns, known, required),
  );
  for await (const batch of batches) {
    errors.addAll(batch.errors);
    // Lines csv-parse could not read are rows of the file too (the header's errors are line 1).
    total += batch.rows.length + batch.errors.filter((error) => error.line > 1).length;
    if (row.kind === 'learners') {
      const valid = await learners.check(batch.rows);
      const size = LEARNER_WRITE_BATCH[ctx.databaseKind];
      for (let start = 0; step === 'import' && start < valid.length; start += size) {
        const part = valid.slice(start, start + size);
        imported += await ctx.db.transaction((tx) => learners.write(tx, part, staff));
        await setImmediate();
      }
    } else if (list) {
      const valid = await codeRows.check(batch.rows);
      if (step === 'import') {
        imported += await ctx.db.transaction((tx) =>
          codeRows.write(tx, valid, list.id, list.maxUses),
        );
      }
    }
    await ctx.db
      .update(imports)
      .set({ processedRows: total, importedRows: imported, errorCount: errors.count })
      .where(eq(imports.id, row.id));
    // Requests waiting on the event loop go first.
    await setImmediate();
  }
  if (total === 0 && errors.count === 0) errors.add(1, '', IMPORT_MESSAGES.noRows);
  if (step === 'import' && list && imported > 0) {
    await recordAudit(
      ctx.db,
      // Named as the learners' entries are: an entry without the name would list its author twice.
      staff,
      {
        action: 'update',
        entityType: 'couponList',
        entityId: list.id,
        entityLabel: list.name,
        after: { importedCodes: imported, importId: row.id },
      },
    );
  }
  return { errors, total, imported };
}

/**
 * Imports this process is working on: pg-boss hands an expired job (one running longer than
 * JOB_EXPIRE_SECONDS) out again, and that retry must not walk the same file beside the first.
 */
const underWay = new Set<string>();

/** The job: one step of one import; a step already past (or another's) is left alone. */
export async function runImportStep(ctx: AppContext, { importId, step }: ImportJob) {
  const [row] = await ctx.db.select().from(imports).where(eq(imports.id, importId));
  if (!row || row.status !== (step === 'check' ? 'checking' : 'importing')) return;
  if (underWay.has(importId)) return;
  underWay.add(importId);
  try {
    await runStep(ctx, row, step);
  } finally {
    underWay.delete(importId);
  }
}

async function runStep(ctx: AppContext, row: ImportRow, step: ImportJob['step']) {
  const importId = row.id;
  try {
    const { errors, total, imported } = await walkFile(ctx, row, step);
    const finished = step === 'import' || errors.count > 0;
    await ctx.db
      .update(imports)
      .set({
        status: step === 'check' ? 'checked' : 'done',
        totalRows: total,
        processedRows: total,
        importedRows: imported,
        errorCount: errors.count,
        // In the file's order (a batch's unreadable lines are found before its rows).
        errors: [...errors.kept].sort((a, b) => a.line - b.line),
        ...(finished ? { finishedAt: new Date() } : {}),
      })
      .where(eq(imports.id, importId));
    // A file that cannot be imported any more (imported, or found wrong) is not kept.
    if (finished) await ctx.storage.delete(row.fileKey);
  } catch (error) {
    await ctx.db
      .update(imports)
      .set({
        status: 'failed',
        failure: error instanceof Error ? error.message : String(error),
        finishedAt: new Date(),
      })
      .where(eq(imports.id, importId));
    // The job queue counts the failure (job_failures_total) and keeps the error with the job; its
    // retry finds the import failed and leaves it.
    throw error;
  }
}

export async function registerImportWorker(ctx: AppContext, jobs: JobQueue): Promise<void> {
  await jobs.work<ImportJob>(IMPORT_QUEUE, (job) => runImportStep(ctx, job));
}
