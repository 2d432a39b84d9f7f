// Code (coupon) lists of the back office (spec sections 2-9): the form's rules, the list, a list's
// codes with the Available/Activated filter, generating more codes, and who activated a code.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import { pagedSchema, pageQuerySchema, versionedFields, versionSchema } from './common.js';

/** Spec section 9: codes page by 12. */
export const CODE_PAGE_SIZE = 12;
/** The form's placeholder for the number of codes. */
export const CODE_COUNT_PLACEHOLDER = 50;
/** At most this many codes in one request (a print run). */
export const MAX_CODES_PER_REQUEST = 100_000;
/**
 * More codes than this in one request are made by a background job (202, progress on the list);
 * this many or fewer come in the answer at once, as the spec's clients expect (decision 053).
 */
export const CODES_IN_BACKGROUND_ABOVE = 5_000;
export const MAX_MULTI_USE = 100_000;

export const COUPON_LIST_MESSAGES = {
  packageRequired: 'Please select a Content Package.',
  nameRequired: 'A Name is required.',
  nameLength: 'A name must be between 3 and 50 characters long.',
  multiUseRequired: 'Enter how many times each code can be used (1 or more).',
  codeNbrRequired: 'Enter the number of codes (1 to 100000).',
  expiryInvalid: 'Enter a valid expiry date.',
  notFound: 'This code list does not exist.',
  codeNotFound: 'This code does not exist.',
  apiUndeletable: 'Code lists created by the API cannot be deleted.',
  unknownPackage: 'This content package does not exist.',
  generated: (count: number) => `${count} new codes have been generated.`,
  generating: (count: number) =>
    `${count} new codes are being generated. The list shows how many are ready.`,
  noActivations: 'Nobody has used this code yet.',
  channelUnknown: 'This content channel does not exist.',
  channelNotInScope: 'This content channel is not one of your content channels.',
  codeRequired: 'Enter a code to look for.',
} as const;

/** A list's content channels (the spec's CouponList.contentChannelIdList). */
const channelIdsSchema = z
  .array(z.string().trim().max(64, COUPON_LIST_MESSAGES.channelUnknown))
  .max(200, COUPON_LIST_MESSAGES.channelUnknown);

const nameSchema = z
  .string({ error: COUPON_LIST_MESSAGES.nameRequired })
  .trim()
  .min(1, COUPON_LIST_MESSAGES.nameRequired)
  .min(3, COUPON_LIST_MESSAGES.nameLength)
  .max(50, COUPON_LIST_MESSAGES.nameLength);

/** A whole number from a number or a form's string; anything else fails with `message`. */
const count = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

export const codeNbrSchema = count(COUPON_LIST_MESSAGES.codeNbrRequired, MAX_CODES_PER_REQUEST);

/** An optional expiry: an ISO date-time, or null/'' for none. */
const expiresOnSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.iso.datetime({ offset: true, error: COUPON_LIST_MESSAGES.expiryInvalid }).nullable(),
);

/** POST /api/admin/coupon-lists (and the create form). */
export const couponListCreateSchema = z.object({
  contentPackageId: z
    .string({ error: COUPON_LIST_MESSAGES.packageRequired })
    .min(1, COUPON_LIST_MESSAGES.packageRequired)
    .max(36, COUPON_LIST_MESSAGES.unknownPackage)
    .pipe(recordIdSchema(COUPON_LIST_MESSAGES.unknownPackage)),
  name: nameSchema,
  multiUseCounter: count(COUPON_LIST_MESSAGES.multiUseRequired, MAX_MULTI_USE).default(1),
  codeNbr: codeNbrSchema,
  expiresOn: expiresOnSchema.default(null),
  contentChannelIdList: channelIdsSchema.default([]),
});
export type CouponListCreate = z.infer<typeof couponListCreateSchema>;
export type CouponListCreateInput = z.input<typeof couponListCreateSchema>;

/**
 * PUT /api/admin/coupon-lists/{id}: the name, the expiry and the channels at the version read (the
 * package and the uses per code stay what the printed codes were made for). Channels left out stay.
 */
export const couponListUpdateSchema = z.object({
  name: nameSchema,
  expiresOn: expiresOnSchema.default(null),
  contentChannelIdList: channelIdsSchema.optional(),
  version: versionSchema,
});
export type CouponListUpdate = z.infer<typeof couponListUpdateSchema>;

