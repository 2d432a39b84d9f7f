// Email verification: a single-use link mailed on signup (and on request); opening it sets status 1.
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { verificationEmail } from '../../mail/templates.js';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
} from '../auth/one-time-tokens.js';
import type { UserRow } from './users.presenter.js';

export async function sendVerificationEmail(ctx: AppContext, user: UserRow): Promise<void> {
  if (!user.email) return;
  // Only the newest link works: older ones are revoked when a new one is sent.
  await revokeOneTimeTokens(ctx.db, user.id, 'verify_email');
  const token = await issueOneTimeToken(ctx.db, 'verify_email', user.id, { email: user.email });
  const link = `${ctx.config.publicUrl}/verify-email/${token}`;
  await ctx.mailer.send(verificationEmail(user.email, user.firstname || user.username || '', link));
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const consumed = await consumeOneTimeToken(ctx.db, 'verify_email', token);
  const email = consumed?.payload?.email;
  if (!consumed?.userId || !email) throw badRequest(MESSAGES.verifyInvalidCode);
  // The link proves only the address it was sent to: if the email changed since, nothing is verified.
  const [row] = await ctx.db
    .update(users)
    .set({ status: 1, updatedAt: new Date() })
    .where(and(eq(users.id, consumed.userId), eq(users.email, email)))
    .returning({ id: users.id });
  if (!row) throw badRequest(MESSAGES.verifyInvalidCode);
}
