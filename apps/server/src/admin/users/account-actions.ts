// The back office's small writes to one account, each with its audit row in its own transaction:
// a new password (every session ends), marked verified, the validation email again, the newsletter
// switch, and the soft delete (decision 054).
import { MESSAGES, USER_ADMIN_MESSAGES } from '@bandbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../lib/http-error.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import { sendVerificationEmail } from '../../modules/users/email-verification.js';
import { deleteErasedFiles } from '../../modules/users/erase-personal-data.js';
import { hashPassword } from '../../security/passwords.js';
import type { Staff } from '../shared/staff-guard.js';
import { eraseAccount } from './erase-account.js';
import { loadFor } from './users.service.js';
import type { AccountRow } from './users.queries.js';

/** A small write with its audit row: status, newsletter, password, delete. */
async function auditedWrite(
  ctx: AppContext,
  staff: Staff,
  row: AccountRow,
  write: (tx: Db) => Promise<void>,
  describe: { action?: 'update' | 'delete'; before: object; after: object | null },
) {
  await ctx.db.transaction(async (tx) => {
    await write(tx);
    await recordAudit(tx, staff, {
      action: describe.action ?? 'update',
      entityType: 'user',
      entityId: row.user.id,
      entityLabel: row.user.username ?? row.user.id,
      before: describe.before,
      after: describe.after,
    });
  });
}

export async function changeAccountPassword(
  ctx: AppContext,
  staff: Staff,
  id: string,
  newPassword: string,
) {
  const row = await loadFor(ctx.db, staff, id, 'update');
  const passwordHash = await hashPassword(newPassword);
  await auditedWrite(
    ctx,
    staff,
    row,
    async (tx) => {
      // A new token version ends every session of the account.
      await tx
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedBy: staff.id,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },
    { before: { password: 'old' }, after: { password: 'new' } },
  );
  return { message: USER_ADMIN_MESSAGES.passwordUpdated };
}

export async function markVerified(ctx: AppContext, staff: Staff, id: string) {
  const row = await loadFor(ctx.db, staff, id, 'update');
  if (row.user.status === 1) throw badRequest(USER_ADMIN_MESSAGES.alreadyVerified);
  await auditedWrite(
    ctx,
    staff,
    row,
    async (tx) => {
      await tx
        .update(users)
        .set({ status: 1, updatedBy: staff.id, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    { before: { status: 0 }, after: { status: 1 } },
  );
  return { message: USER_ADMIN_MESSAGES.markedVerified };
}

export async function resendValidationEmail(ctx: AppContext, staff: Staff, id: string) {
  const row = await loadFor(ctx.db, staff, id, 'update');
  if (row.user.status === 1 && !row.user.pendingEmail) {
    throw badRequest(USER_ADMIN_MESSAGES.alreadyVerified);
  }
  await sendVerificationEmail(ctx, row.user);
  return { message: USER_ADMIN_MESSAGES.validationEmailSent };
}

export async function setNewsletter(
  ctx: AppContext,
  staff: Staff,
  id: string,
  newsletterOptIn: boolean,
) {
  const row = await loadFor(ctx.db, staff, id, 'update');
  await auditedWrite(
    ctx,
    staff,
    row,
    async (tx) => {
      await tx
        .update(users)
        .set({ newsletterOptIn, updatedBy: staff.id, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    { before: { newsletterOptIn: row.user.newsletterOptIn }, after: { newsletterOptIn } },
  );
  return { message: USER_ADMIN_MESSAGES.newsletterUpdated };
}

/**
 * Soft delete: the row stays (activations, progress and the audit log keep naming it), its personal
 * data goes, from the audit log too, and its sessions end (erase-account.ts, decision 054).
 */
export async function deleteAccount(ctx: AppContext, staff: Staff, id: string) {
  // Ids compare in their canonical lower case: an own id in upper case is still one's own.
  if (id.toLowerCase() === staff.id.toLowerCase()) throw forbidden(MESSAGES.forbidden);
  const row = await loadFor(ctx.db, staff, id, 'delete');
  const files = await ctx.db.transaction((tx) => eraseAccount(tx, staff, row.user));
  await deleteErasedFiles(ctx.storage, files);
  return { message: USER_ADMIN_MESSAGES.deleted };
}
