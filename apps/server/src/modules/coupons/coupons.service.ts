// Checking and activating book codes. Activation is one transaction: record the (code, user) use
// (primary key: once per user), take one use with a conditional UPDATE (never past the limit, even
// under concurrent activations), then grant a 365-day subscription that replaces any trial; if a
// live subscription appeared meanwhile (another code, in parallel), everything rolls back.
import { and, eq, lt, sql } from 'drizzle-orm';
import { MESSAGES, normalizeCode, type LearnerPackage } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { codes, codeUses, couponLists, entitlements } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/errors.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { loadBookWithAccess } from '../catalogue/book-access.js';
import { readBook } from '../catalogue/book.service.js';

export const SUBSCRIPTION_DAYS = 365;

export const CODE_MESSAGES = {
  expired: 'This code has expired.',
  usedUp: 'This code has already been used.',
  alreadyUsedByYou: 'You have already used this code.',
  alreadyOwned: 'You already own this book: it is in your My Books List.',
  valid: 'This code unlocks a book.',
};

async function findCode(ctx: AppContext, input: string) {
  const code = normalizeCode(input);
  const [row] = await ctx.db
    .select({
      id: codes.id,
      uses: codes.uses,
      maxUses: codes.maxUses,
      packageId: couponLists.packageId,
      expiresOn: couponLists.expiresOn,
    })
    .from(codes)
    .innerJoin(couponLists, eq(couponLists.id, codes.listId))
    .where(eq(codes.code, code));
  if (!row) throw notFound(MESSAGES.codeIncorrect);
  return row;
}

/** The checks a person can be told about before anything is written. */
async function assertUsable(ctx: AppContext, userId: string, input: string) {
  const code = await findCode(ctx, input);
  if (code.expiresOn && code.expiresOn <= new Date()) throw badRequest(CODE_MESSAGES.expired);
  const loaded = await loadBookWithAccess(ctx.db, userId, code.packageId);
  if (!loaded) throw notFound(MESSAGES.codeIncorrect);
  if (loaded.access.isOwned && !loaded.book.price.isFree) {
    throw badRequest(CODE_MESSAGES.alreadyOwned);
  }
  const [used] = await ctx.db
    .select()
    .from(codeUses)
    .where(and(eq(codeUses.codeId, code.id), eq(codeUses.userId, userId)));
  if (used) throw badRequest(CODE_MESSAGES.alreadyUsedByYou);
  if (code.uses >= code.maxUses) throw badRequest(CODE_MESSAGES.usedUp);
  return code;
}

export async function checkCode(ctx: AppContext, userId: string, input: string) {
  const code = await assertUsable(ctx, userId, input);
  return {
    message: CODE_MESSAGES.valid,
    contentPackage: await readBook(ctx, userId, code.packageId),
  };
}

export async function activateCode(
  ctx: AppContext,
  userId: string,
  input: string,
): Promise<{ message: string; contentPackage: LearnerPackage }> {
  const code = await assertUsable(ctx, userId, input);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(codeUses).values({ codeId: code.id, userId });
      const taken = await tx
        .update(codes)
        .set({ uses: sql`${codes.uses} + 1` })
        .where(and(eq(codes.id, code.id), lt(codes.uses, codes.maxUses)))
        .returning({ uses: codes.uses });
      if (!taken.length) throw badRequest(CODE_MESSAGES.usedUp);
      const now = new Date();
      const ends = new Date(now.getTime() + SUBSCRIPTION_DAYS * 24 * 3600_000);
      const granted = await tx
        .insert(entitlements)
        .values({
          userId,
          packageId: code.packageId,
          kind: 'subscription',
          startsAt: now,
          endsAt: ends,
          source: 'code',
        })
        .onConflictDoUpdate({
          target: [entitlements.userId, entitlements.packageId],
          set: { kind: 'subscription', startsAt: now, endsAt: ends, source: 'code' },
          // A live subscription is never shortened by a second code (checked above; this guards races).
          setWhere: sql`not (${entitlements.kind} = 'subscription' and ${entitlements.endsAt} > ${now.toISOString()}::timestamptz)`,
        })
        .returning({ userId: entitlements.userId });
      // A concurrent activation of another code for this book won: roll this one back, so the
      // second code is not used up for nothing.
      if (!granted.length) throw badRequest(CODE_MESSAGES.alreadyOwned);
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw badRequest(CODE_MESSAGES.alreadyUsedByYou);
    throw error;
  }
  return {
    message: MESSAGES.codeSuccess,
    contentPackage: await readBook(ctx, userId, code.packageId),
  };
}
