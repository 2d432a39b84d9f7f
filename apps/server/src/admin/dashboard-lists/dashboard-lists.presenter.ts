// Maps dashboard list rows to the back office's JSON (spec names: `_id`, `icon`, `title`,
// `packageList`, `tabs`), each saying whether it may be deleted (never a fixed list).
import type { AdminDashboardList, DashboardListRow, PackageOption } from '@bandbook/domain';
import type { ListPageRow, ListRow } from './dashboard-lists.queries.js';

export function presentListRow(row: ListPageRow): DashboardListRow {
  return {
    _id: row.id,
    icon: row.icon,
    title: row.title,
    packageCount: row.packageCount,
    canDelete: !row.isFixed,
    tabs: row.tabs,
  };
}

export function presentList(row: ListRow, packages: PackageOption[]): AdminDashboardList {
  return {
    _id: row.id,
    icon: row.icon,
    title: row.title,
    packageList: row.packageIds,
    packages,
    tabs: row.tabs,
    isFixed: row.isFixed,
    canDelete: !row.isFixed,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { _id: row.updatedBy, username: row.editorName } : null,
  };
}
