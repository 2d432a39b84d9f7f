// Checking and activating book codes. Activation is one statement, activate_code (migration 0008),
// its own transaction: lock the code's row (activations of one code take turns), grant a 365-day
// subscription that replaces any trial (unless a live one appeared meanwhile: another code, in
// parallel), take one use with a conditional UPDATE (never past the limit; else everything is undone)
// and record the (code, user) use (primary key: once per user).
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, normalizeCode, type LearnerPackage, type Result } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { codes, couponLists } from '../../db/schema/index.js';
import { sqlState, uniqueViolation } from '../../db/errors.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { accessTo } from '../catalogue/entitlements.js';
import { readBook } from '../catalogue/book.service.js';
import { liveCatalogue, livePackage } from '../catalogue/catalogue-snapshot.js';
import type { WriteMarker } from '../../shared-state/change-feed.js';
import { presentLearnerPackage } from '../catalogue/package.presenter.js';

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

type ActivationStatus = 'activated' | 'incorrect' | 'expired' | 'owned' | 'used_by_you' | 'used_up';

/** What activate_code (migration 0008) tells, for each status but 'activated'. */
const REFUSALS: Record<Exclude<ActivationStatus, 'activated'>, () => Error> = {
  incorrect: () => notFound(MESSAGES.codeIncorrect),
  expired: () => badRequest(CODE_MESSAGES.expired),
  owned: () => badRequest(CODE_MESSAGES.alreadyOwned),
  used_by_you: () => badRequest(CODE_MESSAGES.alreadyUsedByYou),
  used_up: () => badRequest(CODE_MESSAGES.usedUp),
};

/** activate_code's signal that the last use went to a concurrent activation (all is undone). */
const CODE_USED_UP_MEANWHILE = 'BB001';

/**
 * One round trip: activate_code (migration 0008) makes the checks assertUsable makes, in the same
 * order, then grants the subscription and takes the use in the statement's own transaction, which
 * also tells `marker` (the caller's process hears it after the activation, decision 024).
 */
export async function activateCode(
  ctx: AppContext,
  userId: string,
  input: string,
  marker?: WriteMarker,
): Promise<{ message: string; contentPackage: LearnerPackage }> {
  let outcome: {
    status: ActivationStatus;
    book_id: string | null;
    granted_at: string | null;
    granted_until: string | null;
    book_results: { id: string; stars: number; result: Result }[] | null;
  };
  try {
    const { rows } = (await ctx.db.execute(
      sql`select * from activate_code(${normalizeCode(input)}, ${userId}, ${SUBSCRIPTION_DAYS},
        ${marker?.payload ?? null})`,
    )) as unknown as { rows: (typeof outcome)[] };
    outcome = rows[0]!;
    await marker?.heard();
  } catch (error) {
    // Rolled back (or never sent): the marker will not be told; the answer syncs instead.
    marker?.drop();
    if (uniqueViolation(error) !== undefined) throw badRequest(CODE_MESSAGES.alreadyUsedByYou);
    if (sqlState(error) === CODE_USED_UP_MEANWHILE) {
      throw badRequest(CODE_MESSAGES.usedUp);
    }
    throw error;
  }
  if (outcome.status !== 'activated') throw REFUSALS[outcome.status]();
  const packageId = outcome.book_id!;
  const catalogue = await liveCatalogue(ctx.db, ctx.changes);
  const book = await livePackage(ctx.db, ctx.changes, catalogue, packageId);
  // The book went offline since the statement saw it live: the code is used; show what it unlocked.
  if (!book)
    return {
      message: MESSAGES.codeSuccess,
      contentPackage: await readBook(ctx, userId, packageId),
    };
  const entitlement = {
    kind: 'subscription' as const,
    startsAt: new Date(outcome.granted_at!),
    endsAt: new Date(outcome.granted_until!),
  };
  return {
    message: MESSAGES.codeSuccess,
    contentPackage: presentLearnerPackage(
      book,
      accessTo(book, entitlement),
      ctx.media,
      outcome.book_results ?? [],
    ),
  };
}
