// Queries of the code lists in the back office: a page of lists with their counters (one grouped
// query over the codes, so the counters are always what the codes say, even under concurrent
// activations), one list, a list's codes by status, and who used a code. Lists and codes are read
// within the caller's channel scope: a list is in scope when its package is (decision 052).
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CodeFilter } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { codes, codeUses, contentPackages, couponLists, users } from '../../db/schema/index.js';
import type { ChannelScope } from '../../modules/catalogue/channel-scope.js';
import { codeListInScope } from '../shared/code-list-scope.js';

const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Counters {
  generated: number;
  used: number;
  fullyUsed: number;
}

const listColumns = {
  id: couponLists.id,
  name: couponLists.name,
  packageId: couponLists.packageId,
  packageTitle: contentPackages.title,
  multiUseCounter: couponLists.multiUseCounter,
  codesPending: couponLists.codesPending,
  expiresOn: couponLists.expiresOn,
  createdAt: couponLists.createdAt,
  createdByApi: couponLists.createdByApi,
  contentChannelIdList: couponLists.contentChannelIdList,
  createdBy: couponLists.createdBy,
  creatorName: sql<
    string | null
  >`(select ${users.username} from ${users} where ${users.id} = ${couponLists.createdBy})`,
  version: couponLists.version,
  updatedAt: couponLists.updatedAt,
  updatedBy: couponLists.updatedBy,
  editorName: sql<
    string | null
  >`(select ${users.username} from ${users} where ${users.id} = ${couponLists.updatedBy})`,
};

export type CodeListRow = Awaited<ReturnType<typeof findCodeList>> & object;

export async function countersOf(db: Db, listIds: string[]): Promise<Map<string, Counters>> {
  const counters = new Map<string, Counters>();
  if (!listIds.length) return counters;
  const rows = await db
    .select({
      listId: codes.listId,
      generated: count(),
      used: sql<number>`count(*) filter (where ${codes.uses} > 0)`.mapWith(Number),
      fullyUsed: sql<number>`count(*) filter (where ${codes.uses} >= ${codes.maxUses})`.mapWith(
        Number,
      ),
    })
    .from(codes)
    .where(inArray(codes.listId, listIds))
    .groupBy(codes.listId);
  for (const row of rows) counters.set(row.listId, row);
  return counters;
}

export async function selectCodeListPage(
  db: Db,
  query: { start: number; limit: number; search: string },
  scope: ChannelScope,
) {
  const condition = and(
    codeListInScope(scope),
    query.search
      ? or(
          ilike(couponLists.name, containing(query.search)),
          ilike(contentPackages.title, containing(query.search)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(couponLists)
      .innerJoin(contentPackages, eq(contentPackages.id, couponLists.packageId))
      .where(condition)
      .orderBy(desc(couponLists.createdAt), desc(couponLists.id))
      .limit(query.limit)
      .offset(query.start),
    db
      .select({ n: count() })
      .from(couponLists)
      .innerJoin(contentPackages, eq(contentPackages.id, couponLists.packageId))
      .where(condition),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findCodeList(db: Db, id: string, scope: ChannelScope = 'all') {
  const [row] = await db
    .select(listColumns)
    .from(couponLists)
    .innerJoin(contentPackages, eq(contentPackages.id, couponLists.packageId))
    .where(and(eq(couponLists.id, id), codeListInScope(scope)));
  return row;
}

const FILTERS: Record<CodeFilter, SQL | undefined> = {
  all: undefined,
  available: eq(codes.uses, 0),
  activated: gt(codes.uses, 0),
};

export async function selectCodePage(
  db: Db,
  listId: string,
  query: { start: number; limit: number; filter: CodeFilter },
) {
  const condition = and(eq(codes.listId, listId), FILTERS[query.filter]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ code: codes.code, uses: codes.uses, maxUses: codes.maxUses })
      .from(codes)
      .where(condition)
      .orderBy(asc(codes.code))
      .limit(query.limit)
      .offset(query.start),
    db.select({ n: count() }).from(codes).where(condition),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** Every unused code of a list, in code order. */
export function selectAvailableCodes(db: Db, listId: string) {
  return db
    .select({ code: codes.code })
    .from(codes)
    .where(and(eq(codes.listId, listId), eq(codes.uses, 0)))
    .orderBy(asc(codes.code));
}

/** Who used a code, if the code exists and its list is within the scope. */
export async function selectActivations(db: Db, code: string, scope: ChannelScope) {
  const [found] = await db
    .select({ id: codes.id, listId: codes.listId, code: codes.code })
    .from(codes)
    .innerJoin(couponLists, eq(couponLists.id, codes.listId))
    .where(and(eq(codes.code, code), codeListInScope(scope)));
  if (!found) return undefined;
  const uses = await db
    .select({
      userId: codeUses.userId,
      username: users.username,
      email: users.email,
      deletedAt: users.deletedAt,
      activatedAt: codeUses.activatedAt,
    })
    .from(codeUses)
    .innerJoin(users, eq(users.id, codeUses.userId))
    .where(eq(codeUses.codeId, found.id))
    .orderBy(asc(codeUses.activatedAt));
  return { ...found, uses };
}
