// Who may view, edit, delete and create which account, and grant what (spec section 6, read as
// decision 019 reads it): single users are the sulUsers resource, staff adminUsers; a single user is
// editable by a superadmin or anyone holding the sulUsers update permission (the spec's
// canEditAnySUL; issue 44: creator, domain and manager no longer narrow it); deleting a
// single user needs canDeleteSUL (sulUsers delete); the role is the superadmin's alone; content
// channels of staff only an admin's or a superadmin's. Expectations are written from those rules as
// a table, not from the functions under test.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  assignableRoles,
  canEditStaffChannels,
  canEnterAdmin,
  canEnterAdminArea,
  canManageUser,
  grantablePermissions,
  ROLES,
  userResource,
  type Actor,
  type AdminAction,
  type Role,
  type TargetUser,
} from '../src/index.js';

type Grant = { resource: string; actions: AdminAction[] };
const grant = (resource: string, ...actions: AdminAction[]): Grant => ({ resource, actions });
const staff = (role: Role, permissions: Grant[] = [], extra: Partial<Actor> = {}): Actor => ({
  id: 'staff-1',
  role,
  permissions,
  ...extra,
});
const target = (role: Role, extra: Partial<TargetUser> = {}): TargetUser => ({
  id: 'target-1',
  role,
  createdBy: 'someone-else',
  domainUrl: null,
  ...extra,
});

const STAFF_ROLES_OUTSIDE_ADMIN: Role[] = [
  'sales',
  'appvendor',
  'schooladmin',
  'student',
  'schoolteacher',
];
const ADMIN_AREA: Role[] = ['superadmin', 'admin', 'groupAdmin'];
const allSul = grant('sulUsers', ...ADMIN_ACTIONS);
const allStaff = grant('adminUsers', ...ADMIN_ACTIONS);

describe('who enters the admin area', () => {
  it('is admin and superadmin, and groupAdmin acting as admin; no one else', () => {
    for (const role of ROLES) {
      const expected = ADMIN_AREA.includes(role);
      expect(canEnterAdminArea(role), role).toBe(expected);
      expect(canEnterAdmin(staff(role)), role).toBe(expected);
    }
    expect(canEnterAdmin(null)).toBe(false);
  });
});

describe('userResource', () => {
  it('governs single users by sulUsers and every other account by adminUsers', () => {
    for (const role of ROLES) {
      expect(userResource(role)).toBe(role === 'user' ? 'sulUsers' : 'adminUsers');
    }
  });
});

describe('viewing an account', () => {
  it('needs the read permission of the account’s resource (superadmin passes every one)', () => {
    const reader = staff('admin', [grant('sulUsers', 'read')]);
    expect(canManageUser(reader, target('user'), 'read')).toBe(true);
    expect(canManageUser(reader, target('sales'), 'read')).toBe(false);
    const staffReader = staff('admin', [grant('adminUsers', 'read')]);
    expect(canManageUser(staffReader, target('user'), 'read')).toBe(false);
    expect(canManageUser(staffReader, target('admin'), 'read')).toBe(true);
    expect(canManageUser(staff('superadmin'), target('user'), 'read')).toBe(true);
    expect(canManageUser(staff('superadmin'), target('superadmin'), 'read')).toBe(true);
  });

  it('refuses nobody and every role outside the admin area, whatever permissions they carry', () => {
    for (const role of ['user', ...STAFF_ROLES_OUTSIDE_ADMIN] as Role[]) {
      for (const action of ['read', 'update', 'delete'] as const) {
        expect(canManageUser(staff(role, [allSul, allStaff]), target('user'), action)).toBe(false);
        expect(canManageUser(staff(role, [allSul, allStaff]), target('sales'), action)).toBe(false);
      }
    }
    expect(canManageUser(null, target('user'), 'read')).toBe(false);
  });
});

describe('editing a single user', () => {
  const editor = [grant('sulUsers', 'read', 'update')];
  const cases: { name: string; actor: Actor; target: TargetUser; expected: boolean }[] = [
    { name: 'superadmin', actor: staff('superadmin'), target: target('user'), expected: true },
    {
      name: 'admin who created it',
      actor: staff('admin', editor),
      target: target('user', { createdBy: 'staff-1' }),
      expected: true,
    },
    {
      name: 'admin of its domain',
      actor: staff('admin', editor, { domainUrl: 'school.example' }),
      target: target('user', { domainUrl: 'school.example' }),
      expected: true,
    },
    {
      // Issue 44: 'Single Users: UPDATE' is canEditAnySUL, not "only what you created".
      name: 'admin of another domain with the update permission',
      actor: staff('admin', editor, { domainUrl: 'school.example' }),
      target: target('user', { domainUrl: 'other.example', createdBy: 'someone-else' }),
      expected: true,
    },
    {
      name: 'admin with the update permission who did not create it',
      actor: staff('admin', editor),
      target: target('user', { createdBy: 'someone-else' }),
      expected: true,
    },
    {
      name: 'admin with the update permission alone (no VIEW)',
      actor: staff('admin', [grant('sulUsers', 'update')]),
      target: target('user'),
      expected: true,
    },
    {
      name: 'admin with VIEW alone, even of its own domain',
      actor: staff('admin', [grant('sulUsers', 'read')], { domainUrl: 'school.example' }),
      target: target('user', { domainUrl: 'school.example' }),
      expected: false,
    },
    {
      name: 'manager (group administrator)',
      actor: staff('groupAdmin', editor),
      target: target('user'),
      expected: true,
    },
    {
      name: 'admin with canEditAllUsers',
      actor: staff('admin', editor, { canEditAllUsers: true }),
      target: target('user'),
      expected: true,
    },
    {
      name: 'creator without the update permission',
      actor: staff('admin', [grant('sulUsers', 'read')], { canEditAllUsers: true }),
      target: target('user', { createdBy: 'staff-1' }),
      expected: false,
    },
    {
      name: 'manager without the update permission',
      actor: staff('groupAdmin', [grant('sulUsers', 'read')]),
      target: target('user'),
      expected: false,
    },
  ];
  for (const { name, actor, target: account, expected } of cases) {
    it(`${expected ? 'lets' : 'refuses'} the ${name}`, () => {
      expect(canManageUser(actor, account, 'update')).toBe(expected);
    });
  }
});

