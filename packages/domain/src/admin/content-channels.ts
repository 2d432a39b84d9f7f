// Content channels of the back office (spec sections 2, 3, 5, 6): the form (a Name and an ordered list
// of package ids), the admin API's bodies, rows and entity, and the ordered-package-list rule that
// dashboard lists share.
import { z } from 'zod';
import { isUuid } from '../rules/uuid.js';
import {
  pagedSchema,
  pageQuerySchema,
  SHOW_ALL_LIMIT,
  versionedFields,
  versionSchema,
} from './common.js';

/** Spec section 9: channels page by 25. */
export const CONTENT_CHANNEL_PAGE_SIZE = 25;

export const CONTENT_CHANNEL_MESSAGES = {
  nameRequired: 'A Name is required.',
  nameTooLong: 'A name must be at most 100 characters long.',
  notFound: 'This content channel does not exist.',
  mainUndeletable: 'The main channel cannot be deleted.',
} as const;

export const PACKAGE_LIST_MESSAGES = {
  unknown: 'Some of these content packages do not exist (any more). Remove them and save again.',
  twice: 'Each content package can be listed once.',
  tooMany: 'A list can hold at most 1000 content packages.',
} as const;

/**
 * Package ids in the order learners see them, in lower case as the database answers them. Problems
 * are reported on the list itself (not on an index), so the form shows them under the list; ids that
 * name no package are the server's check.
 */
export const packageIdListSchema = z
  .array(z.string().max(64).toLowerCase(), { error: PACKAGE_LIST_MESSAGES.unknown })
  .max(SHOW_ALL_LIMIT, PACKAGE_LIST_MESSAGES.tooMany)
  .superRefine((ids, context) => {
    if (ids.some((id) => !isUuid(id))) {
      context.addIssue({ code: 'custom', message: PACKAGE_LIST_MESSAGES.unknown });
    } else if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', message: PACKAGE_LIST_MESSAGES.twice });
    }
  });

/** What the package pickers offer: any package, Live or Draft, by title. */
export const packageOptionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The package's own trial length in days (0: none), for "Add trial". */
  trialPeriodInDays: z.number().int().optional(),
});
export type PackageOption = z.infer<typeof packageOptionSchema>;
export const packageOptionsSchema = z.array(packageOptionSchema);
export const packageOptionsQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
});

const nameSchema = z
  .string({ error: CONTENT_CHANNEL_MESSAGES.nameRequired })
  .trim()
  .min(1, CONTENT_CHANNEL_MESSAGES.nameRequired)
  .max(100, CONTENT_CHANNEL_MESSAGES.nameTooLong);

/** The form: both fields required (a new form starts empty). */
export const contentChannelFormSchema = z.object({ name: nameSchema, list: packageIdListSchema });
export type ContentChannelForm = z.infer<typeof contentChannelFormSchema>;

/** POST /api/admin/content-channels: a channel may start empty. */
export const contentChannelCreateSchema = z.object({
  name: nameSchema,
  list: packageIdListSchema.default([]),
});

/** PUT /api/admin/content-channels/{id}: the whole form and the version it was read at. */
export const contentChannelUpdateSchema = contentChannelFormSchema.extend({
  version: versionSchema,
});
export type ContentChannelUpdate = z.infer<typeof contentChannelUpdateSchema>;

export const adminContentChannelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Package ids in order. */
  list: z.array(z.string()),
  /** The same packages with their titles, for the form's list. */
  packages: z.array(packageOptionSchema),
  isMain: z.boolean(),
  canDelete: z.boolean(),
  ...versionedFields,
});
export type AdminContentChannel = z.infer<typeof adminContentChannelSchema>;

export const CONTENT_CHANNEL_SORTS = ['name', '-name'] as const;
export type ContentChannelSort = (typeof CONTENT_CHANNEL_SORTS)[number];

/** GET /api/admin/content-channels: `start, limit, search` (by name) and `sort`, 25 a page. */
export const contentChannelListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(SHOW_ALL_LIMIT).default(CONTENT_CHANNEL_PAGE_SIZE),
  sort: z.enum(CONTENT_CHANNEL_SORTS).default('name'),
});
export type ContentChannelListQuery = z.input<typeof contentChannelListQuerySchema>;

export const contentChannelRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  packageCount: z.number().int(),
  canDelete: z.boolean(),
  version: z.number().int(),
});
export type ContentChannelRow = z.infer<typeof contentChannelRowSchema>;

export const contentChannelPageSchema = pagedSchema(contentChannelRowSchema);
export type ContentChannelPage = z.infer<typeof contentChannelPageSchema>;
