// The audit log (issue 10, beyond the spec): every admin write with who, when, which record and the
// fields it changed, before and after. Superadmins read all of it; an edit screen shows its record's.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import { pagedSchema, SHOW_ALL_LIMIT } from './common.js';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record the back office writes, with their names on screen. */
export const AUDIT_ENTITY_LABELS = {
  user: 'User',
  couponList: 'Code list',
  contentPackage: 'Content package',
  contentChannel: 'Content channel',
  dashboardList: 'Dashboard list',
  dashboardTabs: 'Dashboard tabs',
  application: 'Application',
  staticSite: 'Static site build',
  export: 'Export',
  webhookEndpoint: 'Webhook endpoint',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_LABELS) as AuditEntityType[];

/** Field values the log never keeps (hashes, tokens, keys, passwords). */
export const AUDIT_REDACTED = '[redacted]';
/** What a deleted account's personal data reads as in the log: the event stays, the data goes (decision 054). */
export const AUDIT_ERASED = '[erased]';

const dateParam = z.union([z.iso.date(), z.iso.datetime({ offset: true }), z.literal('')]);

/** GET /api/admin/audit. */
export const auditQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SHOW_ALL_LIMIT).default(25),
  actorId: z.union([recordIdSchema(), z.literal('')]).default(''),
  entityType: z.union([z.enum(AUDIT_ENTITY_TYPES as [AuditEntityType]), z.literal('')]).default(''),
  // Ids are compared as stored: record ids in lower case (decision 054).
  entityId: z.string().max(64).toLowerCase().default(''),
  action: z.union([z.enum(AUDIT_ACTIONS), z.literal('')]).default(''),
  /** Days (YYYY-MM-DD, inclusive) or instants. */
  from: dateParam.default(''),
  to: dateParam.default(''),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** A changed field; a side is absent when the field did not exist then (a create, a delete). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), username: z.string().nullable() }),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string(),
  entityLabel: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/audit/actors: the staff-member filter's choices. */
export const auditActorSchema = z.object({ _id: z.string(), username: z.string().nullable() });

/** GET /api/admin/audit/{entityType}/{entityId}: one record's history (readable by who reads the record). */
export const auditHistoryParamsSchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES as [AuditEntityType]),
  entityId: z.string().min(1).max(64).toLowerCase(),
});
