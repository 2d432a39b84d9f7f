// Erasing an account's personal data (soft delete, decisions 019 and 054), inside the deleting
// transaction, whoever deletes it (staff in the back office, or the learner themself): the row keeps
// its id and holdings but loses its personal fields, its sign-ins and sessions end, the mails kept
// for it go, and the audit log keeps its events while the account's personal data goes there too.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeTokens, outbox, socialIdentities, users } from '../../db/schema/index.js';
import { eraseAccountFromAudit } from '../audit/audit-erasure.js';
import type { UserRow } from './users.presenter.js';

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

/**
 * Run last in the deleting transaction (after its audit entry is written, so that entry is erased
 * of the person too); `by` is who deletes, kept as `updatedBy`.
 */
export async function erasePersonalData(tx: Db, user: UserRow, by: string): Promise<void> {
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
      updatedBy: by,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await tx.delete(socialIdentities).where(eq(socialIdentities.userId, user.id));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
  const addresses = [user.email, user.pendingEmail]
    .filter((address): address is string => Boolean(address))
    .map((address) => address.toLowerCase());
  if (addresses.length) await tx.delete(outbox).where(mailsOf(addresses));
  await eraseAccountFromAudit(tx, user.id);
}
