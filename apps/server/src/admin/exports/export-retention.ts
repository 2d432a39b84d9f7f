// Retention of export files (decision 053): when an export is done, the finished files of its kind
// and scope past the newest EXPORT_FILES_KEPT are deleted from storage and their rows removed, and so
// are failed exports older than the newest file (a failure may have left a partial file). Single-user
// files are kept per kind alone.
import { EXPORT_FILES_KEPT, type ExportKind } from '@bandbook/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { exportFiles } from '../../db/schema/index.js';

export const exportFileKey = (kind: ExportKind, id: string) => `uploads/exports/${kind}/${id}.csv`;

/** Removes the superseded exports of one kind and scope; returns how many. */
export async function removeSupersededExports(
  ctx: AppContext,
  kind: ExportKind,
  scope: string[],
): Promise<number> {
  const finished = await ctx.db
    .select({ id: exportFiles.id, status: exportFiles.status })
    .from(exportFiles)
    .where(
      and(
        eq(exportFiles.kind, kind),
        // Single-user exports are never restricted; their scope holds the list's filters, and the
        // newest files are kept whatever they were filtered by.
        kind === 'sul' ? undefined : eq(exportFiles.scope, scope),
        inArray(exportFiles.status, ['done', 'failed']),
      ),
    )
    .orderBy(desc(exportFiles.createdAt), desc(exportFiles.id));
  const newestDone = finished.findIndex((row) => row.status === 'done');
  if (newestDone < 0) return 0;
  let kept = 0;
  const superseded = finished.filter((row, index) => {
    if (row.status === 'done') return ++kept > EXPORT_FILES_KEPT;
    return index > newestDone;
  });
  for (const row of superseded) {
    await ctx.storage.delete(exportFileKey(kind, row.id));
    // The row goes after its file: a retention cut short finds the file again next time.
    await ctx.db.delete(exportFiles).where(eq(exportFiles.id, row.id));
  }
  return superseded.length;
}
