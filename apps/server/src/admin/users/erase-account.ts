// Staff delete an account (soft, decisions 019 and 054): the event goes into the audit log without
// the person (what kind of account it was, not who), then its personal data is erased everywhere
// (modules/users/erase-personal-data.ts). The last superadmin is never deleted.
import { AUDIT_ERASED } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-log.js';
import { erasePersonalData } from '../../modules/users/erase-personal-data.js';
import type { UserRow } from '../../modules/users/users.presenter.js';
import { assertNotLastSuperadmin } from './superadmin-guard.js';

/**
 * Run inside the deleting transaction, after the actor's right to delete `user` was checked. Answers
 * the storage keys of the account's kept recordings, to delete once the transaction has committed.
 */
export async function eraseAccount(tx: Db, staff: AuditActor, user: UserRow): Promise<string[]> {
  if (user.role === 'superadmin') await assertNotLastSuperadmin(tx, user.id);
  await recordAudit(tx, staff, {
    action: 'delete',
    entityType: 'user',
    entityId: user.id,
    entityLabel: AUDIT_ERASED,
    before: { role: user.role, status: user.status, provider: user.provider },
    after: null,
  });
  return erasePersonalData(tx, user, staff.id);
}
