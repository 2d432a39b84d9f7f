// An import as the API answers it (the domain's importSchema).
import { IMPORT_MESSAGES, type Import } from '@bandbook/domain';
import type { imports } from '../../db/schema/index.js';

export function presentImport(row: typeof imports.$inferSelect): Import {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    couponListId: row.couponListId,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    importedRows: row.importedRows,
    errorCount: row.errorCount,
    errors: row.errors,
    // The error itself (it may name SQL, paths or hosts) stays in the row, for operators.
    failure: row.failure === null ? null : IMPORT_MESSAGES.serverFailure(row.id),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
