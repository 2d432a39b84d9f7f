// Content packages in the back office: the list, one package and the Live/Draft toggle (delete and
// restore are in archive-content-package.ts, the bulk actions in bulk-content-packages.ts). A
// package outside an admin's channels does not exist for that admin (404 on read and write alike).
import {
  CONTENT_PACKAGE_MESSAGES,
  channelScope,
  totalPages,
  type Actor,
  type AdminContentPackage,
  type ContentPackageListPage,
  type ContentPackageRow,
  SOUNDCHECK_LAUNCH_MESSAGES,
  type SoundCheckLaunchToken,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AuditWrite } from '../../modules/audit/audit-log.js';
import { contentPackages } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import type { Staff } from '../shared/staff-guard.js';
import { writeAtVersion, type CurrentRecord } from '../shared/versioned-write.js';
import { presentAdminPackage, presentPackageRow } from './content-packages.presenter.js';
import {
  findAdminPackage,
  selectPackagePage,
  type AdminPackageRow,
  type PackagePageQuery,
} from './content-packages.queries.js';
import { exerciseKey } from '../../modules/catalogue/exercise-keys.js';
import { issueLaunchToken } from '../../modules/soundcheck-launch/issue-launch.js';
import { findSoundCheckItem } from '../../modules/soundcheck-launch/soundcheck-item.js';
import type { AuthUser } from '../../plugins/authenticate.js';

/** A package write for the audit log: `before` as read, `after` read again through `tx`. */
export async function packageAudit(
  tx: Db,
  action: 'create' | 'update' | 'delete',
  id: string,
  before: AdminPackageRow | null,
): Promise<AuditWrite> {
  const after = action === 'delete' ? null : await findAdminPackage(tx, id, 'all');
  return {
    action,
    entityType: 'contentPackage',
    entityId: id,
    entityLabel: (after ?? before)?.title ?? id,
    before,
    after,
  };
}

export async function listContentPackages(
  ctx: AppContext,
  actor: Actor,
  query: PackagePageQuery,
): Promise<ContentPackageListPage> {
  const { totalCount, rows } = await selectPackagePage(ctx.db, query, channelScope(actor));
  return {
    totalCount,
    pageData: rows.map((row) => presentPackageRow(row, ctx.media)),
    totalPages: totalPages(totalCount, query.limit),
  };
}

/** The package if the actor may see it; 404 otherwise. */
export async function loadPackageInScope(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<AdminPackageRow> {
  const row = await findAdminPackage(ctx.db, id, channelScope(actor));
  if (!row) throw notFound(CONTENT_PACKAGE_MESSAGES.notFound);
  return row;
}

export async function presentWithFiles(
  ctx: AppContext,
  row: AdminPackageRow,
): Promise<AdminContentPackage> {
  const exercises = new Set<string>();
  for (const item of row.content.mmsList.flatMap((list) => list.contentList)) {
    const key = exerciseKey(item.mmsId);
    if (await ctx.storage.exists(key)) exercises.add(key);
  }
  return presentAdminPackage(row, ctx.media, exercises);
}

export async function readContentPackage(ctx: AppContext, actor: Actor, id: string) {
  return presentWithFiles(ctx, await loadPackageInScope(ctx, actor, id));
}

/** The package as it is now, for a 409 (404 when it is gone meanwhile or out of scope). */
export const currentPackage =
  (ctx: AppContext, actor: Actor, id: string) => async (): Promise<CurrentRecord> => {
    const current = await loadPackageInScope(ctx, actor, id);
    return { record: await presentWithFiles(ctx, current), editorName: current.editorName };
  };

export async function setContentPackageActive(
  ctx: AppContext,
  editor: Staff,
  id: string,
  body: { active: boolean; version?: number | undefined },
): Promise<ContentPackageRow> {
  const row = await loadPackageInScope(ctx, editor, id);
  await writeAtVersion(ctx.db, {
    table: contentPackages,
    id,
    version: body.version ?? row.version,
    editor,
    values: { active: body.active },
    audit: (tx) => packageAudit(tx, 'update', id, row),
    current: currentPackage(ctx, editor, id),
  });
  return presentPackageRow(await loadPackageInScope(ctx, editor, id), ctx.media);
}

/**
 * A SoundCheck preview (the spec's /admin/content-packages/edit/{id}/soundcheck/preview): a launch
 * token marked preview, for Drafts too, if the package is within the staff member's channels.
 */
export async function issuePreviewLaunch(
  ctx: AppContext,
  staff: AuthUser,
  packageId: string,
  contentId: string,
): Promise<SoundCheckLaunchToken> {
  const row = await loadPackageInScope(ctx, staff, packageId);
  const found = findSoundCheckItem(row.content, contentId);
  if (!found) throw notFound(SOUNDCHECK_LAUNCH_MESSAGES.unknownItem);
  return issueLaunchToken(ctx, staff, row.id, found.item, true);
}
