// The admin API: one encapsulated scope behind the staff guard (admin or superadmin, then the route's
// permission), with one file of admin routes per spec resource beside that resource's module.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { registerStaffGuard } from './plugins/staff-guard.js';

export async function adminRoutes(scope: FastifyInstance, ctx: AppContext) {
  registerStaffGuard(scope);
  void ctx;
}
