// The account form's values (create and edit): the profile, a staff member's access, a single user's
// subscriptions and trials; the values of an account, the resolvers of both modes, the fields a server
// error may name, and the body each mode sends.
import { z } from 'zod';
import type { Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminUserCreateFormSchema,
  adminUserUpdateSchema,
  type AdminAction,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdateInput,
  type Role,
} from '@bandbook/domain';
import {
  subscriptionsOf,
  toSubscriptionList,
  toTrialList,
  trialsOf,
  type EntitlementEntry,
} from './entitlements';

export interface PermissionValue {
  resource: string;
  actions: AdminAction[];
}

export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstname: string;
  lastname: string;
  stars: number | string;
  currencyCode: string;
  languageCode: string;
  newsletterOptIn: boolean;
  role: Role;
  status: 0 | 1;
  permissions: PermissionValue[];
  contentChannelIdList: string[];
  canEditAllUsers: boolean;
  /** A single user's lists, edited by EntitlementsField (never typed in, so not checked here). */
  subscriptions: EntitlementEntry[];
  trials: EntitlementEntry[];
}

export const valuesOf = (user: AdminUser | undefined, role: Role): UserFormValues => ({
  username: user?.username ?? '',
  email: user?.email ?? '',
  password: '',
  confirmPassword: '',
  firstname: user?.firstname ?? '',
  lastname: user?.lastname ?? '',
  stars: user?.stars ?? 0,
  currencyCode: user?.currencyCode ?? '',
  languageCode: user?.languageCode ?? '',
  newsletterOptIn: user?.newsletterOptIn ?? false,
  role: user?.role ?? role,
  status: 0,
  permissions: (user?.permissions ?? []) as PermissionValue[],
  contentChannelIdList: user?.contentChannelIdList ?? [],
  canEditAllUsers: user?.adminAccess.canEditAllUsers ?? false,
  subscriptions: user ? subscriptionsOf(user) : [],
  trials: user ? trialsOf(user) : [],
});

const editSchema = adminUserUpdateSchema
  .omit({ version: true, subscriptionList: true, trialList: true })
  .extend({
    subscriptions: z.custom<EntitlementEntry[]>(),
    trials: z.custom<EntitlementEntry[]>(),
  });

// The schemas parse to the form's fields (stars as a number, defaults filled in).
export const createResolver = zodResolver(
  adminUserCreateFormSchema as never,
) as unknown as Resolver<UserFormValues>;
export const editResolver = zodResolver(editSchema as never) as unknown as Resolver<UserFormValues>;

/** The fields a server error may name; anything else is the form's message. */
export const USER_FIELDS: Path<UserFormValues>[] = [
  'username',
  'email',
  'password',
  'firstname',
  'lastname',
  'stars',
  'currencyCode',
  'languageCode',
  'role',
  'permissions',
  'contentChannelIdList',
];

/** POST /api/admin/users: the form but the confirmation and the lists (a new account has none). */
export function createBodyOf(values: UserFormValues) {
  const { confirmPassword: _confirm, subscriptions: _s, trials: _t, ...body } = values;
  return body as unknown as Omit<AdminUserCreate, 'address'>;
}

/** PUT /api/admin/users/{id}: the profile at `version`, and a single user's complete lists. */
export function updateBodyOf(
  values: UserFormValues,
  version: number,
  kind: 'sul' | 'staff',
): AdminUserUpdateInput {
  const { confirmPassword: _c, password: _p, status: _s, subscriptions, trials, ...rest } = values;
  return {
    ...rest,
    version,
    subscriptionList: kind === 'sul' ? toSubscriptionList(subscriptions) : [],
    trialList: kind === 'sul' ? toTrialList(trials) : [],
  };
}
