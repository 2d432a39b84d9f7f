// Signing in: credentials or a single-use auto-login token become a bearer JWT; logout revokes.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type TokenPair } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { HttpError, unauthorized } from '../../lib/http-error.js';
import { findUserById, findUserByIdentity } from '../users/users.queries.js';
import type { LoginThrottle } from './login-throttle.js';
import { verifyPassword } from '../../security/passwords.js';
import { consumeOneTimeToken, revokeOneTimeTokens } from '../../security/one-time-tokens.js';
import { issueTokenPair } from '../../security/token-pair.js';

/** Failures are counted per account, so typing the email instead of the username counts the same. */
const throttleKey = (userId: string | undefined, identity: string) =>
  userId ? `user:${userId}` : `unknown:${identity.trim().toLowerCase()}`;

export async function logInWithPassword(
  ctx: AppContext,
  throttle: LoginThrottle,
  identity: string,
  password: string,
): Promise<TokenPair> {
  const user = await findUserByIdentity(ctx.db, identity);
  const key = throttleKey(user?.id, identity);
  const waitMs = await throttle.retryAfterMs(key);
  if (waitMs > 0) {
    throw new HttpError(429, MESSAGES.tooManyRequests, undefined, {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    });
  }
  // Always verify (against a decoy when unknown) so timing does not reveal which accounts exist.
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await throttle.recordFailure(key);
    throw unauthorized(MESSAGES.loginFailed);
  }
  await throttle.recordSuccess(key);
  return issueTokenPair(ctx, user);
}

export async function logInWithAutoLoginToken(ctx: AppContext, autoLoginToken: string) {
  const consumed = await consumeOneTimeToken(ctx.db, 'autologin', autoLoginToken);
  const user = consumed?.userId ? await findUserById(ctx.db, consumed.userId) : undefined;
  const issuedFor = Number(consumed?.payload?.tokenVersion);
  if (!user || issuedFor !== user.tokenVersion) throw unauthorized(MESSAGES.autologinTokenMissing);
  return { token: await ctx.jwt.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
}

/** Ends every token issued to the user so far, auto-login tokens included. */
export async function logOut(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await revokeOneTimeTokens(ctx.db, userId, 'autologin');
}
