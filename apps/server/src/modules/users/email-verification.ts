// Email verification: a single-use link mailed on signup, on request and on an email change. Opening
// it verifies the address it was sent to: the current one (status 1), or a pending new one, which
// then becomes the account's email.
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { confirmNewEmail, verificationEmail } from '../../mail/templates.js';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
} from '../../security/one-time-tokens.js';
import { takenFieldError } from './unique-fields.js';
import type { UserRow } from './users.presenter.js';

/** Sends the link for the pending address when there is one, else for the current address. */
export async function sendVerificationEmail(ctx: AppContext, user: UserRow): Promise<void> {
  const address = user.pendingEmail ?? user.email;
  if (!address) return;
  // Only the newest link works: older ones are revoked when a new one is sent.
  await revokeOneTimeTokens(ctx.db, user.id, 'verify_email');
  const token = await issueOneTimeToken(ctx.db, 'verify_email', user.id, { email: address });
  const link = `${ctx.config.publicUrl}/verify-email/${token}`;
  const name = user.firstname || user.username || '';
  const template = user.pendingEmail ? confirmNewEmail : verificationEmail;
  await ctx.mailer.send(template(address, name, link));
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const consumed = await consumeOneTimeToken(ctx.db, 'verify_email', token);
  const email = consumed?.payload?.email;
  if (!consumed?.userId || !email) throw badRequest(MESSAGES.verifyInvalidCode);
  const userId = consumed.userId;
  // The link proves only the address it was sent to: if the email changed since, nothing is verified.
  const [current] = await ctx.db
    .update(users)
    .set({ status: 1, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  if (current) return;
  try {
    const [moved] = await ctx.db
      .update(users)
      .set({ email, pendingEmail: null, status: 1, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`lower(${users.pendingEmail}) = ${email.toLowerCase()}`))
      .returning({ id: users.id });
    if (!moved) throw badRequest(MESSAGES.verifyInvalidCode);
  } catch (error) {
    // Someone else took the address while the link was on its way.
    throw takenFieldError(error) ?? error;
  }
}
