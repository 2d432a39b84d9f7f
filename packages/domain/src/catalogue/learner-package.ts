// What a learner sees of a package: a card in lists and the full book with the learner-side fields
// (isActiveTrial, isExpiredTrial, canLaunch, hasContent, viewData).
import { z } from 'zod';
import { resultSchema } from '../api/user.js';
import { packageContentSchema, priceSchema } from './content.js';

export const packageCardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  thumbnailImage: z.string().nullable(),
  author: z.string(),
  publisher: z.string(),
  releaseDate: z.string().nullable(),
  trialPeriodInDays: z.number(),
  price: priceSchema,
  genreIdList: z.array(z.string()),
  instrumentIdList: z.array(z.string()),
  skillLevelIdList: z.array(z.string()),
  isOwned: z.boolean(),
  isActiveTrial: z.boolean(),
  isExpiredTrial: z.boolean(),
  canLaunch: z.boolean(),
});
export type PackageCard = z.infer<typeof packageCardSchema>;

export const viewDataSchema = z.object({
  stars: z.number(),
  maxStars: z.number(),
  result: z.array(z.object({ id: z.string(), stars: z.number(), result: resultSchema })),
});

export const learnerPackageSchema = packageCardSchema.extend({
  description: z.string(),
  catalogueNumber: z.string().nullable(),
  contentChannelIdList: z.array(z.string()),
  content: packageContentSchema,
  hasContent: z.boolean(),
  trialEndDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  viewData: viewDataSchema,
});
export type LearnerPackage = z.infer<typeof learnerPackageSchema>;

export const dashboardListSchema = z.object({
  _id: z.string(),
  icon: z.string(),
  title: z.string(),
  packageList: z.array(packageCardSchema),
});
export type DashboardList = z.infer<typeof dashboardListSchema>;

export const dashboardGroupSchema = z.object({
  group: z.enum(['library', 'discover']),
  list: z.array(dashboardListSchema),
});

export const dashboardSchema = z.object({
  allList: z.array(packageCardSchema),
  tabList: z.array(dashboardGroupSchema),
  userList: z.array(packageCardSchema),
  recommendedList: z.array(packageCardSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const DISCOVER_PAGE_SIZE = 14;

export const discoverPageSchema = z.object({
  category: z.enum(['genres', 'instruments']),
  id: z.string(),
  label: z.string(),
  page: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
  pageData: z.array(packageCardSchema),
});
export type DiscoverPage = z.infer<typeof discoverPageSchema>;

export const contentChannelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  list: z.array(z.string()),
});

/** The public home page: books for the carousel and the "See How It Works" video. */
export const showcaseSchema = z.object({
  books: z.array(packageCardSchema),
  howItWorksVideo: z.object({ title: z.string(), url: z.string() }).nullable(),
});
export type Showcase = z.infer<typeof showcaseSchema>;
