// CSV exports of the back office (spec sections 2, 7, 8): code lists ('coupon') and single users
// ('sul'). Starting one queues a background job; the list shows the finished files, grouped by day.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import { userListQuerySchema } from './users.js';

export const EXPORT_KINDS = ['coupon', 'sul'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_TITLES: Record<ExportKind, string> = {
  coupon: 'Codes',
  sul: 'Single Users',
};

export const EXPORT_MESSAGES = {
  modalTitle: 'Download as CSV',
  empty: 'There is no file available for download yet.',
  started: 'The export has started. The file appears in the list when it is ready.',
  alreadyRunning:
    'The same export is already under way. Its file appears in the list when it is ready.',
  notFound: 'This file does not exist.',
} as const;

/**
 * Finished files kept per kind and scope: an older one is deleted, file and row, once a newer one is
 * done (decision 053).
 */
export const EXPORT_FILES_KEPT = 5;

export const exportKindParamsSchema = z.object({ kind: z.enum(EXPORT_KINDS) });
/** GET /api/data/exports/{kind}/{id}/file. */
export const exportFileParamsSchema = z.object({ id: recordIdSchema(EXPORT_MESSAGES.notFound) });

export const exportFileSchema = z.object({
  _id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  title: z.string(),
  /** When the file was written. */
  generatedOn: z.string(),
  rowCount: z.number().int(),
  /**
   * Where the CSV is downloaded: an API path that answers the file to a signed-in staff member who
   * may read it (the bearer header, no signature in the URL), so a copied link opens nothing.
   */
  link: z.string(),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/** GET /api/data/exports/{kind}: finished files grouped by the day they were generated, newest first. */
export const exportListSchema = z.object({
  groups: z.array(z.object({ title: z.string(), files: z.array(exportFileSchema) })),
  /** Exports queued or running. */
  pending: z.number().int(),
});
export type ExportList = z.infer<typeof exportListSchema>;

/** POST /api/data/exports/{kind}: the export started, or the same one already under way. */
export const exportStartedSchema = z.object({ _id: z.string(), message: z.string() });

/**
 * POST /api/data/exports/sul?…: the Single Users list's current filters (its query's names), so the
 * file holds what the list shows (issue 44). Paging is not a filter: the file holds every page.
 */
export const sulExportFiltersSchema = userListQuerySchema.pick({
  usernameSearch: true,
  emailSearch: true,
  createdBy: true,
  currencyCode: true,
  status: true,
  provider: true,
  newsletterOptIn: true,
});
export type SulExportFilters = z.infer<typeof sulExportFiltersSchema>;
export type SulExportFiltersInput = z.input<typeof sulExportFiltersSchema>;
