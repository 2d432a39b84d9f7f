// A signed-in user changes their password: the old one must match; every older token stops working.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { findUserById } from './users.queries.js';

/** Returns the new token version so the caller can hand out a fresh token. */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  oldPassword: string,
  newPassword: string,
): Promise<number> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound(MESSAGES.notFound);
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw fieldError('oldPassword', MESSAGES.incorrectPassword);
  }
  const [row] = await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row!.tokenVersion;
}
