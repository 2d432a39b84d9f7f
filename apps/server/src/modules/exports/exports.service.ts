// CSV exports: starting one records a queued file and queues a pg-boss job; the job writes the CSV to
// storage a batch at a time (yielding to the event loop between batches) and marks the file done. A
// job that runs again after a restart starts its file over, so a half-written file is never listed.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { EXPORT_MESSAGES, EXPORT_TITLES, type ExportKind, type ExportList } from '@bandbook/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { exportFiles } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import { EXPORT_HEADERS, exportBatches } from './export-rows.js';

export const EXPORT_QUEUE = 'csv-export';

interface ExportJob {
  exportId: string;
}

const fileKey = (kind: ExportKind, id: string) => `uploads/exports/${kind}/${id}.csv`;

/** 'Single Users 2026-11-24 15:04 UTC'. */
const titleOf = (kind: ExportKind, at: Date) =>
  `${EXPORT_TITLES[kind]} ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export async function startExport(
  ctx: AppContext,
  jobs: JobQueue,
  actor: AuditActor,
  kind: ExportKind,
): Promise<{ _id: string; message: string }> {
  const now = new Date();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exportFiles)
      .values({ kind, title: titleOf(kind, now), requestedBy: actor.id, createdAt: now })
      .returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'export',
      entityId: row!.id,
      entityLabel: row!.title,
      after: { kind, title: row!.title },
    });
    return row!.id;
  });
  try {
    await jobs.send(EXPORT_QUEUE, { exportId: id } satisfies ExportJob);
  } catch (error) {
    await ctx.db
      .update(exportFiles)
      .set({ status: 'failed', error: String(error) })
      .where(eq(exportFiles.id, id));
    throw error;
  }
  return { _id: id, message: EXPORT_MESSAGES.started };
}

/**
 * The job: writes the file and marks it done (a file already done is left alone). A failure is
 * noted on the file and thrown, so pg-boss tries again.
 */
export async function runExport(ctx: AppContext, { exportId }: ExportJob): Promise<void> {
  const [row] = await ctx.db.select().from(exportFiles).where(eq(exportFiles.id, exportId));
  if (!row || row.status === 'done') return;
  await ctx.db.update(exportFiles).set({ status: 'running' }).where(eq(exportFiles.id, exportId));
  try {
    await writeExport(ctx, row.id, row.kind);
  } catch (error) {
    await ctx.db
      .update(exportFiles)
      .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
      .where(eq(exportFiles.id, exportId));
    throw error;
  }
}

async function writeExport(ctx: AppContext, id: string, kind: ExportKind): Promise<void> {
  // Each batch becomes bytes at once and the file is streamed to storage from them: no 10 MB string
  // is ever joined in one go.
  const parts: Buffer[] = [Buffer.from(CSV_BOM + csvRow(EXPORT_HEADERS[kind]), 'utf8')];
  let rowCount = 0;
  for await (const cells of exportBatches(ctx.db, kind)) {
    parts.push(Buffer.from(cells.map(csvRow).join(''), 'utf8'));
    rowCount += cells.length;
    // Let requests in between batches: a large export must not hold the event loop.
    await setImmediate();
  }
  const key = fileKey(kind, id);
  await ctx.storage.write(key, Readable.from(parts), {
    contentType: 'text/csv; charset=utf-8',
    contentLength: parts.reduce((total, part) => total + part.length, 0),
  });
  await ctx.db
    .update(exportFiles)
    .set({ status: 'done', fileKey: key, rowCount, finishedAt: new Date(), error: null })
    .where(eq(exportFiles.id, id));
}

/** The finished files of a kind, grouped by the day (UTC) they were generated, newest first. */
export async function listExports(ctx: AppContext, kind: ExportKind): Promise<ExportList> {
  const rows = await ctx.db
    .select()
    .from(exportFiles)
    .where(eq(exportFiles.kind, kind))
    .orderBy(desc(exportFiles.createdAt))
    .limit(200);
  const groups = new Map<string, ExportList['groups'][number]['files']>();
  for (const row of rows) {
    if (row.status !== 'done' || !row.fileKey || !row.finishedAt) continue;
    const day = row.finishedAt.toISOString().slice(0, 10);
    const files = groups.get(day) ?? [];
    files.push({
      _id: row.id,
      kind: row.kind,
      title: row.title,
      generatedOn: row.finishedAt.toISOString(),
      rowCount: row.rowCount ?? 0,
      link: ctx.media.url(row.fileKey)!,
    });
    groups.set(day, files);
  }
  const [waiting] = await ctx.db
    .select({ pending: count() })
    .from(exportFiles)
    .where(and(eq(exportFiles.kind, kind), inArray(exportFiles.status, ['queued', 'running'])));
  return {
    groups: [...groups].map(([title, files]) => ({ title, files })),
    pending: waiting?.pending ?? 0,
  };
}

export async function registerExportWorker(ctx: AppContext, jobs: JobQueue): Promise<void> {
  await jobs.work<ExportJob>(EXPORT_QUEUE, (job) => runExport(ctx, job));
}
