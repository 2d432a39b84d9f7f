// Who may do what in the back office (spec section 6), as one pure function: the server checks it
// before any work, the web app reads it to show or hide List/Add/edit/delete. Decision 013.
import type { Role } from '../roles.js';

/** The resources an administrator's permission list names (spec section 6). */
export const PERMISSION_RESOURCES = [
  'sulUsers',
  'adminUsers',
  'contentPackages',
  'contentChannels',
  'contentList',
  'couponList',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

/**
 * Resources governed by role alone: applications (superadmin writes), static-site builds, the audit
 * log (superadmins read it) and webhooks (superadmins only, decision 064).
 */
export type RoleResource = 'applications' | 'staticSites' | 'auditLog' | 'webhooks';
export type AdminResource = PermissionResource | RoleResource;

export const ADMIN_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The spec shows 'read' as VIEW. */
export const ACTION_LABELS: Record<AdminAction, string> = {
  read: 'VIEW',
  create: 'CREATE',
  update: 'UPDATE',
  delete: 'DELETE',
};

export interface Actor {
  /** The staff member's own id (the single-user rules compare it with the creator). */
  id?: string;
  role: Role;
  permissions: readonly { resource: string; actions: readonly string[] }[];
  contentChannelIdList?: readonly string[];
  /** adminAccess.canEditAllUsers. */
  canEditAllUsers?: boolean;
  /** The domain the staff member works on. */
  domainUrl?: string | null;
}

/**
 * Roles that may enter the admin area at all (spec: admin or superadmin; groupAdmin acts as admin).
 * The one definition: the staff guard, the web app's admin guard and header link, and the account
 * rules (policy/users.ts) all read it.
 */
export const ADMIN_AREA_ROLES: ReadonlySet<Role> = new Set(['superadmin', 'admin', 'groupAdmin']);

export const canEnterAdminArea = (role: Role) => ADMIN_AREA_ROLES.has(role);

export const canEnterAdmin = (actor: Actor | null | undefined): actor is Actor =>
  Boolean(actor && canEnterAdminArea(actor.role));

export function can(
  actor: Actor | null | undefined,
  resource: AdminResource,
  action: AdminAction,
): boolean {
  if (!canEnterAdmin(actor)) return false;
  if (actor.role === 'superadmin') return true;
  if (resource === 'applications') return action === 'read';
  if (resource === 'staticSites') return true;
  if (resource === 'auditLog') return false;
  // Webhooks send every learner's events, with signing secrets, to outside systems: they belong to
  // the operator who runs the publisher's integrations, not to a permission list (decision 064).
  if (resource === 'webhooks') return false;
  return actor.permissions.some(
    (permission) => permission.resource === resource && permission.actions.includes(action),
  );
}

/** Only a superadmin edits roles (spec section 6). */
export const canEditRoles = (actor: Actor | null | undefined) => actor?.role === 'superadmin';

/**
 * The content channels whose packages an actor sees and edits: 'all', or the channel ids an admin is
 * restricted to (an admin with none listed is not restricted).
 */
export function channelScope(actor: Actor): 'all' | readonly string[] {
  if (actor.role === 'superadmin') return 'all';
  const channels = actor.contentChannelIdList ?? [];
  return channels.length ? channels : 'all';
}

/**
 * What a create screen opened by URL says to staff who may not create there (issue 44): the form
 * is not offered, since the server would refuse its save.
 */
export const CREATE_REFUSED: Record<AdminResource, string> = {
  sulUsers: "You don't have permission to create single users.",
  adminUsers: "You don't have permission to create administrators.",
  contentPackages: "You don't have permission to create content packages.",
  contentChannels: "You don't have permission to create content channels.",
  contentList: "You don't have permission to create user dashboard lists.",
  couponList: "You don't have permission to create code lists.",
  applications: "You don't have permission to create applications.",
  staticSites: "You don't have permission to build static sites.",
  auditLog: "You don't have permission to do this.",
  webhooks: "You don't have permission to register webhooks.",
};
