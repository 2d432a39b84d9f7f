// Profile edits (PUT /api/users/me). A new email must be verified again: status back to 0 and a link.
import { eq } from 'drizzle-orm';
import { MESSAGES, type ProfileUpdate } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { findUserById } from './users.queries.js';
import { assertUsernameAndEmailFree, takenFieldError } from './unique-fields.js';
import { sendVerificationEmail } from './email-verification.js';
import type { UserRow } from './users.presenter.js';

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  update: ProfileUpdate,
): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound(MESSAGES.notFound);
  await assertUsernameAndEmailFree(ctx.db, update, user.id);
  const emailChanged =
    update.email !== undefined && update.email.toLowerCase() !== (user.email ?? '').toLowerCase();
  const { address, ...fields } = update;
  try {
    const [row] = await ctx.db
      .update(users)
      .set({
        ...fields,
        ...(address ? { address: { ...user.address, ...address } } : {}),
        ...(emailChanged ? { status: 0 } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (emailChanged) await sendVerificationEmail(ctx, row!);
    return row!;
  } catch (error) {
    throw takenFieldError(error) ?? error;
  }
}
