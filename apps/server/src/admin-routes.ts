// The admin API: one encapsulated scope behind the staff guard (admin or superadmin, then the route's
// permission), with one file of admin routes per spec resource beside that resource's module.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { applicationsAdminRoutes } from './modules/applications/applications.admin-routes.js';
import { contentChannelsAdminRoutes } from './modules/catalogue/content-channels.admin-routes.js';
import { contentPackagesAdminRoutes } from './modules/catalogue/content-packages.admin-routes.js';
import { dashboardListsAdminRoutes } from './modules/catalogue/dashboard-lists.admin-routes.js';
import { soundCheckLaunchAdminRoutes } from './modules/soundcheck-launch/soundcheck-launch.admin-routes.js';
import { staticSitesAdminRoutes } from './modules/static-sites/static-sites.admin-routes.js';
import { uploadsAdminRoutes } from './modules/uploads/uploads.admin-routes.js';
import { registerStaffGuard } from './plugins/staff-guard.js';
import type { JobQueue } from './jobs/job-queue.js';
import { auditAdminRoutes } from './modules/audit/audit.admin-routes.js';
import { couponListsAdminRoutes } from './modules/coupons/coupon-lists.admin-routes.js';
import { exportsAdminRoutes } from './modules/exports/exports.admin-routes.js';
import { usersAdminRoutes } from './modules/users-admin/users.admin-routes.js';

export async function adminRoutes(scope: FastifyInstance, ctx: AppContext, jobs: JobQueue) {
  registerStaffGuard(scope);
  await applicationsAdminRoutes(scope, ctx);
  await contentChannelsAdminRoutes(scope, ctx);
  await contentPackagesAdminRoutes(scope, ctx);
  await dashboardListsAdminRoutes(scope, ctx);
  await soundCheckLaunchAdminRoutes(scope, ctx);
  await staticSitesAdminRoutes(scope, ctx);
  await uploadsAdminRoutes(scope, ctx);
  await couponListsAdminRoutes(scope, ctx, jobs);
  await usersAdminRoutes(scope, ctx);
  await exportsAdminRoutes(scope, ctx, jobs);
  await auditAdminRoutes(scope, ctx);
}
