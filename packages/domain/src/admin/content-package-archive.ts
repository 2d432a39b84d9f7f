// Archived packages and the list's bulk actions (issue 44, decision 057): deleting a package that
// learners hold archives it instead (hidden from discovery, kept for its holders), an archived
// package can be restored, and the list acts on several packages at once. The bodies and answers of
// those calls, and what staff are told.
import { z } from 'zod';
import { pagedSchema, SHOW_ALL_LIMIT } from './common.js';
import { contentPackageListQuerySchema, contentPackageRowSchema } from './content-packages.js';
import { recordIdSchema } from '../rules/record-id.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const CONTENT_PACKAGE_ARCHIVE_MESSAGES = {
  /** A package with holders is kept for them (decision 057). */
  archived: (owners: number) =>
    `The package has been archived: ${plural(owners, 'learner')} who ${owners === 1 ? 'owns it keeps' : 'own it keep'} it.`,
  restored: 'The package has been restored.',
  notArchived: 'This package is not archived.',
  idsRequired: 'Select at least one content package.',
  idsTooMany: `Select at most ${SHOW_ALL_LIMIT} content packages.`,
  channelRequired: 'Choose a content channel.',
  live: (n: number) => `${plural(n, 'package')} now Live.`,
  draft: (n: number) => `${plural(n, 'package')} now Draft.`,
  addedToChannel: (n: number, channel: string) => `${plural(n, 'package')} added to ${channel}.`,
  deleted: (deleted: number, archived: number) =>
    archived === 0
      ? `${plural(deleted, 'package')} deleted.`
      : `${plural(deleted, 'package')} deleted, ${plural(archived, 'package')} archived (learners own them).`,
  restoredMany: (n: number) => `${plural(n, 'package')} restored.`,
} as const;

/** What the confirmation says before a delete: who would lose the book, and that they keep it. */
export const ownersNotice = (owners: number) =>
  owners === 0
    ? 'No learner owns this package: it will be deleted. This cannot be undone.'
    : `${plural(owners, 'learner')} ${owners === 1 ? 'owns' : 'own'} this package (subscriptions and trials, active or expired): it will be archived, hidden from discovery and kept for them. You can restore it later.`;

/** GET /api/admin/content-packages: the list's query, with archived packages apart. */
export const contentPackageAdminListQuerySchema = contentPackageListQuerySchema.extend({
  /** 'true': archived packages only; otherwise archived ones are left out. */
  archived: z.enum(['true', 'false']).optional(),
});
export type ContentPackageAdminListQuery = z.input<typeof contentPackageAdminListQuerySchema>;

/** A row of the list: the package's row, whether it is archived and how many learners hold it. */
export const contentPackageListRowSchema = contentPackageRowSchema.extend({
  /** When a delete archived it (learners hold it); null otherwise. */
  archivedAt: z.string().nullable(),
  /** Learners holding it: subscriptions and trials, active or expired (accounts not deleted). */
  ownerCount: z.number().int(),
});
export type ContentPackageListRow = z.infer<typeof contentPackageListRowSchema>;

export const contentPackageListPageSchema = pagedSchema(contentPackageListRowSchema);
export type ContentPackageListPage = z.infer<typeof contentPackageListPageSchema>;

/** DELETE /api/admin/content-packages/{id}: what was done, and for how many holders. */
export const contentPackageDeleteResultSchema = z.object({
  message: z.string(),
  outcome: z.enum(['archived', 'deleted']),
  /** Learners holding the package (a subscription or a trial, active or expired). */
  ownerCount: z.number().int(),
});
export type ContentPackageDeleteResult = z.infer<typeof contentPackageDeleteResultSchema>;

const idsSchema = z
  .array(recordIdSchema(), { error: CONTENT_PACKAGE_ARCHIVE_MESSAGES.idsRequired })
  .min(1, CONTENT_PACKAGE_ARCHIVE_MESSAGES.idsRequired)
  .max(SHOW_ALL_LIMIT, CONTENT_PACKAGE_ARCHIVE_MESSAGES.idsTooMany);

/** POST .../bulk/delete and .../bulk/restore. */
export const contentPackageBulkSchema = z.object({ ids: idsSchema });

/** POST .../bulk/active: Live or Draft for every package named. */
export const contentPackageBulkActiveSchema = z.object({ ids: idsSchema, active: z.boolean() });

/** POST .../bulk/channel: every package named goes last in this channel (kept where it is). */
export const contentPackageBulkChannelSchema = z.object({
  ids: idsSchema,
  channelId: recordIdSchema(CONTENT_PACKAGE_ARCHIVE_MESSAGES.channelRequired),
});

/** Every bulk call's answer: how many packages changed, and for a delete how many were archived. */
export const contentPackageBulkResultSchema = z.object({
  message: z.string(),
  updated: z.number().int(),
  deleted: z.number().int(),
  archived: z.number().int(),
});
export type ContentPackageBulkResult = z.infer<typeof contentPackageBulkResultSchema>;
