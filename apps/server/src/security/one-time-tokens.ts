// 256-bit random tokens for email links, auto-login and social signup tickets. Only the SHA-256 is
// stored; consuming a token is one conditional UPDATE, so a token works once even under races.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeTokens, type OneTimeTokenPurpose } from '../db/schema/index.js';

export const TOKEN_LIFETIME_MS: Record<OneTimeTokenPurpose, number> = {
  verify_email: 48 * 3600_000,
  reset_password: 3600_000,
  // Exchanged at once (after social login, or by a client opening the web app): minutes are plenty.
  autologin: 2 * 60_000,
  social_signup: 30 * 60_000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueOneTimeToken(
  db: Db,
  purpose: OneTimeTokenPurpose,
  userId: string | null,
  payload?: Record<string, string>,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    payload: payload ?? null,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

export interface ConsumedToken {
  userId: string | null;
  payload: Record<string, string> | null;
}

/** Marks the token used and returns what it was issued for; null when unknown, used or expired. */
export async function consumeOneTimeToken(
  db: Db,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<ConsumedToken | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
  return row ?? null;
}

/** Ends every outstanding token of one purpose for a user (e.g. old reset links after a reset). */
export async function revokeOneTimeTokens(db: Db, userId: string, purpose: OneTimeTokenPurpose) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
