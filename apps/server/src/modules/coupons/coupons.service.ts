// Checking and activating book codes. Activation is one transaction: take one use with a conditional
// UPDATE (never past the limit, even under concurrent activations) and record the (code, user) use
// (primary key: once per user) in the same statement, then grant a 365-day subscription that
// replaces any trial; if a live subscription appeared meanwhile (another code, in parallel),
// everything rolls back.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, normalizeCode, type LearnerPackage } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { codes, codeUses, couponLists, entitlements } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/errors.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { accessTo } from '../catalogue/entitlements.js';
import { readBook } from '../catalogue/book.service.js';

export const SUBSCRIPTION_DAYS = 365;

export const CODE_MESSAGES = {
  expired: 'This code has expired.',
  usedUp: 'This code has already been used.',
  alreadyUsedByYou: 'You have already used this code.',
  alreadyOwned: 'You already own this book: it is in your My Books List.',
  valid: 'This code unlocks a book.',
};

/**
 * The checks a person can be told about before anything is written, in one query: the code, its
 * list, whether its book is live and free, what the user holds of that book, and whether the user has
 * used this code already.
 */
async function assertUsable(ctx: AppContext, userId: string, input: string) {
  const [code] = await ctx.db
    .select({
      id: codes.id,
      uses: codes.uses,
      maxUses: codes.maxUses,
      packageId: couponLists.packageId,
      expiresOn: couponLists.expiresOn,
      // null: no live book (a missing flag reads as not free).
      isFree: sql<boolean | null>`(select coalesce((p.price->>'isFree')::boolean, false)
        from content_packages p where p.id = ${couponLists.packageId} and p.active)`,
      entitlement: sql<{ kind: 'subscription' | 'trial'; endsAt: string } | null>`(
        select json_build_object('kind', e.kind, 'endsAt', e.ends_at) from entitlements e
        where e.user_id = ${userId} and e.package_id = ${couponLists.packageId})`,
      usedByYou: sql<boolean>`exists(select 1 from code_uses u
        where u.code_id = ${codes.id} and u.user_id = ${userId})`,
    })
    .from(codes)
    .innerJoin(couponLists, eq(couponLists.id, codes.listId))
    .where(eq(codes.code, normalizeCode(input)));
  if (!code) throw notFound(MESSAGES.codeIncorrect);
  if (code.expiresOn && code.expiresOn <= new Date()) throw badRequest(CODE_MESSAGES.expired);
  // A book that is not live is no book to unlock.
  if (code.isFree === null) throw notFound(MESSAGES.codeIncorrect);
  const held = code.entitlement && {
    kind: code.entitlement.kind,
    endsAt: new Date(code.entitlement.endsAt),
  };
  if (accessTo({ price: { isFree: code.isFree } }, held ?? undefined).isOwned && !code.isFree) {
    throw badRequest(CODE_MESSAGES.alreadyOwned);
  }
  if (code.usedByYou) throw badRequest(CODE_MESSAGES.alreadyUsedByYou);
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
      // Take one use (never past the limit) and record who took it, in one statement; a second use
      // by the same user breaks code_uses' primary key.
      const taken = (await tx.execute(sql`
        with taken as (
          update ${codes} set uses = uses + 1
          where id = ${code.id} and uses < max_uses returning id)
        insert into ${codeUses} (code_id, user_id) select id, ${userId} from taken
        returning code_id`)) as unknown as { rows: unknown[] };
      if (!taken.rows.length) throw badRequest(CODE_MESSAGES.usedUp);
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