describe('deleting a single user', () => {
  it('needs canDeleteSUL (sulUsers delete), not the right to edit', () => {
    const deleter = staff('admin', [grant('sulUsers', 'delete')]);
    expect(canManageUser(deleter, target('user'), 'delete')).toBe(true);
    expect(canManageUser(deleter, target('user'), 'update')).toBe(false);
    const creator = staff('admin', [grant('sulUsers', 'read', 'update')], {
      canEditAllUsers: true,
    });
    expect(canManageUser(creator, target('user', { createdBy: 'staff-1' }), 'delete')).toBe(false);
    expect(canManageUser(staff('superadmin'), target('user'), 'delete')).toBe(true);
  });
});

describe('editing and deleting staff', () => {
  const manager = staff('admin', [grant('adminUsers', 'read', 'update', 'delete')]);

  it('lets an admin with adminUsers rights manage staff who do not enter the admin area', () => {
    for (const role of STAFF_ROLES_OUTSIDE_ADMIN) {
      expect(canManageUser(manager, target(role), 'update'), role).toBe(true);
      expect(canManageUser(manager, target(role), 'delete'), role).toBe(true);
    }
  });

  it('never lets an admin edit or delete an admin, a group admin or a superadmin', () => {
    for (const role of ADMIN_AREA) {
      expect(canManageUser(manager, target(role), 'update'), role).toBe(false);
      expect(canManageUser(manager, target(role), 'delete'), role).toBe(false);
    }
  });

  it('never lets an admin edit itself (no one raises their own rights)', () => {
    expect(canManageUser(manager, target('sales', { id: 'staff-1' }), 'update')).toBe(false);
  });

  it('asks for the action itself: update without delete edits but does not delete', () => {
    const editor = staff('admin', [grant('adminUsers', 'update')]);
    expect(canManageUser(editor, target('sales'), 'update')).toBe(true);
    expect(canManageUser(editor, target('sales'), 'delete')).toBe(false);
    const sulOnly = staff('admin', [allSul]);
    expect(canManageUser(sulOnly, target('sales'), 'update')).toBe(false);
  });

  it('lets a superadmin edit and delete anyone, other superadmins included', () => {
    for (const role of ROLES) {
      expect(canManageUser(staff('superadmin'), target(role), 'update'), role).toBe(true);
      expect(canManageUser(staff('superadmin'), target(role), 'delete'), role).toBe(true);
    }
  });
});

describe('creating accounts: the roles one may give', () => {
  it('gives a superadmin every role, users and admins included', () => {
    expect(new Set(assignableRoles(staff('superadmin')))).toEqual(new Set(ROLES));
  });

  it('gives an admin single users with sulUsers create, and staff outside the admin area with adminUsers create', () => {
    expect(assignableRoles(staff('admin', [grant('sulUsers', 'create')]))).toEqual(['user']);
    const staffMaker = new Set(assignableRoles(staff('admin', [grant('adminUsers', 'create')])));
    expect(staffMaker).toEqual(new Set(STAFF_ROLES_OUTSIDE_ADMIN));
    expect(assignableRoles(staff('admin', [grant('sulUsers', 'read', 'update')]))).toEqual([]);
  });

  it('never lets anyone but a superadmin create an admin, group admin or superadmin', () => {
    for (const role of ['admin', 'groupAdmin'] as Role[]) {
      const roles = assignableRoles(staff(role, [allSul, allStaff]));
      for (const adminRole of ADMIN_AREA) expect(roles).not.toContain(adminRole);
    }
  });
});

describe('granting permissions and channels', () => {
  it('lets a superadmin grant any permission', () => {
    expect(grantablePermissions(staff('superadmin'), [allSul, allStaff])).toBe(true);
  });

  it('lets an admin grant only what it holds itself, action by action', () => {
    const admin = staff('admin', [grant('contentPackages', 'read', 'update')]);
    expect(grantablePermissions(admin, [grant('contentPackages', 'read')])).toBe(true);
    expect(grantablePermissions(admin, [grant('contentPackages', 'read', 'update')])).toBe(true);
    expect(grantablePermissions(admin, [grant('contentPackages', 'delete')])).toBe(false);
    expect(grantablePermissions(admin, [grant('couponList', 'read')])).toBe(false);
    expect(grantablePermissions(admin, [])).toBe(true);
  });

  it('lets only an admin or a superadmin set staff content channels', () => {
    for (const role of ROLES) {
      expect(canEditStaffChannels(staff(role, [allStaff])), role).toBe(
        role === 'admin' || role === 'superadmin',
      );
    }
  });
});
