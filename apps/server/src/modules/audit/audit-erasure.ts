// Erasing a deleted account's personal data from the audit log (decision 054): every entry stays
// (who did what to which record, and when), but the account's name, email, age, address... go, in
// the entries about it, in those it wrote, and where other entries name it (the creator of a record).
import { AUDIT_ERASED } from '@bandbook/domain';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

type JsonRecord = Record<string, unknown>;

/**
 * Fields of an account's entries that say nothing about the person (its rights, holdings and
 * settings); any other field's value is erased, so a field added later is erased by default.
 */
const KEPT_ACCOUNT_FIELDS = new Set([
  '_id',
  'role',
  'status',
  'provider',
  'permissions',
  'contentChannelIdList',
  'adminAccess',
  'canEditAllUsers',
  'subscriptionList',
  'trialList',
  'stars',
  'userStars',
  'newsletterOptIn',
  'languageCode',
  'currencyCode',
  'createdAt',
  'createdBy',
  'deleted',
]);

/** Where another record names an account (`{ _id, username }`), these go with it. */
const NAMING_FIELDS = new Set(['username', 'email', 'pendingEmail', 'firstname', 'lastname']);

function eraseAccountFields(side: JsonRecord | null): JsonRecord | null {
  if (!side) return side;
  return Object.fromEntries(
    Object.entries(side).map(([key, value]) => [
      key,
      KEPT_ACCOUNT_FIELDS.has(key) ? value : AUDIT_ERASED,
    ]),
  );
}

/** A copy of `value` where every object naming `id` has its naming fields erased. */
function eraseMentions(value: unknown, id: string): unknown {
  if (Array.isArray(value)) return value.map((item) => eraseMentions(item, id));
  if (!value || typeof value !== 'object') return value;
  const record = value as JsonRecord;
  const names = record._id === id;
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => [
      key,
      names && NAMING_FIELDS.has(key) && inner !== null ? AUDIT_ERASED : eraseMentions(inner, id),
    ]),
  );
}

/**
 * Erases the personal data of account `accountId` from the log, in the deleting transaction. Finding
 * the entries that name it reads the log's JSON: a deletion is rare and the log is staff writes only.
 */
export async function eraseAccountFromAudit(tx: Db, accountId: string): Promise<void> {
  const id = accountId.toLowerCase();
  const isAbout = and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, id));
  const about = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(isAbout);
  for (const entry of about) {
    await tx
      .update(auditLog)
      .set({
        entityLabel: AUDIT_ERASED,
        before: eraseAccountFields(entry.before),
        after: eraseAccountFields(entry.after),
      })
      .where(eq(auditLog.id, entry.id));
  }
  await tx.update(auditLog).set({ actorName: AUDIT_ERASED }).where(eq(auditLog.actorId, id));
  const mention = `%"${id}"%`;
  const naming = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        or(ne(auditLog.entityType, 'user'), ne(auditLog.entityId, id)),
        or(
          sql`${auditLog.before}::text like ${mention}`,
          sql`${auditLog.after}::text like ${mention}`,
        ),
      ),
    );
  for (const entry of naming) {
    const before = eraseMentions(entry.before, id) as JsonRecord | null;
    const after = eraseMentions(entry.after, id) as JsonRecord | null;
    if (JSON.stringify([before, after]) === JSON.stringify([entry.before, entry.after])) continue;
    await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, entry.id));
  }
}
