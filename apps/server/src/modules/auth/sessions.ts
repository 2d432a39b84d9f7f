// Signing in: credentials or a single-use auto-login token become a bearer JWT; logout revokes.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type TokenPair } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/http-error.js';
import { findUserById, findUserByIdentity } from '../users/users.queries.js';
import { verifyPassword } from './passwords.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';

export async function issueTokenPair(
  ctx: AppContext,
  user: { id: string; tokenVersion: number },
): Promise<TokenPair> {
  const token = await ctx.jwt.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  const autoLoginToken = await issueOneTimeToken(ctx.db, 'autologin', user.id);
  return { token, autoLoginToken };
}

export async function logInWithPassword(
  ctx: AppContext,
  identity: string,
  password: string,
): Promise<TokenPair> {
  const user = await findUserByIdentity(ctx.db, identity);
  // Always verify (against a decoy when unknown) so timing does not reveal which accounts exist.
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw unauthorized(MESSAGES.loginFailed);
  return issueTokenPair(ctx, user);
}

export async function logInWithAutoLoginToken(ctx: AppContext, autoLoginToken: string) {
  const consumed = await consumeOneTimeToken(ctx.db, 'autologin', autoLoginToken);
  const user = consumed?.userId ? await findUserById(ctx.db, consumed.userId) : undefined;
  if (!user) throw unauthorized(MESSAGES.autologinTokenMissing);
  return { token: await ctx.jwt.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
}

/** Ends every token issued to the user so far. */
export async function logOut(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
