// The admin API's guard: every route of the admin scope declares the permission it needs
// (`config.permission: [resource, action]`), and the policy of the domain (`can`) is checked for the
// caller before the body is even read. A route that declares none is refused at start, not served.
// Inside the scope, `request.staff` is the signed-in staff member, typed as present.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  can,
  canEnterAdmin,
  MESSAGES,
  type Actor,
  type AdminAction,
  type AdminResource,
} from '@bandbook/domain';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import type { AuditActor } from '../../modules/audit/audit-log.js';
import type { AuthUser } from '../../plugins/authenticate.js';

/** The staff member an admin service acts for: the policy's actor, named in the audit log. */
export interface Staff extends Actor, AuditActor {
  id: string;
}

export type Permission = readonly [AdminResource, AdminAction];

export interface AdminRouteEntry {
  method: string;
  url: string;
  /** What the guard asks: any one of these (usually exactly one). */
  permissions: readonly Permission[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the admin scope checks before running the route: one permission, or alternatives (any one
     * lets the request in; the service then checks the rule for the record it loads).
     */
    permission?: readonly Permission[];
  }
  interface FastifyRequest {
    /**
     * The signed-in staff member who passed the guard. Decorated in the admin scope only: a learner
     * route reads `authUser` (a request outside the admin scope has no `staff`).
     */
    staff: AuthUser;
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
    const permissions = (route.config as { permission?: readonly Permission[] } | undefined)
      ?.permission;
    if (!permissions?.length) {
      throw new Error(`admin route ${String(route.method)} ${route.url} declares no permission`);
    }
    table.push({ method: String(route.method), url: route.url, permissions });
  });
  scope.decorateRequest('staff', {
    getter(this: FastifyRequest): AuthUser {
      // The guard below signs the caller in before any handler of the scope runs.
      if (!this.authUser) throw unauthorized(MESSAGES.unauthorized);
      return this.authUser;
    },
  });
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    await scope.requireUser(request);
    const { staff } = request;
    const permissions = request.routeOptions.config.permission ?? [];
    if (
      !canEnterAdmin(staff) ||
      !permissions.some(([resource, action]) => can(staff, resource, action))
    ) {
      throw forbidden(MESSAGES.forbidden);
    }
  });
}

/** The permission a route needs, for `config` of an admin route. */
export const needs = (resource: AdminResource, action: AdminAction) => ({
  permission: [[resource, action] as const],
});

/** Any one of these lets the request past the guard; the service checks the record's own rule. */
export const needsAny = (...alternatives: Permission[]) => ({ permission: alternatives });
