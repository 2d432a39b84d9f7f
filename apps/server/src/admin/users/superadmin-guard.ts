// The back office always keeps a superadmin: the last one can be neither deleted nor given another
// role (decision 054). Checked inside the write's transaction with every superadmin row locked, so
// two concurrent demotions or deletions queue, and the second sees the first one's result.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * Throws 409 when `targetId` is the only superadmin left. Call it in the transaction that deletes or
 * demotes the account, before the write; the row locks last until that transaction ends.
 */
export async function assertNotLastSuperadmin(tx: Db, targetId: string): Promise<void> {
  // Locked in id order, so two transactions never hold each other's rows (no deadlock). After a
  // wait PostgreSQL reads each locked row again and drops one that no longer matches.
  const superadmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  const target = targetId.toLowerCase();
  if (superadmins.length <= 1 && superadmins.some((row) => row.id === target)) {
    throw new HttpError(409, USER_ADMIN_MESSAGES.lastSuperadmin);
  }
}
