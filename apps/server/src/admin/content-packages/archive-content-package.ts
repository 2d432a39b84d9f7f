// Deleting a package without taking it from the learners who hold it (issue 44, decision 057): a
// package with holders is archived (hidden from discovery, kept for them), one without is deleted as
// before; an archived package can be restored. Each is an audited write; the bulk actions use the
// same steps inside their own transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CONTENT_PACKAGE_ARCHIVE_MESSAGES,
  CONTENT_PACKAGE_MESSAGES,
  channelScope,
  type Actor,
  type ContentPackageDeleteResult,
  type ContentPackageListRow,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { contentPackages } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-log.js';
import { inChannelScope } from '../../modules/catalogue/channel-scope.js';
import type { Staff } from '../shared/staff-guard.js';
import { writeAtVersion } from '../shared/versioned-write.js';
import { presentPackageRow } from './content-packages.presenter.js';
import { currentPackage, loadPackageInScope, packageAudit } from './content-packages.service.js';
import { findAdminPackage, type AdminPackageRow } from './content-packages.queries.js';
import { deleteSuperseded, type CleanupLog } from './exercise-cleanup.js';

/**
 * Locks these packages, if every one is within the actor's scope; 404 otherwise (nothing written).
 * The lock (FOR UPDATE) waits for, and then holds off, a grant of any of them (an entitlement's
 * insert takes a key-share lock on its package), so a holder count read after it stays true until
 * the transaction ends.
 */
export async function lockPackagesInScope(tx: Db, actor: Actor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const locked = await tx
    .select({ id: contentPackages.id })
    .from(contentPackages)
    .where(and(inArray(contentPackages.id, unique), inChannelScope(channelScope(actor))))
    .orderBy(contentPackages.id)
    .for('update');
  if (locked.length !== unique.length) throw notFound(CONTENT_PACKAGE_MESSAGES.notFound);
  return unique;
}

/** A package's row changed outside the versioned form: version bumped, editor and time recorded. */
export async function touchPackage(
  tx: Db,
  editor: AuditActor,
  id: string,
  values: Partial<typeof contentPackages.$inferInsert> = {},
) {
  await tx
    .update(contentPackages)
    .set({
      ...values,
      version: sql`${contentPackages.version} + 1`,
      updatedBy: editor.id,
      updatedAt: new Date(),
    })
    .where(eq(contentPackages.id, id));
}

export interface Removal {
  outcome: 'archived' | 'deleted';
  ownerCount: number;
  row: AdminPackageRow;
}

/**
 * Inside the caller's transaction, with the package locked: archives it when learners hold it (an
 * archived one stays so), deletes it otherwise, and audits what was done.
 */
export async function removeOrArchive(tx: Db, editor: Staff, id: string): Promise<Removal> {
  const row = (await findAdminPackage(tx, id, 'all'))!;
  if (row.ownerCount > 0) {
    if (!row.archivedAt) {
      await touchPackage(tx, editor, id, { archivedAt: new Date() });
      await recordAudit(tx, editor, await packageAudit(tx, 'update', id, row));
    }
    return { outcome: 'archived', ownerCount: row.ownerCount, row };
  }
  await tx.delete(contentPackages).where(eq(contentPackages.id, id));
  await recordAudit(tx, editor, await packageAudit(tx, 'delete', id, row));
  return { outcome: 'deleted', ownerCount: 0, row };
}

/** After the commit: the exercises' files of the packages deleted (not archived), unless shared. */
export async function cleanUpDeleted(ctx: AppContext, removals: Removal[], log: CleanupLog) {
  const mmsIds = removals
    .filter((removal) => removal.outcome === 'deleted')
    .flatMap(({ row }) =>
      row.content.mmsList.flatMap((list) => list.contentList.map((item) => item.mmsId)),
    );
  if (mmsIds.length) await deleteSuperseded(ctx, { keys: [], mmsIds }, log);
}

/**
 * DELETE .../{id}: relations, channel places, list entries, code lists and progress go with a
 * deleted package (and its exercises' files, unless a copy shares them); an archived one keeps all.
 */
export async function deleteContentPackage(
  ctx: AppContext,
  editor: Staff,
  id: string,
  log: CleanupLog,
): Promise<ContentPackageDeleteResult> {
  const removal = await ctx.db.transaction(async (tx) => {
    await lockPackagesInScope(tx, editor, [id]);
    return removeOrArchive(tx, editor, id);
  });
  await cleanUpDeleted(ctx, [removal], log);
  return {
    message:
      removal.outcome === 'archived'
        ? CONTENT_PACKAGE_ARCHIVE_MESSAGES.archived(removal.ownerCount)
        : CONTENT_PACKAGE_MESSAGES.deleted,
    outcome: removal.outcome,
    ownerCount: removal.ownerCount,
  };
}

/** POST .../{id}/restore: an archived package is offered again as it was (Live or Draft). */
export async function restoreContentPackage(
  ctx: AppContext,
  editor: Staff,
  id: string,
): Promise<ContentPackageListRow> {
  const row = await loadPackageInScope(ctx, editor, id);
  if (!row.archivedAt) throw badRequest(CONTENT_PACKAGE_ARCHIVE_MESSAGES.notArchived);
  await writeAtVersion(ctx.db, {
    table: contentPackages,
    id,
    version: row.version,
    editor,
    values: { archivedAt: null },
    audit: (tx) => packageAudit(tx, 'update', id, row),
    current: currentPackage(ctx, editor, id),
  });
  return presentPackageRow(await loadPackageInScope(ctx, editor, id), ctx.media);
}
