// Reads and writes of the applications table: a page by name, one application with the username of
// its last editor, and inserts (updates go through the versioned write, admin/shared).
import { asc, count, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, users } from '../../db/schema/index.js';

export type ApplicationColumns = Omit<
  typeof applications.$inferInsert,
  'id' | 'version' | 'updatedBy' | 'createdAt' | 'updatedAt'
>;

const columns = { ...getTableColumns(applications), editorName: users.username };
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** `%` and `_` typed in a search box are meant literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const withEditor = (db: Db) =>
  db.select(columns).from(applications).leftJoin(users, eq(users.id, applications.updatedBy));

export async function findApplication(db: Db, id: string) {
  const [row] = await withEditor(db).where(eq(applications.id, id));
  return row;
}

export async function selectApplicationPage(
  db: Db,
  page: { start: number; limit: number; search: string },
) {
  const where: SQL | undefined = page.search
    ? ilike(applications.name, containing(page.search))
    : undefined;
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  const rows = await withEditor(db)
    .where(where)
    .orderBy(asc(sql`lower(${applications.name})`), asc(applications.id))
    .offset(page.start)
    .limit(page.limit);
  return { totalCount: total?.n ?? 0, rows };
}

export async function insertApplication(db: Db, values: ApplicationColumns, editorId: string) {
  const [row] = await db
    .insert(applications)
    .values({ ...values, updatedBy: editorId })
    .returning({ id: applications.id });
  return row!.id;
}
