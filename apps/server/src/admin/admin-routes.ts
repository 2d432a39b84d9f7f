// The admin API: one encapsulated scope behind the staff guard (who enters the admin area, then the
// route's permission), with the routes of every admin resource, one folder each (decision 055).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { applicationsAdminRoutes } from './applications/applications.routes.js';
import { contentChannelsAdminRoutes } from './content-channels/content-channels.routes.js';
import { contentPackagesAdminRoutes } from './content-packages/content-packages.routes.js';
import { dashboardListsAdminRoutes } from './dashboard-lists/dashboard-lists.routes.js';
import { staticSitesAdminRoutes } from './static-sites/static-sites.routes.js';
import { uploadsAdminRoutes } from './uploads/uploads.routes.js';
import { registerStaffGuard } from './shared/staff-guard.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { auditAdminRoutes } from './audit/audit.routes.js';
import { analyticsAdminRoutes } from './analytics/analytics.routes.js';
import { couponListsAdminRoutes } from './coupon-lists/coupon-lists.routes.js';
import { exportsAdminRoutes } from './exports/exports.routes.js';
import { importsAdminRoutes } from './imports/imports.routes.js';
import { usersAdminRoutes } from './users/users.routes.js';
import { webhooksAdminRoutes } from './webhooks/webhooks.routes.js';

export async function adminRoutes(scope: FastifyInstance, ctx: AppContext, jobs: JobQueue) {
  registerStaffGuard(scope);
  await applicationsAdminRoutes(scope, ctx);
  await contentChannelsAdminRoutes(scope, ctx);
  await contentPackagesAdminRoutes(scope, ctx);
  await dashboardListsAdminRoutes(scope, ctx);
  await staticSitesAdminRoutes(scope, ctx);
  await uploadsAdminRoutes(scope, ctx);
  await couponListsAdminRoutes(scope, ctx, jobs);
  await usersAdminRoutes(scope, ctx);
  await exportsAdminRoutes(scope, ctx, jobs);
  await auditAdminRoutes(scope, ctx);
  await webhooksAdminRoutes(scope, ctx, jobs);
  await analyticsAdminRoutes(scope, ctx);
  await importsAdminRoutes(scope, ctx, jobs);
}