/** POST /api/admin/coupons/{id}: generate `coupons` more codes for the list. */
export const generateCodesSchema = z.object({ coupons: codeNbrSchema });

/** GET /api/admin/coupon-lists: `start, limit, search` (by name or package title). */
export const couponListQuerySchema = pageQuerySchema;

export const couponListRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  contentPackageId: z.string(),
  contentPackageTitle: z.string(),
  multiUseCounter: z.number().int(),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  createdByAPI: z.boolean(),
  generatedCodesCounter: z.number().int(),
  usedCodesCounter: z.number().int(),
  fullyUsedCodesCounter: z.number().int(),
  canDelete: z.boolean(),
  /**
   * Codes being made in the background: `done` (the codes there now) of `total` (those and the ones
   * still to make); null when no code is waiting to be made.
   */
  generation: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
});
export type CouponListRow = z.infer<typeof couponListRowSchema>;
export const couponListPageSchema = pagedSchema(couponListRowSchema);
export type CouponListPage = z.infer<typeof couponListPageSchema>;

export const couponListSchema = couponListRowSchema.extend({
  contentChannelIdList: z.array(z.string()),
  createdBy: z.object({ _id: z.string(), username: z.string().nullable() }).nullable(),
  ...versionedFields,
});
export type CouponList = z.infer<typeof couponListSchema>;

export const CODE_FILTERS = ['all', 'available', 'activated'] as const;
export type CodeFilter = (typeof CODE_FILTERS)[number];
export const CODE_FILTER_LABELS: Record<CodeFilter, string> = {
  all: 'All',
  available: 'Only available',
  activated: 'Only activated',
};

/** GET /api/admin/coupon-lists/{id}/codes. */
export const codePageQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(CODE_PAGE_SIZE),
  filter: z.enum(CODE_FILTERS).default('all'),
});

export const codeRowSchema = z.object({
  /** As stored: upper case, no separators. */
  code: z.string(),
  uses: z.number().int(),
  multiUse: z.number().int(),
  /** 'Available' (no uses) or 'Activated' (n/multiUse). */
  status: z.enum(['available', 'activated']),
});
export type CodeRow = z.infer<typeof codeRowSchema>;
export const codePageSchema = pagedSchema(codeRowSchema);
export type CodePage = z.infer<typeof codePageSchema>;

/** 'Available' or 'Activated (n/multiUse)'. */
export const codeStatusLabel = (row: Pick<CodeRow, 'uses' | 'multiUse'>) =>
  row.uses === 0 ? 'Available' : `Activated (${row.uses}/${row.multiUse})`;

/** GET /api/admin/coupons/{code}/users: who used a code and when. */
export const codeActivationSchema = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  /** The account was deleted since (its details cannot be shown). */
  deleted: z.boolean(),
  activatedAt: z.string(),
});
export const codeActivationsSchema = z.object({
  code: z.string(),
  listId: z.string(),
  usedList: z.array(codeActivationSchema),
});
export type CodeActivations = z.infer<typeof codeActivationsSchema>;

/**
 * GET /api/admin/coupons/search?code=…: one code, typed as a learner would (any case, dashes or
 * spaces, O for 0 and I or L for 1), found across the code lists of the caller's channels.
 */
export const codeSearchQuerySchema = z.object({
  code: z
    .string({ error: COUPON_LIST_MESSAGES.codeRequired })
    .trim()
    .min(1, COUPON_LIST_MESSAGES.codeRequired)
    .max(64, COUPON_LIST_MESSAGES.codeNotFound),
});
export const codeSearchResultSchema = codeActivationsSchema.extend({
  listName: z.string(),
  contentPackageTitle: z.string(),
  uses: z.number().int(),
  multiUse: z.number().int(),
  status: z.enum(['available', 'activated']),
  expiresOn: z.string().nullable(),
});
export type CodeSearchResult = z.infer<typeof codeSearchResultSchema>;

/** POST /api/admin/coupons/{id}: 200 with the codes made, or 202 (generated 0) while a job makes them. */
export const generatedCodesSchema = z.object({
  message: z.string(),
  generated: z.number().int(),
  list: couponListSchema,
});
export type GeneratedCodes = z.infer<typeof generatedCodesSchema>;

// The analytics of the lists' uses (issue 49), exported with the lists they read.
export * from './redemption-analytics.js';
