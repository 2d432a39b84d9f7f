// Dashboard content lists and the dashboard tabs of the back office (spec sections 2, 3, 6, 9): the
// list form (one of 10 icons, a Title, ordered package ids), rows and entity, and the two tabs
// (library, discover), each an ordered list of lists with an active switch.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import { packageIdListSchema, packageOptionSchema } from './content-channels.js';
import {
  pagedSchema,
  pageQuerySchema,
  SHOW_ALL_LIMIT,
  versionedFields,
  versionSchema,
} from './common.js';

/** The icon selector's 10 choices (spec section 9); the learner dashboard draws each of them. */
export const DASHBOARD_LIST_ICONS = [
  { id: 'star', label: 'Star' },
  { id: 'gift', label: 'Gift' },
  { id: 'sparkles', label: 'Sparkles' },
  { id: 'clock', label: 'Clock' },
  { id: 'drum', label: 'Drum' },
  { id: 'guitar', label: 'Guitar' },
  { id: 'heart', label: 'Heart' },
  { id: 'flame', label: 'Flame' },
  { id: 'trophy', label: 'Trophy' },
  { id: 'bolt', label: 'Bolt' },
] as const;
export type DashboardListIcon = (typeof DASHBOARD_LIST_ICONS)[number]['id'];
export const DASHBOARD_LIST_ICON_IDS = DASHBOARD_LIST_ICONS.map((icon) => icon.id) as [
  DashboardListIcon,
  ...DashboardListIcon[],
];

/** Spec section 9: tables page by 10/25/50/Show All, with 10 page links on dashboard lists. */
export const DASHBOARD_LIST_PAGE_SIZE = 10;
export const DASHBOARD_LIST_DISPLAYED_PAGES = 10;
export const DASHBOARD_LIST_TITLE_MAX = 50;

export const DASHBOARD_GROUPS = ['library', 'discover'] as const;
export type DashboardGroupName = (typeof DASHBOARD_GROUPS)[number];

export const DASHBOARD_LIST_MESSAGES = {
  titleRequired: 'A Title is required.',
  titleTooLong: `A title must be at most ${DASHBOARD_LIST_TITLE_MAX} characters long.`,
  icon: 'Choose an icon.',
  notFound: 'This dashboard list does not exist.',
  fixedUndeletable:
    'This list cannot be deleted: it is the fixed homepage list or one of the original lists.',
  listUnknown: 'Some of these lists do not exist (any more). Reload the page and save again.',
  listTwice: 'A list can appear only once in a tab.',
  groupTwice: 'Each tab can be sent only once.',
} as const;

const titleSchema = z
  .string({ error: DASHBOARD_LIST_MESSAGES.titleRequired })
  .trim()
  .min(1, DASHBOARD_LIST_MESSAGES.titleRequired)
  .max(DASHBOARD_LIST_TITLE_MAX, DASHBOARD_LIST_MESSAGES.titleTooLong);

export const dashboardListFormSchema = z.object({
  icon: z.enum(DASHBOARD_LIST_ICON_IDS, { error: DASHBOARD_LIST_MESSAGES.icon }),
  title: titleSchema,
  packageList: packageIdListSchema,
});
export type DashboardListForm = z.infer<typeof dashboardListFormSchema>;

/** POST /api/admin/dashboard-content-lists: a list may start empty. */
export const dashboardListCreateSchema = dashboardListFormSchema.extend({
  packageList: packageIdListSchema.default([]),
});

/** PUT /api/admin/dashboard-content-lists/{id}: the whole form and the version it was read at. */
export const dashboardListUpdateSchema = dashboardListFormSchema.extend({ version: versionSchema });
export type DashboardListUpdate = z.infer<typeof dashboardListUpdateSchema>;

const tabsField = z.array(z.enum(DASHBOARD_GROUPS));

export const adminDashboardListSchema = z.object({
  _id: z.string(),
  /** A string, not the enum: lists made before the 10 choices keep their icon until edited. */
  icon: z.string(),
  title: z.string(),
  packageList: z.array(z.string()),
  /** The same packages with their titles, for the form's list. */
  packages: z.array(packageOptionSchema),
  /** The tabs the list shows in. */
  tabs: tabsField,
  isFixed: z.boolean(),
  canDelete: z.boolean(),
  ...versionedFields,
});
export type AdminDashboardList = z.infer<typeof adminDashboardListSchema>;

/** GET /api/admin/dashboard-content-lists: `start, limit, search` (by title), 10 a page. */
export const dashboardListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(SHOW_ALL_LIMIT).default(DASHBOARD_LIST_PAGE_SIZE),
});
export type DashboardListQuery = z.input<typeof dashboardListQuerySchema>;

export const dashboardListRowSchema = z.object({
  _id: z.string(),
  icon: z.string(),
  title: z.string(),
  packageCount: z.number().int(),
  canDelete: z.boolean(),
  tabs: tabsField,
});
export type DashboardListRow = z.infer<typeof dashboardListRowSchema>;

export const dashboardListPageSchema = pagedSchema(dashboardListRowSchema);
export type DashboardListPage = z.infer<typeof dashboardListPageSchema>;

/** One tab: its list ids in order and whether learners see it. */
export const dashboardTabSchema = z.object({
  group: z.enum(DASHBOARD_GROUPS),
  list: z.array(recordIdSchema(DASHBOARD_LIST_MESSAGES.listUnknown)).max(SHOW_ALL_LIMIT),
  active: z.boolean(),
});
export type DashboardTab = z.infer<typeof dashboardTabSchema>;

/** GET and PUT /api/admin/dashboard-groups: each tab at most once, each list at most once per tab. */
export const dashboardTabsSchema = z
  .array(dashboardTabSchema)
  .max(DASHBOARD_GROUPS.length, DASHBOARD_LIST_MESSAGES.groupTwice)
  .superRefine((tabs, context) => {
    tabs.forEach((tab, index) => {
      if (tabs.findIndex((other) => other.group === tab.group) < index) {
        context.addIssue({
          code: 'custom',
          path: [index, 'group'],
          message: DASHBOARD_LIST_MESSAGES.groupTwice,
        });
      }
      if (new Set(tab.list).size !== tab.list.length) {
        context.addIssue({
          code: 'custom',
          path: [index, 'list'],
          message: DASHBOARD_LIST_MESSAGES.listTwice,
        });
      }
    });
  });
export type DashboardTabs = z.infer<typeof dashboardTabsSchema>;
