// The dashboard tabs (spec: Dashboard Tabs): which lists the library and discover tabs show, in order,
// and whether each tab is active. The active switch is kept on every row of its tab (the schema has
// no table of tabs), so a tab with no lists reads as active.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DASHBOARD_GROUPS,
  DASHBOARD_LIST_MESSAGES,
  type DashboardTab,
  type DashboardTabs,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import { dashboardGroups, dashboardLists } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-error.js';
import type { Staff } from '../shared/staff-guard.js';

export async function readDashboardTabs(ctx: AppContext): Promise<DashboardTab[]> {
  const rows = await ctx.db
    .select()
    .from(dashboardGroups)
    .orderBy(asc(dashboardGroups.position), asc(dashboardGroups.listId));
  return DASHBOARD_GROUPS.map((group) => {
    const mine = rows.filter((row) => row.group === group);
    return {
      group,
      list: mine.map((row) => row.listId),
      active: mine.length === 0 || mine.some((row) => row.active),
    };
  });
}

/** Replaces the tabs sent (lists, order, active); a tab left out stays as it is. */
export async function replaceDashboardTabs(
  ctx: AppContext,
  editor: Staff,
  tabs: DashboardTabs,
): Promise<DashboardTab[]> {
  const before = await readDashboardTabs(ctx);
  await ctx.db.transaction(async (tx) => {
    // Two saves at once would both delete, then both insert the same rows: one waits for the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dashboard_groups'))`);
    const ids = [...new Set(tabs.flatMap((tab) => tab.list))];
    const found = ids.length
      ? await tx
          .select({ id: dashboardLists.id })
          .from(dashboardLists)
          .where(inArray(dashboardLists.id, ids))
      : [];
    const known = new Set(found.map((row) => row.id));
    const unknownAt = tabs.findIndex((tab) => tab.list.some((id) => !known.has(id)));
    if (unknownAt >= 0) throw fieldError(`${unknownAt}.list`, DASHBOARD_LIST_MESSAGES.listUnknown);
    for (const tab of tabs) {
      await tx.delete(dashboardGroups).where(eq(dashboardGroups.group, tab.group));
      if (tab.list.length === 0) continue;
      await tx.insert(dashboardGroups).values(
        tab.list.map((listId, position) => ({
          group: tab.group,
          listId,
          position,
          active: tab.active,
        })),
      );
    }
    await recordAudit(tx, editor, {
      action: 'update',
      entityType: 'dashboardTabs',
      entityId: 'tabs',
      entityLabel: 'Dashboard Tabs',
      before: Object.fromEntries(before.map((tab) => [tab.group, tab])),
      after: Object.fromEntries(
        before.map((tab) => [tab.group, tabs.find((sent) => sent.group === tab.group) ?? tab]),
      ),
    });
  });
  return readDashboardTabs(ctx);
}
