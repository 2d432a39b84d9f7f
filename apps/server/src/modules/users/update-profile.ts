// Profile edits (PUT /api/users/me). Changing the username or email of an account with a password
// needs that password; a new email waits as `pendingEmail` until its link is opened (so reset links
// never go to an address nobody proved), and the old address is told. Codes must be on their lists.
import { eq } from 'drizzle-orm';
import { MESSAGES, type ProfileUpdate } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { emailChangeNotice } from '../../mail/templates.js';
import { verifyPassword } from '../../security/passwords.js';
import { findUserById } from './users.queries.js';
import { assertKnownCodes } from './reference-codes.js';
import { assertUsernameAndEmailFree, takenFieldError } from './unique-fields.js';
import { sendVerificationEmail } from './email-verification.js';
import type { UserRow } from './users.presenter.js';

const differs = (next: string | undefined, current: string | null) =>
  next !== undefined && next.trim().toLowerCase() !== (current ?? '').toLowerCase();

async function assertCurrentPassword(user: UserRow, password: string | undefined) {
  // Accounts made through a social provider have no password to give; their new email still
  // needs verifying, and the old address is still told.
  if (user.passwordHash === null) return;
  if (!password) throw fieldError('currentPassword', MESSAGES.currentPasswordForAccountChange);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError('currentPassword', MESSAGES.incorrectPassword);
  }
}

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  update: ProfileUpdate,
): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound(MESSAGES.notFound);
  const { address, currentPassword, email, ...fields } = update;
  const usernameChanged = user.username !== null && differs(update.username, user.username);
  const emailChanged = differs(email, user.email);
  if (usernameChanged || emailChanged) await assertCurrentPassword(user, currentPassword);
  const nextAddress = address ? { ...user.address, ...address } : undefined;
  await assertKnownCodes(ctx.db, { ...fields, address: nextAddress }, user);
  await assertUsernameAndEmailFree(ctx.db, { username: fields.username, email }, user.id);
  // An account without an email (some social sign-ins) simply gets one, to be verified.
  const emailChange =
    emailChanged && user.email !== null
      ? { pendingEmail: email! }
      : emailChanged
        ? { email: email!, status: 0, pendingEmail: null }
        : {};
  try {
    const [row] = await ctx.db
      .update(users)
      .set({
        ...fields,
        ...(nextAddress ? { address: nextAddress } : {}),
        ...emailChange,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (emailChanged) await sendVerificationEmail(ctx, row!);
    if (emailChanged && user.email) {
      const name = user.firstname || user.username || '';
      await ctx.mailer.send(
        emailChangeNotice(user.email, name, email!, `${ctx.config.publicUrl}/faq`),
      );
    }
    return row!;
  } catch (error) {
    throw takenFieldError(error) ?? error;
  }
}
