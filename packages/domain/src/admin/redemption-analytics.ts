// Redemption analytics of the back office (issue 49): codes activated and trials started per day (UTC),
// per book, per channel and per code list, with the share of each list used. Read with the couponList
// VIEW permission, within the reader's content channels like every list of the back office.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';

/** The longest range one request may ask for, in days (both ends included). */
export const ANALYTICS_MAX_DAYS = 366;
/** What the page shows first: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

export const ANALYTICS_MESSAGES = {
  fromInvalid: 'The start date must be a day, written YYYY-MM-DD.',
  toInvalid: 'The end date must be a day, written YYYY-MM-DD.',
  toBeforeFrom: 'The end date must be on or after the start date.',
  tooLong: `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`,
  packageInvalid: 'Choose one of the content packages.',
  channelInvalid: 'Choose one of the content channels.',
  couponListInvalid: 'Choose one of the code lists.',
} as const;

const DAY_MS = 86_400_000;
const daySchema = z.iso.date();

/** Days from `from` to `to`, both included (YYYY-MM-DD, read as UTC). */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** An optional id filter: absent or empty is no filter. */
const idFilter = (message: string) =>
  z
    .union([recordIdSchema(message), z.literal('')], { error: message })
    .optional()
    .transform((value) => value || undefined);

/** GET /api/admin/analytics/redemptions (and its .csv). */
export const redemptionQuerySchema = z
  .object({
    from: z.iso.date({ error: ANALYTICS_MESSAGES.fromInvalid }),
    to: z.iso.date({ error: ANALYTICS_MESSAGES.toInvalid }),
    packageId: idFilter(ANALYTICS_MESSAGES.packageInvalid),
    channelId: idFilter(ANALYTICS_MESSAGES.channelInvalid),
    couponListId: idFilter(ANALYTICS_MESSAGES.couponListInvalid),
  })
  .superRefine((query, context) => {
    // The order and the length of the range are judged once both ends are days.
    if (!daySchema.safeParse(query.from).success || !daySchema.safeParse(query.to).success) return;
    const days = daysInRange(query.from, query.to);
    if (days < 1) {
      context.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.toBeforeFrom });
    } else if (days > ANALYTICS_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.tooLong });
    }
  });
export type RedemptionQuery = z.input<typeof redemptionQuerySchema>;
export type RedemptionFilters = z.output<typeof redemptionQuerySchema>;

const figures = {
  /** Codes activated: one per use of a code (a multi-use code counts each learner's use). */
  activations: z.number().int(),
  /** Trials started (a learner's start or one given by staff), by their start day. */
  trials: z.number().int(),
};

export const redemptionDaySchema = z.object({ date: z.string(), ...figures });

export const redemptionPackageSchema = z.object({ _id: z.string(), title: z.string(), ...figures });

/** A book in several channels counts in each of them. */
export const redemptionChannelSchema = z.object({ _id: z.string(), name: z.string(), ...figures });

export const redemptionCodeListSchema = z.object({
  _id: z.string(),
  name: z.string(),
  contentPackageId: z.string(),
  contentPackageTitle: z.string(),
  /** Uses of the list's codes within the range. */
  activations: z.number().int(),
  /** Uses of the list's codes so far, whatever the range. */
  uses: z.number().int(),
  /** Uses the list's codes allow in all (codes × multi-use counter). */
  capacity: z.number().int(),
  /** uses ÷ capacity, from 0 to 1; null for a list without codes yet. */
  shareUsed: z.number().nullable(),
});

export const redemptionAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, days without any as zeros. */
  days: z.array(redemptionDaySchema),
  totals: z.object(figures),
  packages: z.array(redemptionPackageSchema),
  channels: z.array(redemptionChannelSchema),
  codeLists: z.array(redemptionCodeListSchema),
});
export type RedemptionAnalytics = z.infer<typeof redemptionAnalyticsSchema>;
export type RedemptionCodeList = z.infer<typeof redemptionCodeListSchema>;

/** GET /api/admin/analytics/filter-options: what the filters offer, within the reader's channels. */
export const redemptionFilterOptionsSchema = z.object({
  /** Books that can have figures: with a code list, a trial period or trials held. */
  packages: z.array(z.object({ _id: z.string(), title: z.string() })),
  channels: z.array(z.object({ _id: z.string(), name: z.string() })),
  codeLists: z.array(z.object({ _id: z.string(), name: z.string(), contentPackageId: z.string() })),
});
export type RedemptionFilterOptions = z.infer<typeof redemptionFilterOptionsSchema>;

/** The CSV's columns: one table, each row a figure of one section (day, total, book, channel, list). */
export const REDEMPTION_CSV_HEADER = [
  'section',
  'date',
  'id',
  'name',
  'contentPackage',
  'activations',
  'trials',
  'uses',
  'capacity',
  'shareUsed',
] as const;
