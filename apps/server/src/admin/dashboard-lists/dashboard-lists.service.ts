// Dashboard content lists in the back office: list, read, create, the versioned update and delete.
// Icon, title and the ordered package list are written in one transaction; fixed lists (the homepage
// list and the original ones) are never deleted. Lists are for every channel, so any list may be
// edited; but a channel-restricted admin adds only its channels' packages (it would learn another
// channel's titles otherwise) and keeps those the list already held (decision 052).
import {
  channelScope,
  DASHBOARD_LIST_MESSAGES,
  PACKAGE_LIST_MESSAGES,
  totalPages,
  type AdminDashboardList,
  type DashboardListForm,
  type DashboardListPage,
  type DashboardListUpdate,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { dashboardLists } from '../../db/schema/index.js';
import { recordAudit, type AuditWrite } from '../../modules/audit/audit-log.js';
import { fieldError, HttpError, notFound } from '../../lib/http-error.js';
import { findUnknownPackageIds, selectPackageTitles } from '../shared/package-options.js';
import type { Staff } from '../shared/staff-guard.js';
import { writeAtVersion } from '../shared/versioned-write.js';
import { presentList, presentListRow } from './dashboard-lists.presenter.js';
import {
  deleteOrdinaryList,
  findList,
  insertList,
  replaceListPackages,
  selectListPage,
  type ListRow,
} from './dashboard-lists.queries.js';

export async function listDashboardLists(
  ctx: AppContext,
  query: { start: number; limit: number; search: string },
): Promise<DashboardListPage> {
  const { totalCount, rows } = await selectListPage(ctx.db, query);
  return {
    totalCount,
    pageData: rows.map(presentListRow),
    totalPages: totalPages(totalCount, query.limit),
  };
}

const present = async (db: Db, row: ListRow) =>
  presentList(row, await selectPackageTitles(db, row.packageIds));

async function loadList(db: Db, id: string): Promise<ListRow> {
  const row = await findList(db, id);
  if (!row) throw notFound(DASHBOARD_LIST_MESSAGES.notFound);
  return row;
}

export async function readDashboardListForAdmin(ctx: AppContext, id: string) {
  return present(ctx.db, await loadList(ctx.db, id));
}

/**
 * 400 on `packageList` unless every id names a package: one of the editor's channels, or one the list
 * already held (`held`). Out of scope and unknown answer the same, so nothing is told.
 */
async function checkPackages(db: Db, editor: Staff, ids: string[], held: readonly string[] = []) {
  const scope = channelScope(editor);
  const kept = scope === 'all' ? [] : ids.filter((id) => held.includes(id));
  const unknown = [
    ...(await findUnknownPackageIds(
      db,
      ids.filter((id) => !kept.includes(id)),
      scope,
    )),
    ...(await findUnknownPackageIds(db, kept)),
  ];
  if (unknown.length) throw fieldError('packageList', PACKAGE_LIST_MESSAGES.unknown);
}

/** A dashboard list write for the audit log, the record after it read through `tx`. */
async function listAudit(
  tx: Db,
  action: 'create' | 'update' | 'delete',
  id: string,
  before: AdminDashboardList | null,
): Promise<AuditWrite> {
  const after = action === 'delete' ? null : await present(tx, await loadList(tx, id));
  return {
    action,
    entityType: 'dashboardList',
    entityId: id,
    entityLabel: (after ?? before)?.title ?? id,
    before,
    after,
  };
}

export async function createDashboardList(
  ctx: AppContext,
  editor: Staff,
  { icon, title, packageList }: DashboardListForm,
): Promise<AdminDashboardList> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkPackages(tx, editor, packageList);
    const listId = await insertList(tx, { icon, title }, editor.id);
    await replaceListPackages(tx, listId, packageList);
    await recordAudit(tx, editor, await listAudit(tx, 'create', listId, null));
    return listId;
  });
  return readDashboardListForAdmin(ctx, id);
}

export async function updateDashboardList(
  ctx: AppContext,
  editor: Staff,
  id: string,
  { version, icon, title, packageList }: DashboardListUpdate,
): Promise<AdminDashboardList> {
  const before = await present(ctx.db, await loadList(ctx.db, id));
  await writeAtVersion(ctx.db, {
    table: dashboardLists,
    id,
    version,
    editor,
    values: { icon, title },
    check: (tx) => checkPackages(tx, editor, packageList, before.packageList),
    alongside: (tx) => replaceListPackages(tx, id, packageList),
    audit: (tx) => listAudit(tx, 'update', id, before),
    current: async () => {
      const current = await loadList(ctx.db, id);
      return { record: await present(ctx.db, current), editorName: current.editorName };
    },
  });
  return readDashboardListForAdmin(ctx, id);
}

export async function deleteDashboardList(
  ctx: AppContext,
  editor: Staff,
  id: string,
): Promise<void> {
  const row = await loadList(ctx.db, id);
  if (row.isFixed) throw new HttpError(409, DASHBOARD_LIST_MESSAGES.fixedUndeletable);
  const before = await present(ctx.db, row);
  await ctx.db.transaction(async (tx) => {
    // The condition repeats the rule, so a list made fixed meanwhile still stays.
    await deleteOrdinaryList(tx, id);
    await recordAudit(tx, editor, await listAudit(tx, 'delete', id, before));
  });
}
