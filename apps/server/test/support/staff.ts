// Staff accounts for admin API tests: any role, permission list and channel restriction, straight in
// the database (no argon2 cost), with a signed token; and the roles of the permission matrix.
import { randomUUID } from 'node:crypto';
import {
  ADMIN_ACTIONS,
  PERMISSION_RESOURCES,
  type AdminAction,
  type PermissionResource,
  type Role,
} from '@bandbook/domain';
import type { AppContext } from '../../src/context.js';
import { users, type PermissionRow } from '../../src/db/schema/index.js';

export interface StaffMember {
  id: string;
  username: string;
  token: string;
}

export async function createStaff(
  ctx: AppContext,
  role: Role,
  permissions: PermissionRow[] = [],
  contentChannelIdList: string[] = [],
): Promise<StaffMember> {
  const username = `s${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      status: 1,
      role,
      permissions,
      contentChannelIdList,
    })
    .returning();
  return {
    id: row!.id,
    username,
    token: await ctx.jwt.sign({ userId: row!.id, tokenVersion: 0 }),
  };
}

/** Every permission of every resource: what an admin with full rights holds. */
export const ALL_PERMISSIONS: PermissionRow[] = PERMISSION_RESOURCES.map((resource) => ({
  resource,
  actions: [...ADMIN_ACTIONS],
}));

/** An admin holding exactly one permission. */
export const onePermission = (
  resource: PermissionResource,
  action: AdminAction,
): PermissionRow[] => [{ resource, actions: [action] }];
