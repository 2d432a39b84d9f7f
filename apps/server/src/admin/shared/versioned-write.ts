// The versioned update of decision 013, written once for every staff-edited record (packages and
// their Live/Draft switch, channels, dashboard lists, applications, accounts, code lists). In one
// transaction: the checks that may still refuse, the row changed only `where id = ? and version = ?`
// (version bumped, editor and time recorded), the rest of the write, the audit row. A stale version,
// or a row changed meanwhile, answers 409 with the record as it is now in the spec's conflict shape.
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { conflictMessage } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/http-error.js';
import { recordAudit, type AuditActor, type AuditWrite } from '../../modules/audit/audit-log.js';

/** A table with the edit-tracking columns (db/schema/edit-tracking.ts) and an updatedAt. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedBy: PgColumn;
  updatedAt: PgColumn;
};

/** The record as it is now, for a 409: presented as its read answers, and who changed it last. */
export interface CurrentRecord {
  record: object;
  editorName: string | null;
}

export interface VersionedWrite<T extends VersionedTable> {
  table: T;
  id: string;
  /** The version the editor read. */
  version: number;
  editor: AuditActor;
  values: PgUpdateSetSource<T>;
  /** In the transaction, before the update: checks that may refuse the write (400 and the like). */
  check?: (tx: Db) => Promise<void>;
  /** In the transaction, after the update: the rest of the write (ordered lists, relations, files). */
  alongside?: (tx: Db) => Promise<void>;
  /** What the audit row says, read through the transaction once everything is written. */
  audit: (tx: Db) => Promise<AuditWrite>;
  /** On a stale version: the record now (throws 404 itself when the record is gone or out of scope). */
  current: () => Promise<CurrentRecord>;
}

/** The 409 of a stale version, with the record as `current` reads it now. */
export async function refuseStale(current: () => Promise<CurrentRecord>): Promise<never> {
  const { record, editorName } = await current();
  throw conflict(conflictMessage(editorName), record);
}

/** Writes at the version read, or throws the 409 (nothing written). */
export async function writeAtVersion<T extends VersionedTable>(
  db: Db,
  write: VersionedWrite<T>,
): Promise<void> {
  const { table } = write;
  const isSaved = await db.transaction(async (tx) => {
    await write.check?.(tx);
    const changed = await tx
      .update(table)
      .set({
        ...write.values,
        version: sql`${table.version} + 1`,
        updatedBy: write.editor.id,
        updatedAt: new Date(),
      } as PgUpdateSetSource<T>)
      .where(and(eq(table.id, write.id), eq(table.version, write.version)))
      .returning({ id: table.id });
    if (changed.length === 0) return false;
    await write.alongside?.(tx);
    await recordAudit(tx, write.editor, await write.audit(tx));
    return true;
  });
  if (!isSaved) await refuseStale(write.current);
}
