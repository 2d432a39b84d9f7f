// The back-office policy: every role, with and without permissions, against every resource and action.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  can,
  canEditRoles,
  channelScope,
  PERMISSION_RESOURCES,
  ROLES,
  type Actor,
} from '../src/index.js';

const actor = (role: Actor['role'], permissions: Actor['permissions'] = []): Actor => ({
  role,
  permissions,
});

describe('can', () => {
  it('refuses everything to nobody and to every role outside the admin area', () => {
    for (const role of ROLES.filter((r) => !['superadmin', 'admin', 'groupAdmin'].includes(r))) {
      const everything = PERMISSION_RESOURCES.map((resource) => ({
        resource,
        actions: [...ADMIN_ACTIONS],
      }));
      for (const resource of [...PERMISSION_RESOURCES, 'applications', 'staticSites'] as const) {
        for (const action of ADMIN_ACTIONS) {
          expect(can(actor(role, everything), resource, action)).toBe(false);
          expect(can(null, resource, action)).toBe(false);
        }
      }
    }
  });

  it('lets a superadmin do everything', () => {
    for (const resource of [...PERMISSION_RESOURCES, 'applications', 'staticSites'] as const) {
      for (const action of ADMIN_ACTIONS)
        expect(can(actor('superadmin'), resource, action)).toBe(true);
    }
    expect(canEditRoles(actor('superadmin'))).toBe(true);
    expect(canEditRoles(actor('admin'))).toBe(false);
  });

  it('limits an admin to its permission list, resource by resource and action by action', () => {
    for (const resource of PERMISSION_RESOURCES) {
      for (const action of ADMIN_ACTIONS) {
        const admin = actor('admin', [{ resource, actions: [action] }]);
        for (const r of PERMISSION_RESOURCES) {
          for (const a of ADMIN_ACTIONS) {
            expect(can(admin, r, a)).toBe(r === resource && a === action);
          }
        }
      }
    }
  });

  it('lets admins read applications and build static sites, only superadmins write applications', () => {
    const admin = actor('admin');
    expect(can(admin, 'applications', 'read')).toBe(true);
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(can(admin, 'applications', action)).toBe(false);
    }
    expect(can(admin, 'staticSites', 'create')).toBe(true);
  });

  it('scopes content to an admin’s channels, when it has any', () => {
    expect(channelScope({ ...actor('admin'), contentChannelIdList: ['c1'] })).toEqual(['c1']);
    expect(channelScope({ ...actor('admin'), contentChannelIdList: [] })).toBe('all');
    expect(channelScope({ ...actor('superadmin'), contentChannelIdList: ['c1'] })).toBe('all');
  });
});
