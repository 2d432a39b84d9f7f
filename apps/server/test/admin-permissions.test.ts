// The permission matrix: every admin route x {anonymous, learner, school roles, sales, appvendor, admin
// without permissions, admin with each single permission, superadmin}. A cell the policy refuses must
// answer 401 (anonymous) or 403, before any work; a cell it allows must get past the guard (any answer
// but 401/403; ids are random, so writes find nothing to change).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  can,
  MESSAGES,
  PERMISSION_RESOURCES,
  type Actor,
  type Role,
} from '@bandbook/domain';
import type { PermissionRow } from '../src/db/schema/index.js';
import type { AdminRouteEntry } from '../src/plugins/staff-guard.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';
import { createStaff, onePermission } from './support/staff.js';
import { createAppContext } from '../src/context.js';

interface Cell {
  name: string;
  actor: Actor | null;
  token?: string;
}

let t: TestApp;
let routes: AdminRouteEntry[];
const cells: Cell[] = [];

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.adminRouteTable;
  const ctx = createAppContext(t.config, t.database);
  const add = async (name: string, role: Role, permissions: PermissionRow[] = []) => {
    const staff = await createStaff(ctx, role, permissions);
    cells.push({ name, actor: { role, permissions }, token: staff.token });
  };
  cells.push({ name: 'anonymous', actor: null });
  for (const role of [
    'user',
    'student',
    'schoolteacher',
    'schooladmin',
    'sales',
    'appvendor',
  ] as const) {
    await add(role, role);
  }
  await add('admin without permissions', 'admin');
  for (const resource of PERMISSION_RESOURCES) {
    for (const action of ADMIN_ACTIONS) {
      await add(`admin with ${resource}:${action}`, 'admin', onePermission(resource, action));
    }
  }
  await add('superadmin', 'superadmin');
});
afterAll(() => t.close());

/** A concrete URL for a route: every parameter a fresh id, so nothing existing is touched. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

describe('admin permission matrix', () => {
  it('has admin routes, each declaring a permission', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.permissions.length).toBeGreaterThan(0);
      for (const permission of route.permissions) expect(permission).toHaveLength(2);
    }
  });

  it('answers every cell as the policy says, with zero leaks', async () => {
    const leaks: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const cell of cells) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: cell.token ? auth(cell.token) : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        checked += 1;
        // The guard lets in whoever any alternative allows; routes with alternatives check the
        // record's own rule after it (covered by their own tests).
        const allowed = route.permissions.some(([resource, action]) =>
          can(cell.actor, resource, action),
        );
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const expected = cell.actor === null ? 401 : 403;
        // A route with alternatives checks the record's own rule after the guard, so a cell it
        // lets in may still be refused there; a cell the guard refuses must always be refused.
        const mayRefuseAfterGuard = route.permissions.length > 1;
        if (allowed ? refused && !mayRefuseAfterGuard : response.statusCode !== expected) {
          leaks.push(
            `${route.method} ${route.url} as ${cell.name}: ${response.statusCode} (policy ${allowed ? 'allows' : 'refuses'})`,
          );
        }
        if (!allowed && cell.actor !== null && response.statusCode === 403) {
          expect(response.json()).toEqual({ message: MESSAGES.forbidden });
        }
      }
    }
    expect(checked).toBe(routes.length * cells.length);
    expect(leaks, leaks.join('\n')).toEqual([]);
  });
});
