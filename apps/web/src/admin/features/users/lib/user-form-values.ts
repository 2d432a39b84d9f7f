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
  type Address,
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
  /** A learner's profile (single users only): age as the select holds it ('' none). */
  age: string;
  address: Address;
  instruments: string[];
  genres: string[];
  /** The picture's URL: an uploaded image's /media/ URL, the learner's own, or '' for none. */
  profilePictureUrl: string;
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
  age: user?.age === null || user?.age === undefined ? '' : String(user.age),
  address: user?.address ?? { line1: '', line2: '', city: '', zip: '', state: '', countryCode: '' },
  instruments: user?.instruments ?? [],
  genres: user?.genres ?? [],
  profilePictureUrl: user?.profilePictureUrl ?? '',
  subscriptions: user ? subscriptionsOf(user) : [],
  trials: user ? trialsOf(user) : [],
});

const editSchema = adminUserUpdateSchema
  .omit({ version: true, subscriptionList: true, trialList: true })
  .extend({
    // The select holds the age as text; the body sends a number (updateBodyOf).
    age: z.union([z.literal(''), z.string().regex(/^\d{1,3}$/)]),
    subscriptions: z.custom<EntitlementEntry[]>(),
    trials: z.custom<EntitlementEntry[]>(),
  });

// The schemas parse to the form's fields (stars as a number, defaults filled in).
const createSchemaResolver = zodResolver(
  adminUserCreateFormSchema as never,
) as unknown as Resolver<UserFormValues>;
/** Creating shows no learner profile: its fields are left to their defaults. */
export const createResolver: Resolver<UserFormValues> = (values, context, options) => {
  const {
    age: _a,
    address: _d,
    instruments: _i,
    genres: _g,
    profilePictureUrl: _p,
    ...rest
  } = values;
  return createSchemaResolver(rest as UserFormValues, context, options);
};
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
  'age',
  'address.line1',
  'address.line2',
  'address.city',
  'address.zip',
  'address.state',
  'address.countryCode',
  'instruments',
  'genres',
  'profilePictureUrl',
];

/** POST /api/admin/users: the form but the confirmation and the lists (a new account has none). */
export function createBodyOf(values: UserFormValues) {
  const {
    confirmPassword: _confirm,
    subscriptions: _s,
    trials: _t,
    age: _age,
    address: _address,
    instruments: _i,
    genres: _g,
    profilePictureUrl: _p,
    ...body
  } = values;
  return body as unknown as Omit<AdminUserCreate, 'address'>;
}

/** PUT /api/admin/users/{id}: the profile at `version`, and a single user's complete lists. */
export function updateBodyOf(
  values: UserFormValues,
  version: number,
  kind: 'sul' | 'staff',
): AdminUserUpdateInput {
  const {
    confirmPassword: _c,
    password: _p,
    status: _s,
    subscriptions,
    trials,
    age,
    address,
    instruments,
    genres,
    profilePictureUrl,
    ...rest
  } = values;
  // A learner's profile goes with a single user only; a staff form leaves it as it is.
  const learner =
    kind === 'sul'
      ? { age: age === '' ? null : Number(age), address, instruments, genres, profilePictureUrl }
      : {};
  return {
    ...rest,
    ...learner,
    version,
    subscriptionList: kind === 'sul' ? toSubscriptionList(subscriptions) : [],
    trialList: kind === 'sul' ? toTrialList(trials) : [],
  };
}
