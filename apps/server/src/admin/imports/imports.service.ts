// CSV imports (issue 49 item 2): a file sent as the body is stored under uploads/imports/, recorded
// and checked by a queued job (the dry run); GET reads its state; run queues the import, only for a
// file the check found no errors in. Only the staff member who started an import, or a superadmin,
// reads or runs it (anyone else is told it does not exist). A channel-restricted admin imports codes
// only into lists of its channels and gives only packages of its channels (decision 052).
import { randomUUID } from 'node:crypto';
import {
  can,
  channelScope,
  IMPORT_MESSAGES,
  MESSAGES,
  type Import,
  type ImportKind,
} from '@bandbook/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { imports } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { isCodeListInScope } from '../shared/code-list-scope.js';
import type { Staff } from '../shared/staff-guard.js';
import { queueImportStep } from './import-job.js';
import { presentImport } from './imports.presenter.js';

/** Where an import's file is kept until it has been imported (or found wrong). */
export const importFileKey = (id: string) => `uploads/imports/${id}.csv`;

/** What each kind asks of the caller: creating single users; adding codes to a list (an update, as generating more codes is). */
const PERMISSION = {
  learners: ['sulUsers', 'create'],
  codes: ['couponList', 'update'],
} as const;

const scopeColumn = (staff: Staff) => {
  const scope = channelScope(staff);
  return scope === 'all' ? null : [...scope];
};

export async function startImport(
  ctx: AppContext,
  jobs: JobQueue,
  staff: Staff,
  kind: ImportKind,
  body: unknown,
  couponListId?: string,
): Promise<Import> {
  // A list outside the caller's channels is not found, whatever the body (decision 052).
  if (couponListId && !(await isCodeListInScope(ctx.db, couponListId, channelScope(staff)))) {
    throw notFound(IMPORT_MESSAGES.listNotFound);
  }
  if (!Buffer.isBuffer(body)) throw badRequest(IMPORT_MESSAGES.notCsv);
  if (body.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  const id = randomUUID();
  const fileKey = importFileKey(id);
  await ctx.storage.write(fileKey, body, { contentType: 'text/csv; charset=utf-8' });
  const [row] = await ctx.db
    .insert(imports)
    .values({
      id,
      kind,
      couponListId: couponListId ?? null,
      fileKey,
      channelScope: scopeColumn(staff),
      createdBy: staff.id,
    })
    .returning();
  try {
    await queueImportStep(jobs, { importId: id, step: 'check' });
  } catch (error) {
    await ctx.db
      .update(imports)
      .set({ status: 'failed', failure: String(error) })
      .where(eq(imports.id, id));
    throw error;
  }
  return presentImport(row!);
}

async function load(ctx: AppContext, staff: Staff, id: string) {
  const [row] = await ctx.db.select().from(imports).where(eq(imports.id, id));
  if (!row || (row.createdBy !== staff.id && staff.role !== 'superadmin')) {
    throw notFound(IMPORT_MESSAGES.notFound);
  }
  return row;
}

export async function readImport(ctx: AppContext, staff: Staff, id: string): Promise<Import> {
  return presentImport(await load(ctx, staff, id));
}

/** Queues the import of a checked file without errors (409 otherwise), in the caller's channels. */
export async function runImport(
  ctx: AppContext,
  jobs: JobQueue,
  staff: Staff,
  id: string,
): Promise<Import> {
  const row = await load(ctx, staff, id);
  const [resource, action] = PERMISSION[row.kind];
  if (!can(staff, resource, action)) throw forbidden(MESSAGES.forbidden);
  if (row.status === 'importing' || row.status === 'done') {
    throw new HttpError(409, IMPORT_MESSAGES.alreadyRun);
  }
  if (row.status !== 'checked') throw new HttpError(409, IMPORT_MESSAGES.notReady);
  if (row.errorCount > 0) throw new HttpError(409, IMPORT_MESSAGES.hasErrors);
  // The condition repeats the rule, so two runs at once start one import.
  const [started] = await ctx.db
    .update(imports)
    .set({ status: 'importing', processedRows: 0, channelScope: scopeColumn(staff) })
    .where(and(eq(imports.id, id), eq(imports.status, 'checked'), eq(imports.errorCount, 0)))
    .returning();
  if (!started) throw new HttpError(409, IMPORT_MESSAGES.alreadyRun);
  await queueImportStep(jobs, { importId: id, step: 'import' });
  return presentImport(started);
}
