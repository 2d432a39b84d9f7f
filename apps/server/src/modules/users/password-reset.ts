// Forgot/reset password. Forgot answers the same whether or not the account exists; the emailed
// link works once, for one hour, and a reset ends every session (token version bump).
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { resetPasswordEmail } from '../../mail/templates.js';
import { hashPassword } from '../../security/passwords.js';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
} from '../../security/one-time-tokens.js';
import { findUserByEmail } from './users.queries.js';

export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.email) return;
  const token = await issueOneTimeToken(ctx.db, 'reset_password', user.id);
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
  await ctx.mailer.send(
    resetPasswordEmail(user.email, user.firstname || user.username || '', link),
  );
}

export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const consumed = await consumeOneTimeToken(ctx.db, 'reset_password', token);
  if (!consumed?.userId) throw badRequest(MESSAGES.resetPasswordInvalid);
  const passwordHash = await hashPassword(password);
  await ctx.db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, consumed.userId));
  await revokeOneTimeTokens(ctx.db, consumed.userId, 'reset_password');
}
