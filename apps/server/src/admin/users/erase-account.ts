// Deleting an account (soft, decisions 019 and 054): in one transaction the row keeps its id and
// holdings but loses its personal data, its sign-ins and sessions end, the mails kept for it go,
// and the audit log keeps the events while its personal data is erased there too. The last
// superadmin is never deleted.
import { AUDIT_ERASED } from '@bandbook/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeTokens, outbox, socialIdentities, users } from '../../db/schema/index.js';
import { eraseAccountFromAudit } from '../../modules/audit/audit-erasure.js';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-log.js';
import type { UserRow } from '../../modules/users/users.presenter.js';
import { assertNotLastSuperadmin } from './superadmin-guard.js';

const EMPTY_ADDRESS = { line1: '', line2: '', city: '', zip: '', state: '', countryCode: '' };

/** Mails kept in the outbox for the account's addresses, or that name them. */
function mailsOf(addresses: string[]) {
  return or(
    ...addresses.flatMap((address) => [
      sql`lower(${outbox.to}) = ${address}`,
      sql`strpos(lower(${outbox.text}), ${address}) > 0`,
    ]),
  );
}

/** Run inside the deleting transaction, after the actor's right to delete `user` was checked. */
export async function eraseAccount(tx: Db, staff: AuditActor, user: UserRow): Promise<void> {
  if (user.role === 'superadmin') await assertNotLastSuperadmin(tx, user.id);
  await tx
    .update(users)
    .set({
      deletedAt: new Date(),
      username: null,
      email: null,
      pendingEmail: null,
      passwordHash: null,
      firstname: '',
      lastname: '',
      age: null,
      musicianType: null,
      profilePictureUrl: null,
      domainUrl: null,
      timeZone: null,
      address: EMPTY_ADDRESS,
      newsletterOptIn: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedBy: staff.id,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await tx.delete(socialIdentities).where(eq(socialIdentities.userId, user.id));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
  const addresses = [user.email, user.pendingEmail]
    .filter((address): address is string => Boolean(address))
    .map((address) => address.toLowerCase());
  if (addresses.length) await tx.delete(outbox).where(mailsOf(addresses));
  // The event, without the person: what kind of account it was, not who.
  await recordAudit(tx, staff, {
    action: 'delete',
    entityType: 'user',
    entityId: user.id,
    entityLabel: AUDIT_ERASED,
    before: { role: user.role, status: user.status, provider: user.provider },
    after: null,
  });
  await eraseAccountFromAudit(tx, user.id);
}
