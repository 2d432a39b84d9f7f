// CSV exports: starting one records a queued file and queues a pg-boss job, unless the same export
// (kind and channel scope) is already queued or running: then that one is answered (decision 053).
// The job writes the CSV to storage a batch at a time (yielding to the event loop between batches),
// marks the file done and removes the files it supersedes. A job that runs again after a restart
// starts its file over, so a half-written file is never listed. Files are read through the API with
// the staff session, never through a signed link.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import {
  EXPORT_MESSAGES,
  EXPORT_TITLES,
  type Actor,
  type ExportKind,
  type ExportList,
  type SulExportFilters,
} from '@bandbook/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { exportFiles } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { notFound } from '../../lib/http-error.js';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-log.js';
import { exportFileKey, removeSupersededExports } from './export-retention.js';
import { EXPORT_HEADERS, exportBatches } from './export-rows.js';
import { describeFilters, filtersOf, filtersScope } from './export-filters.js';
import { channelScopeOf, exportScopeOf, visibleExports } from './export-scope.js';

export const EXPORT_QUEUE = 'csv-export';

export type ExportStaff = Actor & AuditActor;

interface ExportJob {
  exportId: string;
}

/** 'Single Users 2026-11-24 15:04 UTC', with the filters it follows in brackets. */
function titleOf(kind: ExportKind, at: Date, scope: string[]) {
  const filters = kind === 'sul' ? describeFilters(filtersOf(scope)) : '';
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${EXPORT_TITLES[kind]}${filters ? ` (${filters})` : ''} ${when}`;
}

/** Where the list's link leads: the file, to a staff member who may read it. */
export const exportFilePath = (kind: ExportKind, id: string) =>
  `/api/data/exports/${kind}/${id}/file`;

const PENDING = ['queued', 'running'] as const;

async function findPending(db: Db, kind: ExportKind, scope: string[]) {
  const [row] = await db
    .select({ id: exportFiles.id })
    .from(exportFiles)
    .where(
      and(
        eq(exportFiles.kind, kind),
        eq(exportFiles.scope, scope),
        inArray(exportFiles.status, [...PENDING]),
      ),
    );
  return row?.id;
}

/**
 * A new queued file with its audit entry, or undefined when the same export is already under way
 * (the partial unique index on kind and scope refuses a second, even from a simultaneous request).
 */
async function insertQueued(
  ctx: AppContext,
  actor: ExportStaff,
  kind: ExportKind,
  scope: string[],
) {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exportFiles)
      .values({
        kind,
        scope,
        title: titleOf(kind, now, scope),
        requestedBy: actor.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'export',
      entityId: row.id,
      entityLabel: row.title,
      after: { kind, title: row.title, scope },
    });
    return row.id;
  });
}

export async function startExport(
  ctx: AppContext,
  jobs: JobQueue,
  actor: ExportStaff,
  kind: ExportKind,
  filters?: SulExportFilters,
): Promise<{ _id: string; message: string }> {
  // A code export's scope is the actor's channels; a single-user export's, the list's filters.
  const scope = kind === 'sul' && filters ? filtersScope(filters) : exportScopeOf(kind, actor);
  // The export under way may finish between the refused insert and the look-up: then try again.
  for (let attempt = 0; ; attempt++) {
    const pending = await findPending(ctx.db, kind, scope);
    if (pending) return { _id: pending, message: EXPORT_MESSAGES.alreadyRunning };
    const id = await insertQueued(ctx, actor, kind, scope);
    if (id) {
      await queueExport(ctx, jobs, id);
      return { _id: id, message: EXPORT_MESSAGES.started };
    }
    if (attempt >= 3) throw new Error('export neither started nor found under way');
  }
}

async function queueExport(ctx: AppContext, jobs: JobQueue, id: string) {
  try {
    await jobs.send(EXPORT_QUEUE, { exportId: id } satisfies ExportJob);
  } catch (error) {
    await ctx.db
      .update(exportFiles)
      .set({ status: 'failed', error: String(error) })
      .where(eq(exportFiles.id, id));
    throw error;
  }
}

/**
 * The job: writes the file and marks it done (a file already done is left alone). A failure is
 * noted on the file and thrown, so pg-boss tries again.
 */
export async function runExport(ctx: AppContext, { exportId }: ExportJob): Promise<void> {
  const [row] = await ctx.db.select().from(exportFiles).where(eq(exportFiles.id, exportId));
  if (!row || row.status === 'done') return;
  try {
    await ctx.db.update(exportFiles).set({ status: 'running' }).where(eq(exportFiles.id, exportId));
  } catch (error) {
    // A failed export tried again while a new one of the same kind and scope is under way: that
    // one makes the file.
    if (uniqueViolation(error) === undefined) throw error;
    return;
  }
  try {
    await writeExport(ctx, row.id, row.kind, row.scope);
  } catch (error) {
    await ctx.db
      .update(exportFiles)
      .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
      .where(eq(exportFiles.id, exportId));
    throw error;
  }
  await removeSupersededExports(ctx, row.kind, row.scope);
}

async function writeExport(
  ctx: AppContext,
  id: string,
  kind: ExportKind,
  scope: string[],
): Promise<void> {
  // Each batch becomes bytes at once and the file is streamed to storage from them: no 10 MB string
  // is ever joined in one go.
  const parts: Buffer[] = [Buffer.from(CSV_BOM + csvRow(EXPORT_HEADERS[kind]), 'utf8')];
  let rowCount = 0;
  const channels = kind === 'sul' ? 'all' : channelScopeOf(scope);
  for await (const cells of exportBatches(ctx.db, kind, channels, scope)) {
    parts.push(Buffer.from(cells.map(csvRow).join(''), 'utf8'));
    rowCount += cells.length;
    // Let requests in between batches: a large export must not hold the event loop.
    await setImmediate();
  }
  const key = exportFileKey(kind, id);
  await ctx.storage.write(key, Readable.from(parts), {
    contentType: 'text/csv; charset=utf-8',
    contentLength: parts.reduce((total, part) => total + part.length, 0),
  });
  await ctx.db
    .update(exportFiles)
    .set({ status: 'done', fileKey: key, rowCount, finishedAt: new Date(), error: null })
    .where(eq(exportFiles.id, id));
}

/**
 * The finished files of a kind the actor may see, grouped by the day (UTC) they were generated,
 * newest first; and how many of those exports are still under way.
 */
export async function listExports(
  ctx: AppContext,
  actor: Actor,
  kind: ExportKind,
): Promise<ExportList> {
  const visible = and(eq(exportFiles.kind, kind), visibleExports(kind, actor));
  const rows = await ctx.db
    .select()
    .from(exportFiles)
    .where(and(visible, eq(exportFiles.status, 'done')))
    .orderBy(desc(exportFiles.createdAt))
    .limit(200);
  const groups = new Map<string, ExportList['groups'][number]['files']>();
  for (const row of rows) {
    if (!row.fileKey || !row.finishedAt) continue;
    const day = row.finishedAt.toISOString().slice(0, 10);
    const files = groups.get(day) ?? [];
    files.push({
      _id: row.id,
      kind: row.kind,
      title: row.title,
      generatedOn: row.finishedAt.toISOString(),
      rowCount: row.rowCount ?? 0,
      link: exportFilePath(row.kind, row.id),
    });
    groups.set(day, files);
  }
  const [waiting] = await ctx.db
    .select({ pending: count() })
    .from(exportFiles)
    .where(and(visible, inArray(exportFiles.status, [...PENDING])));
  return {
    groups: [...groups].map(([title, files]) => ({ title, files })),
    pending: waiting?.pending ?? 0,
  };
}

/** A finished file the actor may see, as a stream with its size and title; 404 for any other. */
export async function openExportFile(ctx: AppContext, actor: Actor, kind: ExportKind, id: string) {
  const [row] = await ctx.db
    .select()
    .from(exportFiles)
    .where(and(eq(exportFiles.id, id), eq(exportFiles.kind, kind), visibleExports(kind, actor)));
  if (!row || row.status !== 'done' || !row.fileKey || !(await ctx.storage.exists(row.fileKey))) {
    throw notFound(EXPORT_MESSAGES.notFound);
  }
  return {
    title: row.title,
    size: await ctx.storage.size(row.fileKey),
    body: await ctx.storage.read(row.fileKey),
  };
}

export async function registerExportWorker(ctx: AppContext, jobs: JobQueue): Promise<void> {
  await jobs.work<ExportJob>(EXPORT_QUEUE, (job) => runExport(ctx, job));
}
