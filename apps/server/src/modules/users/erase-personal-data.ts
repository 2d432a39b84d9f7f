// Erasing an account's personal data (soft delete, decisions 019 and 054), inside the deleting
// transaction, whoever deletes it (staff in the back office, or the learner themself): the row keeps
// its id and holdings but loses its personal fields, its sign-ins and sessions end, the mails kept
// for it go, and the audit log keeps its events while the account's personal data goes there too.
// Its practice journal goes too (takes, preferences, per-exercise settings; decision 065); the kept
// recordings' storage keys are answered, for the caller to delete once the transaction has committed.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import {
  oneTimeTokens,
  outbox,
  practicePreferences,
  practiceSettings,
  socialIdentities,
  users,
} from '../../db/schema/index.js';
import { eraseAccountFromAudit } from '../audit/audit-erasure.js';
import { eraseTakes } from '../practice/take-recording.js';
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
 * of the person too); `by` is who deletes, kept as `updatedBy`. Answers the storage keys of the
 * account's kept take recordings, to delete after the commit (`deleteErasedFiles`).
 */
export async function erasePersonalData(tx: Db, user: UserRow, by: string): Promise<string[]> {
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
  await tx.delete(practicePreferences).where(eq(practicePreferences.userId, user.id));
  await tx.delete(practiceSettings).where(eq(practiceSettings.userId, user.id));
  return eraseTakes(tx, user.id);
}

/** After the erasing transaction committed: the files it answered (a missing one is no error). */
export async function deleteErasedFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.delete(key);
}
