// The admin API's guard: every route of the admin scope declares the permission it needs
// (`config.permission: [resource, action]`), and the policy of the domain (`can`) is checked for the
// caller before the body is even read. A route that declares none is refused at start, not served.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  can,
  canEnterAdmin,
  MESSAGES,
  type AdminAction,
  type AdminResource,
} from '@bandbook/domain';
import { forbidden } from '../lib/http-error.js';

export type Permission = readonly [AdminResource, AdminAction];

export interface AdminRouteEntry {
  method: string;
  url: string;
  permission: Permission;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the admin scope checks before running the route. */
    permission?: Permission;
  }
  interface FastifyInstance {
    /** Every admin route with the permission it declared (the permission matrix test reads it). */
    adminRouteTable: AdminRouteEntry[];
  }
}

export function registerStaffGuard(scope: FastifyInstance) {
  // Decorated on the root by app.ts, so the table is readable from outside the scope.
  const table = scope.adminRouteTable;
  scope.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const permission = (route.config as { permission?: Permission } | undefined)?.permission;
    if (!permission) {
      throw new Error(`admin route ${String(route.method)} ${route.url} declares no permission`);
    }
    table.push({ method: String(route.method), url: route.url, permission });
  });
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    await scope.requireUser(request);
    const user = request.authUser!;
    const permission = request.routeOptions.config.permission;
    if (!canEnterAdmin(user) || !permission || !can(user, permission[0], permission[1])) {
      throw forbidden(MESSAGES.forbidden);
    }
  });
}

/** The permission a route needs, for `config` of an admin route. */
export const needs = (resource: AdminResource, action: AdminAction) => ({
  permission: [resource, action] as const,
});
