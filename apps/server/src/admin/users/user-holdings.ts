// An account's complete subscription and trial lists, as the back office's edit screen sends them
// (spec section 7): checked, then written in the update's transaction. A channel-restricted admin
// writes only its channels' holdings; the others stay as they are (decision 052).
import { assignedTwice, USER_ADMIN_MESSAGES, type AdminUserUpdate } from '@bandbook/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { entitlements } from '../../db/schema/index.js';
import { fieldError, HttpError } from '../../lib/http-error.js';
import { inChannelScope, type ChannelScope } from '../../modules/catalogue/channel-scope.js';
import { findUnknownPackageIds } from '../shared/package-options.js';

/**
 * Checks and writes the complete subscription and trial lists of `scope`. Outside it (a restricted
 * admin's other channels) the account's holdings stay exactly as they are, whatever the form says,
 * and a package the account does not hold is refused on its entry (decision 052).
 */
export async function replaceEntitlements(
  db: Db,
  userId: string,
  form: AdminUserUpdate,
  scope: ChannelScope,
) {
  if (assignedTwice(form.subscriptionList, form.trialList)) {
    throw new HttpError(409, USER_ADMIN_MESSAGES.duplicateAssignment, undefined, undefined, {
      title: USER_ADMIN_MESSAGES.duplicateTitle,
    });
  }
  const entries = [
    ...form.subscriptionList.map((entry, index) => ({
      packageId: entry.contentPackageId.toLowerCase(),
      kind: 'subscription' as const,
      startsAt: new Date(entry.subscriptionStartDate),
      endsAt: new Date(entry.subscriptionEndDate),
      field: 'subscriptionList',
      index,
    })),
    ...form.trialList.map((entry, index) => ({
      packageId: entry.contentPackageId.toLowerCase(),
      kind: 'trial' as const,
      startsAt: new Date(entry.trialStartDate),
      endsAt: new Date(entry.trialEndDate),
      field: 'trialList',
      index,
    })),
  ];
  for (const entry of entries) {
    if (entry.endsAt <= entry.startsAt)
      throw fieldError(entry.field, USER_ADMIN_MESSAGES.endBeforeStart);
  }
  let written = entries;
  if (scope !== 'all') {
    // An id that names no package is answered like one outside the channels: nothing is told.
    const outside = new Set(
      await findUnknownPackageIds(
        db,
        entries.map((entry) => entry.packageId),
        scope,
      ),
    );
    if (outside.size) {
      const held = new Set(
        (
          await db
            .select({ packageId: entitlements.packageId })
            .from(entitlements)
            .where(eq(entitlements.userId, userId))
        ).map((row) => row.packageId),
      );
      const refused = entries.find(
        (entry) => outside.has(entry.packageId) && !held.has(entry.packageId),
      );
      if (refused) {
        throw fieldError(
          `${refused.field}.${refused.index}.contentPackageId`,
          USER_ADMIN_MESSAGES.packageNotInChannels,
        );
      }
      written = entries.filter((entry) => !outside.has(entry.packageId));
    }
  }
  const unknown = new Set(
    await findUnknownPackageIds(
      db,
      written.map((entry) => entry.packageId),
    ),
  );
  const missing = written.find((entry) => unknown.has(entry.packageId));
  if (missing) throw fieldError(missing.field, USER_ADMIN_MESSAGES.unknownPackage);
  // Only what changed is written: a holding left as it was is not removed and given again, so the
  // webhooks of migration 0013 tell a grant or an end only when there was one.
  const kept = written.map((entry) => entry.packageId);
  await db
    .delete(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        inChannelScope(scope, entitlements.packageId),
        kept.length ? notInArray(entitlements.packageId, kept) : undefined,
      ),
    );
  if (written.length) {
    await db
      .insert(entitlements)
      .values(
        written.map(({ field: _field, index: _index, ...entry }) => ({
          ...entry,
          userId,
          source: 'admin',
        })),
      )
      .onConflictDoUpdate({
        target: [entitlements.userId, entitlements.packageId],
        set: {
          kind: sql`excluded.kind`,
          startsAt: sql`excluded.starts_at`,
          endsAt: sql`excluded.ends_at`,
          source: sql`excluded.source`,
        },
        setWhere: sql`(${entitlements.kind}, ${entitlements.startsAt}, ${entitlements.endsAt}) is distinct from (excluded.kind, excluded.starts_at, excluded.ends_at)`,
      });
  }
}
