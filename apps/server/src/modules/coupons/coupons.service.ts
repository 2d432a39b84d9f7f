// Checking and activating book codes. The rules for using a code are stated once, in SQL:
// code_verdict(code, user) (migration 0010, decision 056) gives the first rule that refuses, or
// 'usable'. The check reads it as it is. Activation is one statement, activate_code, its own
// transaction: lock the code's row (activations of one code take turns), read the same verdict, then
// grant a 365-day subscription that replaces any trial (unless a live one appeared meanwhile: another
// code, in parallel), take one use and record the (code, user) use.
import { sql } from 'drizzle-orm';
import { MESSAGES, normalizeCode, type LearnerPackage, type Result } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
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

/** The rules code_verdict (migration 0010) applies, in its order, each with what the learner is told. */
const REFUSALS = {
  incorrect: () => notFound(MESSAGES.codeIncorrect),
  expired: () => badRequest(CODE_MESSAGES.expired),
  owned: () => badRequest(CODE_MESSAGES.alreadyOwned),
  used_by_you: () => badRequest(CODE_MESSAGES.alreadyUsedByYou),
  used_up: () => badRequest(CODE_MESSAGES.usedUp),
} satisfies Record<string, () => Error>;

type Refusal = keyof typeof REFUSALS;

/** Tells the learner whether the code would unlock its book now, writing nothing. */
export async function checkCode(ctx: AppContext, userId: string, input: string) {
  const { rows } = (await ctx.db.execute(
    sql`select status, book_id from code_verdict(${normalizeCode(input)}, ${userId})`,
  )) as unknown as { rows: { status: Refusal | 'usable'; book_id: string | null }[] };
  const verdict = rows[0]!;
  if (verdict.status !== 'usable') throw REFUSALS[verdict.status]();
  return {
    message: CODE_MESSAGES.valid,
    // A code still unlocks an archived book (decision 057): show it.
    contentPackage: await readBook(ctx, userId, verdict.book_id!, { archivedToo: true }),
  };
}

/**
 * One round trip: activate_code (migration 0010) locks the code, reads code_verdict, then grants the
 * subscription and takes the use in the statement's own transaction, which also tells `marker` (the
 * caller's process hears it after the activation, decision 024).
 */
export async function activateCode(
  ctx: AppContext,
  userId: string,
  input: string,
  marker?: WriteMarker,
): Promise<{ message: string; contentPackage: LearnerPackage }> {
  let outcome: {
    status: Refusal | 'activated';
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
    // Rolled back (or never sent): the marker will not be told; the answer syncs instead. Every
    // refusal is a status, so an error here is a fault (a 5xx), never a rule.
    marker?.drop();
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
