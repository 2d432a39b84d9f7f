// Appends to the audit log. Called with the transaction of the write it describes, so the row and
// the write commit or roll back together. Only changed fields are kept (before and after), and
// secrets never: any field named like a password, hash, token, secret or key is stored as
// '[redacted]', at any depth. A deleted account's personal data is erased later (audit-erasure.ts).
import { AUDIT_REDACTED, isUuid, type AuditAction, type AuditEntityType } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** Who wrote: the staff member (the request's signed-in user). */
export interface AuditActor {
  id: string;
  username?: string | null | undefined;
}

export interface AuditWrite {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** A readable name of the record (title, username, ...). */
  entityLabel: string;
  /** The record before the write (absent for a create). */
  before?: object | null;
  /** The record after the write (absent for a delete). */
  after?: object | null;
}

const SECRET_FIELD = /password|hash|token|secret|apikey|^key$/i;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON-shaped: dates become ISO strings, undefined goes. */
const toJson = (value: unknown): Json => JSON.parse(JSON.stringify(value ?? null)) as Json;

/** JSON-shaped, with secrets replaced. */
export function redact(value: unknown): Json {
  const plain = toJson(value);
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, inner]) => [
          key,
          SECRET_FIELD.test(key) ? AUDIT_REDACTED : walk(inner),
        ]),
      );
    }
    return node;
  };
  return walk(plain);
}

/** The fields that differ, each side keeping only those. */
export function changedFields(
  before: Record<string, Json>,
  after: Record<string, Json>,
): { before: Record<string, Json>; after: Record<string, Json> } {
  const changed = { before: {} as Record<string, Json>, after: {} as Record<string, Json> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (key in before) changed.before[key] = before[key]!;
    if (key in after) changed.after[key] = after[key]!;
  }
  return changed;
}

/** Fields that change on every write and say nothing about it. */
const NOISE = new Set([
  'version',
  'updatedAt',
  'updatedBy',
  'editorName',
  'canEdit',
  'canDelete',
  'canEditRole',
]);

// Compared before the secrets are replaced, so a changed secret counts as a changed field (stored as
// '[redacted]' on both sides) instead of vanishing as two equal '[redacted]'.
const asRecord = (value: object | null | undefined): Record<string, Json> => {
  const json = toJson(value);
  if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
  return Object.fromEntries(Object.entries(json).filter(([key]) => !NOISE.has(key)));
};

/** Who wrote an entry that no staff member wrote (npm run create-admin). */
export const COMMAND_LINE_ACTOR = 'command line';

/**
 * Appends one row; an update that changed nothing visible is still logged (with no fields). A null
 * actor is a command line tool run on the server.
 */
export async function recordAudit(
  db: Db,
  actor: AuditActor | null,
  write: AuditWrite,
): Promise<void> {
  const { before, after } = changedFields(asRecord(write.before), asRecord(write.after));
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor ? (actor.username ?? null) : COMMAND_LINE_ACTOR,
    action: write.action,
    entityType: write.entityType,
    // Record ids in their canonical lower case, as a record's history looks them up (decision 054).
    entityId: isUuid(write.entityId) ? write.entityId.toLowerCase() : write.entityId,
    entityLabel: write.entityLabel.slice(0, 200),
    before: write.action === 'create' ? null : (redact(before) as Record<string, Json>),
    after: write.action === 'delete' ? null : (redact(after) as Record<string, Json>),
  });
}
