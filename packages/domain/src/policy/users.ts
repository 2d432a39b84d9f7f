// Who may see, edit and delete which account in the back office (spec section 6): single users
// (role 'user') are governed by the sulUsers permission, every other account by adminUsers, with the
// extra rules below. Pure functions, read by the server before any work and by the web app to show
// or hide buttons (decision 019).
import { ROLES, type Role } from '../roles.js';
import {
  can,
  canEnterAdminArea,
  type Actor,
  type AdminAction,
  type PermissionResource,
} from './can.js';

/** The accounts a target is managed as. */
export const userResource = (role: Role): PermissionResource =>
  role === 'user' ? 'sulUsers' : 'adminUsers';

/** Roles an admin area sees in its staff lists ("Administrators" panel), by role type. */
export const STAFF_LIST_ROLES = ROLES.filter((role) => role !== 'user');

/** The roles an actor may give a new account (superadmin: any; others: what they may not escalate). */
export function assignableRoles(actor: Actor): Role[] {
  if (actor.role === 'superadmin') return [...ROLES];
  const roles: Role[] = [];
  if (can(actor, 'sulUsers', 'create')) roles.push('user');
  // An admin never makes someone who enters the admin area: only a superadmin creates admins.
  if (can(actor, 'adminUsers', 'create')) {
    roles.push(...ROLES.filter((role) => role !== 'user' && !canEnterAdminArea(role)));
  }
  return roles;
}

export interface TargetUser {
  id: string;
  role: Role;
  createdBy: string | null;
  domainUrl?: string | null;
}

/**
 * A single user (role 'user'). The spec (section 6) lets an admin edit one when any of these holds:
 * admin access, the same domain, its creator, a manager, canEditAnySUL or
 * adminAccess.canEditAllUsers. canEditAnySUL is the sulUsers update permission (as canDeleteSUL is
 * its delete permission), so holding it is enough; without it every other route is closed too (the
 * update calls need it), and the account opens read-only with the spec's notice. Issue 44: the
 * permission alone used to open every learner read-only unless the admin had also created it.
 */
function canEditSingleUser(actor: Actor): boolean {
  return actor.role === 'superadmin' || can(actor, 'sulUsers', 'update');
}

/**
 * A staff account: a superadmin edits anyone; an admin with the adminUsers permission edits staff
 * who do not enter the admin area (sales, application vendors, school roles), never an admin, a
 * superadmin, nor itself (no one raises their own rights).
 */
function canEditStaff(actor: Actor, target: TargetUser): boolean {
  if (actor.role === 'superadmin') return true;
  if (actor.id && actor.id === target.id) return false;
  return can(actor, 'adminUsers', 'update') && !canEnterAdminArea(target.role);
}

/** May the actor do `action` to this account? ('create' is `assignableRoles`.) */
export function canManageUser(
  actor: Actor | null | undefined,
  target: TargetUser,
  action: Exclude<AdminAction, 'create'>,
): boolean {
  if (!actor) return false;
  const resource = userResource(target.role);
  if (action === 'read') return can(actor, resource, 'read');
  if (target.role === 'user') {
    // canDeleteSUL: the delete permission of single users.
    return action === 'delete' ? can(actor, 'sulUsers', 'delete') : canEditSingleUser(actor);
  }
  if (action === 'delete') {
    return (
      actor.role === 'superadmin' ||
      (canEditStaff(actor, target) && can(actor, 'adminUsers', 'delete'))
    );
  }
  return canEditStaff(actor, target);
}

/**
 * Only a superadmin changes a role; the content channels of staff only an admin or superadmin (not a
 * group administrator, though it enters the admin area: a narrower rule than `canEnterAdminArea`).
 */
export const canEditStaffChannels = (actor: Actor) =>
  actor.role === 'superadmin' || actor.role === 'admin';

/**
 * The permissions an actor may hand out: a superadmin any; an admin only what it holds itself, so a
 * permission matrix can never raise anyone above the person filling it in.
 */
export function grantablePermissions(
  actor: Actor,
  permissions: readonly { resource: string; actions: readonly string[] }[],
): boolean {
  if (actor.role === 'superadmin') return true;
  return permissions.every((permission) =>
    permission.actions.every((action) =>
      can(actor, permission.resource as PermissionResource, action as AdminAction),
    ),
  );
}
