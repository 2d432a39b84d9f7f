// Code lists within a channel-restricted admin's scope (decision 052): a list is in scope when its
// package is. Read by code lists themselves, their exports and the history of a list.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponLists } from '../../db/schema/index.js';
import { inChannelScope, type ChannelScope } from '../../modules/catalogue/channel-scope.js';

/** Code lists within the scope (every list for 'all'). */
export const codeListInScope = (scope: ChannelScope): SQL | undefined =>
  inChannelScope(scope, couponLists.packageId);

/** Whether the list `id` exists within the scope. */
export async function isCodeListInScope(db: Db, id: string, scope: ChannelScope) {
  const [row] = await db
    .select({ id: couponLists.id })
    .from(couponLists)
    .where(and(eq(couponLists.id, id), codeListInScope(scope)));
  return Boolean(row);
}
