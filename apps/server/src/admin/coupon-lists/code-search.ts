// Finding one code across the code lists (issue 44): staff type it as a learner would (any case,
// dashes or spaces, O for 0, I or L for 1: the activation's own reading, normalizeCode) and get its
// list, its status and who used it. Only the lists of the caller's channels are searched; a code
// outside them is not found, as one that does not exist (decision 052).
import {
  channelScope,
  COUPON_LIST_MESSAGES,
  normalizeCode,
  type Actor,
  type CodeSearchResult,
} from '@bandbook/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { codes, contentPackages, couponLists } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { codeListInScope } from '../shared/code-list-scope.js';
import { codeActivations } from './coupon-lists.service.js';

export async function searchCode(
  ctx: AppContext,
  actor: Actor,
  input: string,
): Promise<CodeSearchResult> {
  const code = normalizeCode(input);
  const [found] = await ctx.db
    .select({
      uses: codes.uses,
      multiUse: codes.maxUses,
      listName: couponLists.name,
      expiresOn: couponLists.expiresOn,
      contentPackageTitle: contentPackages.title,
    })
    .from(codes)
    .innerJoin(couponLists, eq(couponLists.id, codes.listId))
    .innerJoin(contentPackages, eq(contentPackages.id, couponLists.packageId))
    .where(and(eq(codes.code, code), codeListInScope(channelScope(actor))));
  if (!found) throw notFound(COUPON_LIST_MESSAGES.codeNotFound);
  const activations = await codeActivations(ctx, actor, code);
  return {
    ...activations,
    listName: found.listName,
    contentPackageTitle: found.contentPackageTitle,
    uses: found.uses,
    multiUse: found.multiUse,
    status: found.uses === 0 ? 'available' : 'activated',
    expiresOn: found.expiresOn?.toISOString() ?? null,
  };
}
