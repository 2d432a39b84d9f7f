// A learner deletes their own account (issue 49): with the account's password, or, for an account that
// has none (social sign-in only), its email address or username typed out. Staff accounts are deleted
// in the back office (by another administrator, who answers for the last superadmin). In one
// transaction the event goes into the audit log as the learner's own, without the person, and the
// account's personal data is erased everywhere, as when staff delete it.
import { AUDIT_ERASED, MESSAGES, type DeleteOwnAccount } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { fieldError, forbidden, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/audit-log.js';
import { verifyPassword } from '../../security/passwords.js';
import { deleteErasedFiles, erasePersonalData } from '../users/erase-personal-data.js';
import type { UserRow } from '../users/users.presenter.js';
import { findUserById } from '../users/users.queries.js';

const same = (typed: string | undefined, value: string | null) =>
  typed !== undefined && value !== null && typed.trim().toLowerCase() === value.toLowerCase();

async function assertConfirmed(user: UserRow, body: DeleteOwnAccount) {
  if (user.passwordHash !== null) {
    if (!body.password || !(await verifyPassword(user.passwordHash, body.password))) {
      throw fieldError('password', MESSAGES.incorrectPassword);
    }
    return;
  }
  if (!same(body.confirm, user.email) && !same(body.confirm, user.username)) {
    throw fieldError('confirm', MESSAGES.accountDeletionConfirm);
  }
}

export async function deleteOwnAccount(
  ctx: AppContext,
  userId: string,
  body: DeleteOwnAccount,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deletedAt) throw notFound(MESSAGES.notFound);
  if (user.role !== 'user') throw forbidden(MESSAGES.accountDeletionStaff);
  await assertConfirmed(user, body);
  const files = await ctx.db.transaction(async (tx) => {
    await recordAudit(
      tx,
      { id: user.id, username: user.username },
      {
        action: 'delete',
        entityType: 'user',
        entityId: user.id,
        entityLabel: AUDIT_ERASED,
        before: { role: user.role, status: user.status, provider: user.provider },
        after: null,
      },
    );
    return erasePersonalData(tx, user, user.id);
  });
  // The kept take recordings (decision 065), once the erasure is committed.
  await deleteErasedFiles(ctx.storage, files);
  // Its sessions end with the new token version; every process's viewer cache hears of the change
  // from the change feed (decision 024).
}
