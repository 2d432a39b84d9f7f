// Reads and writes of dashboard content lists for the back office: a page by title with package counts
// and the tabs each list is in, one list with its last editor and ordered package ids, and the writes
// inside the caller's transaction (the versioned update itself is admin/shared's).
import { and, asc, count, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { DashboardGroupName } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { dashboardListPackages, dashboardLists, users } from '../../db/schema/index.js';

export type ListRow = NonNullable<Awaited<ReturnType<typeof findList>>>;
export type ListPageRow = Awaited<ReturnType<typeof selectListPage>>['rows'][number];

/** `%` and `_` typed in a search box are meant literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const packageCount = sql<number>`(select count(*)::int from dashboard_list_packages lp where lp.list_id = ${dashboardLists.id})`;
/** The tabs showing the list, library first. */
const tabs = sql<
  DashboardGroupName[]
>`coalesce((select array_agg(g."group" order by g."group" = 'discover') from dashboard_groups g where g.list_id = ${dashboardLists.id}), '{}')`;

export async function findList(db: Db, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(dashboardLists), tabs, editorName: users.username })
    .from(dashboardLists)
    .leftJoin(users, eq(users.id, dashboardLists.updatedBy))
    .where(eq(dashboardLists.id, id));
  if (!row) return undefined;
  const entries = await db
    .select({ packageId: dashboardListPackages.packageId })
    .from(dashboardListPackages)
    .where(eq(dashboardListPackages.listId, id))
    .orderBy(asc(dashboardListPackages.position));
  return { ...row, packageIds: entries.map((entry) => entry.packageId) };
}

export async function selectListPage(
  db: Db,
  page: { start: number; limit: number; search: string },
) {
  const where = page.search ? ilike(dashboardLists.title, containing(page.search)) : undefined;
  const [total] = await db.select({ n: count() }).from(dashboardLists).where(where);
  const rows = await db
    .select({ ...getTableColumns(dashboardLists), packageCount, tabs })
    .from(dashboardLists)
    .where(where)
    .orderBy(asc(sql`lower(${dashboardLists.title})`), asc(dashboardLists.id))
    .offset(page.start)
    .limit(page.limit);
  return { totalCount: total?.n ?? 0, rows };
}

/** Makes the list's packages exactly `packageIds`, in that order. */
export async function replaceListPackages(tx: Db, listId: string, packageIds: string[]) {
  await tx.delete(dashboardListPackages).where(eq(dashboardListPackages.listId, listId));
  if (packageIds.length === 0) return;
  await tx
    .insert(dashboardListPackages)
    .values(packageIds.map((packageId, position) => ({ listId, packageId, position })));
}

export interface ListColumns {
  icon: string;
  title: string;
}

export async function insertList(tx: Db, values: ListColumns, editorId: string) {
  const [row] = await tx
    .insert(dashboardLists)
    .values({ ...values, updatedBy: editorId })
    .returning({ id: dashboardLists.id });
  return row!.id;
}

/** Deletes a list that is not fixed; its packages and tab places go with it (cascade). */
export async function deleteOrdinaryList(db: Db, id: string): Promise<void> {
  await db
    .delete(dashboardLists)
    .where(and(eq(dashboardLists.id, id), eq(dashboardLists.isFixed, false)));
}
