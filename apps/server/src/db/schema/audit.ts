// The audit log: one row per admin write, appended in the same transaction as the write, so a write
// that rolls back leaves no row. Secrets are never stored (see modules/audit/redact.ts).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type AuditAction = 'create' | 'update' | 'delete';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member (no foreign key: the log outlives accounts). */
    actorId: uuid('actor_id'),
    /** The staff member's username at the time of the write. */
    actorName: text('actor_name'),
    action: text('action').$type<AuditAction>().notNull(),
    /** What kind of record: 'user', 'couponList', 'contentPackage', ... */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** A readable name of the record at the time (title, username, ...). */
    entityLabel: text('entity_label').notNull().default(''),
    /** The changed fields only, before and after (redacted). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

export type ExportKind = 'coupon' | 'sul';
export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

/** CSV exports staff start; a pg-boss job writes the file to storage and marks the row done. */
export const exportFiles = pgTable(
  'export_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ExportKind>().notNull(),
    status: text('status').$type<ExportStatus>().notNull().default('queued'),
    title: text('title').notNull(),
    /** Storage key of the CSV when done. */
    fileKey: text('file_key'),
    rowCount: integer('row_count'),
    requestedBy: uuid('requested_by'),
    /**
     * The channels whose code lists the file holds (sorted), as the requester was restricted to;
     * empty: every list (decision 053). Single-user exports are never restricted.
     */
    scope: text('scope')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_files_kind_idx').on(t.kind, t.createdAt),
    // One export under way per kind and scope: a second request for the same file joins it.
    uniqueIndex('export_files_pending_idx')
      .on(t.kind, t.scope)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
