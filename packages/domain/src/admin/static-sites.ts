// Static-site builds (the admin "build static sites" modal): what starting a build answers and the
// progress a build reports while the server renders the public pages.
import { z } from 'zod';

export const STATIC_SITE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type StaticSiteBuildStatus = (typeof STATIC_SITE_STATUSES)[number];

export const STATIC_SITE_MESSAGES = {
  notFound: 'This build does not exist.',
  noneYet: 'No static site has been built yet.',
  interrupted: 'The build was interrupted by a server restart. Please build again.',
} as const;

/** POST /api/admin/static-sites (202): the build started, or the one already running. */
export const staticSiteStartedSchema = z.object({
  _id: z.string(),
  status: z.enum(STATIC_SITE_STATUSES),
});

/** GET /api/admin/static-sites/latest and /{id}. */
export const staticSiteBuildSchema = z.object({
  _id: z.string(),
  status: z.enum(STATIC_SITE_STATUSES),
  /** Pages rendered so far, of `total` (0 until the build knows how many). */
  done: z.number().int(),
  total: z.number().int(),
  /** The site's index page, once done. */
  url: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type StaticSiteBuild = z.infer<typeof staticSiteBuildSchema>;

export const isBuildFinished = (status: StaticSiteBuildStatus) =>
  status === 'done' || status === 'failed';
