// Long because: one resource's contract (accounts in the back office): messages, the holdings' date
// rules, create, update and list schemas and the answers.
// Accounts in the back office (spec sections 2-9): single users (role 'user') and staff, their
// subscriptions and trials, the list's filters, the forms' rules and the texts of the modals. One
// contract for the admin API (/api/admin/users...) and the admin screens.
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import { MESSAGES } from '../messages.js';
import { ROLES } from '../roles.js';
import { permissionSchema, resultSchema } from '../api/user.js';
import { ADMIN_ACTIONS, PERMISSION_RESOURCES } from '../policy/can.js';
import {
  addressSchema,
  addressUpdateSchema,
  musicianTypeSchema,
  NAME_MAX,
  PICTURE_URL_MAX,
  timeZoneSchema,
} from '../rules/profile.js';
import { confirmationMatches, confirmPasswordField } from '../rules/password-confirmation.js';
import {
  emailSchema,
  languageCodeSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  pickedIdsSchema,
  regionCodeSchema,
  usernameSchema,
} from '../rules/user.js';
import { pagedSchema, SHOW_ALL_LIMIT, versionedFields, versionSchema } from './common.js';

/** Spec section 9: the user list pages by 10 by default (10/25/50). */
export const USER_PAGE_SIZE = 10;
/** Spec section 5: an admin creates accounts with passwords of at least 3 characters. */
export const ADMIN_CREATE_PASSWORD_MIN = 3;
/** Days a new or extended subscription lasts (spec section 9). */
export const SUBSCRIPTION_DAYS = 365;
/** A package without its own trial period gets the application default (spec section 9). */
export const DEFAULT_TRIAL_DAYS = 14;

/** Trial extension presets (spec section 4), in the spec's order. */
export const TRIAL_PRESETS = [
  { label: '14 days', days: 14 },
  { label: '1 day', days: 1 },
  { label: '1 week', days: 7 },
  { label: '2 weeks', days: 14 },
  { label: '1 month', days: 30 },
] as const;

export const USER_ADMIN_MESSAGES = {
  createPasswordMin: 'Password must be at least 3 characters long.',
  passwordMin: MESSAGES.changePasswordMin,
  passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
  passwordUpdated: 'The password has been updated!',
  duplicateTitle: 'Oops!',
  duplicateAssignment:
    'Please review the application subscriptions/trials and make sure that each application is only assigned once.',
  noSubscriptions: "This user doesn't have any active subscriptions.",
  noTrials: "This user doesn't have any trials.",
  deletedTitle: 'This user account has been deleted',
  deletedBody: 'The corresponding information cannot be retrieved from the database.',
  readOnlyNotice:
    'Someone else created this account, so you can only view it. To change it, please contact an administrator.',
  noSoundcheck: 'There is no Soundcheck Content available for this Content Package',
  noActiveSubscription: "This User doesn't have any active subscription.",
  noActiveTrial: "This User doesn't have any active trial.",
  notFound: 'This user does not exist.',
  validationEmailSent: 'The validation email has been sent.',
  markedVerified: 'The account is now verified.',
  alreadyVerified: 'This account is already verified.',
  deleted: 'The user account has been deleted.',
  newsletterUpdated: 'The newsletter choice has been saved.',
  roleNotAllowed: 'You cannot give this role.',
  permissionsNotAllowed: 'You cannot give permissions you do not hold yourself.',
  channelsNotAllowed: 'Only an administrator can change the content channels of staff.',
  unknownPackage: 'This content package does not exist.',
  /** A restricted admin gave a package outside its channels (decision 052); unknown ids say the same. */
  packageNotInChannels: 'This content package is not in your content channels.',
  endBeforeStart: 'The end date must be after the start date.',
  adminAccess: 'Admin Access',
  lastSuperadmin: 'The last superadmin cannot be deleted or given another role.',
  permissionUnknown: 'Choose permissions from the matrix.',
} as const;

/** Non-numeric or negative stars become 0 (spec section 5). */
export const starsInputSchema = z.preprocess((value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0
    ? Math.floor(number)
    : 0;
}, z.number().int().min(0).max(1_000_000));

const isoDate = z.iso.datetime({ offset: true, error: 'Enter a valid date.' });
const packageId = recordIdSchema(USER_ADMIN_MESSAGES.unknownPackage);

export const adminSubscriptionInputSchema = z.object({
  contentPackageId: packageId,
  subscriptionStartDate: isoDate,
  subscriptionEndDate: isoDate,
});
export const adminTrialInputSchema = z.object({
  contentPackageId: packageId,
  trialStartDate: isoDate,
  trialEndDate: isoDate,
});
export type AdminSubscriptionInput = z.infer<typeof adminSubscriptionInputSchema>;
export type AdminTrialInput = z.infer<typeof adminTrialInputSchema>;

/** A package may appear once across both lists (spec section 5); the server answers 409 'Oops!'. */
export function assignedTwice(
  subscriptions: readonly { contentPackageId: string }[],
  trials: readonly { contentPackageId: string }[],
): boolean {
  const ids = [...subscriptions, ...trials].map((entry) => entry.contentPackageId.toLowerCase());
  return new Set(ids).size !== ids.length;
}

const DAY_MS = 24 * 3600_000;
/** Extending a subscription: from now for 365 days. */
export const extendedSubscriptionEnd = (now: Date) =>
  new Date(now.getTime() + SUBSCRIPTION_DAYS * DAY_MS);
/** Extending a trial: from now for the package's trial days (or a preset). */
export const extendedTrialEnd = (now: Date, days: number) =>
  new Date(now.getTime() + (days > 0 ? days : DEFAULT_TRIAL_DAYS) * DAY_MS);
/** An extension never shortens: the later of the current end and the extended one. */
export const laterEnd = (currentEnd: string | Date, extended: Date) =>
  new Date(Math.max(new Date(currentEnd).getTime(), extended.getTime()));

/** Where staff upload a learner's picture: a public image folder (the cover images' one). */
export const PICTURE_UPLOAD_DIR = 'uploads/thumbnail/';
/** The /media/ URL of a picture staff uploaded (an image of PICTURE_UPLOAD_DIR). */
export const UPLOADED_PICTURE_PATTERN = /^\/media\/uploads\/thumbnail\/[^?#]+\.(png|jpe?g|webp)$/i;

/**
 * A learner's picture as staff set it: none (''), an image they uploaded, or what the learner's own
 * profile holds (a URL or an image data URL), kept as it is.
 */
const adminPictureSchema = z
  .string()
  .max(PICTURE_URL_MAX, MESSAGES.pictureTooLarge)
  .refine(
    (value) =>
      value === '' ||
      UPLOADED_PICTURE_PATTERN.test(value) ||
      /^https?:\/\//.test(value) ||
      /^data:image\/(png|jpeg|gif|webp);base64,/.test(value),
    MESSAGES.pictureNotImage,
  );

const roleSchema = z.enum(ROLES);
const channelIdsSchema = z.array(z.string().max(64, MESSAGES.tooLong)).max(200, MESSAGES.tooMany);
const RESOURCES = new Set<string>(PERMISSION_RESOURCES);
/**
 * A permission in a request: a resource and actions of the matrix. The resource stays a string in
 * the type (the forms hold it so); answers keep the looser shape of stored rows.
 */
const permissionInputSchema = z.object({
  resource: z
    .string()
    .max(40, USER_ADMIN_MESSAGES.permissionUnknown)
    .refine((resource) => RESOURCES.has(resource), USER_ADMIN_MESSAGES.permissionUnknown),
  actions: z
    .array(z.enum(ADMIN_ACTIONS, { error: USER_ADMIN_MESSAGES.permissionUnknown }))
    .max(ADMIN_ACTIONS.length, MESSAGES.tooMany),
});
const permissionsSchema = z
  .array(permissionInputSchema)
  .max(PERMISSION_RESOURCES.length, MESSAGES.tooMany);
const regionSchema = regionCodeSchema;
const languageSchema = languageCodeSchema;

/** Profile fields an admin edits on any account. */
const profileFields = {
  username: usernameSchema,
  email: emailSchema,
  firstname: z.string().trim().max(NAME_MAX, MESSAGES.tooLong).default(''),
  lastname: z.string().trim().max(NAME_MAX, MESSAGES.tooLong).default(''),
  age: z.number().int().min(0).max(130).nullable().default(null),
  musicianType: musicianTypeSchema.nullable().default(null),
  currencyCode: regionSchema,
  languageCode: languageSchema,
  domainUrl: z.string().trim().max(300, MESSAGES.tooLong).nullable().default(null),
  timeZone: timeZoneSchema.nullable().default(null),
  address: addressUpdateSchema.optional(),
  stars: starsInputSchema.default(0),
  newsletterOptIn: z.boolean().default(false),
  /** Staff only: what they may do, which channels they work in, adminAccess.canEditAllUsers. */
  permissions: permissionsSchema.default([]),
  contentChannelIdList: channelIdsSchema.default([]),
  canEditAllUsers: z.boolean().default(false),
};

const createPassword = z
  .string({ error: USER_ADMIN_MESSAGES.createPasswordMin })
  .min(ADMIN_CREATE_PASSWORD_MIN, USER_ADMIN_MESSAGES.createPasswordMin)
  .max(PASSWORD_MAX, USER_ADMIN_MESSAGES.createPasswordMin);

/**
 * POST /api/admin/users. `status` 0 = 'Send Validation Email' (the email is sent), 1 = 'Skip
 * Validation Email' (the account starts verified).
 */
export const adminUserCreateSchema = z.object({
  ...profileFields,
  password: createPassword,
  role: roleSchema.default('user'),
  status: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

/** The create form: the body plus the confirmation. */
export const adminUserCreateFormSchema = adminUserCreateSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine(...confirmationMatches('password', MESSAGES.passwordsDoNotMatch));
export type AdminUserCreateForm = z.input<typeof adminUserCreateFormSchema>;

/**
 * PUT /api/admin/users/{id}: the whole form at the version read, with the complete subscription and
 * trial lists (what is missing is removed).
 */
export const adminUserUpdateSchema = z.object({
  ...profileFields,
  // The edit form does not show these: left out, they stay as they are (never wiped by a save).
  age: profileFields.age.removeDefault().optional(),
  musicianType: profileFields.musicianType.removeDefault().optional(),
  domainUrl: profileFields.domainUrl.removeDefault().optional(),
  timeZone: profileFields.timeZone.removeDefault().optional(),
  // A learner's picture, instruments and genres (the single-user form shows them; staff forms
  // leave them out, and what is left out stays).
  profilePictureUrl: adminPictureSchema.nullable().optional(),
  instruments: pickedIdsSchema(MESSAGES.instrumentUnknown).optional(),
  genres: pickedIdsSchema(MESSAGES.genreUnknown).optional(),
  role: roleSchema.optional(),
  version: versionSchema,
  subscriptionList: z.array(adminSubscriptionInputSchema).max(SHOW_ALL_LIMIT).default([]),
  trialList: z.array(adminTrialInputSchema).max(SHOW_ALL_LIMIT).default([]),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;

const adminPassword = z
  .string({ error: USER_ADMIN_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, USER_ADMIN_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, USER_ADMIN_MESSAGES.passwordMin);

/** PUT /api/admin/users/{id}/change-password. */
export const adminChangePasswordSchema = z.object({ newPassword: adminPassword });
/** The password modal. */
export const adminChangePasswordFormSchema = z
  .object({ newPassword: adminPassword, confirmPassword: confirmPasswordField })
  .refine(...confirmationMatches('newPassword', USER_ADMIN_MESSAGES.passwordsDoNotMatch));

/** Bodies of the list's actions: PUT resend-validation-email / update-user-status / delete-single-user-account. */
export const userIdBodySchema = z.object({ _id: recordIdSchema(USER_ADMIN_MESSAGES.notFound) });
export const newsletterBodySchema = z.object({ newsletterOptIn: z.boolean() });
export const adminUsernameCheckSchema = z.object({
  username: z.string().trim().min(1).max(60, MESSAGES.tooLong),
  /** The account being edited: its own name counts as free. */
  exceptId: recordIdSchema().optional(),
});
export const adminEmailCheckSchema = z.object({
  email: z.string().trim().min(1).max(254, MESSAGES.tooLong),
  exceptId: recordIdSchema().optional(),
});

const optionalFlag = z
  .enum(['', '0', '1', 'true', 'false'])
  .default('')
  .transform((value) => (value === '' ? undefined : value === '1' || value === 'true'));

/** GET /api/admin/users/user-list-page: the spec's parameters, all optional. */
export const userListQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SHOW_ALL_LIMIT).default(USER_PAGE_SIZE),
  usernameSearch: z.string().trim().max(100, MESSAGES.tooLong).default(''),
  emailSearch: z.string().trim().max(254, MESSAGES.tooLong).default(''),
  /** An account id: "users I created" sends the caller's own. */
  createdBy: z.union([recordIdSchema(), z.literal('')]).default(''),
  currencyCode: z.string().max(10, MESSAGES.regionUnknown).default(''),
  /** '' all, '0' not verified, '1' verified. */
  status: z.enum(['', '0', '1']).default(''),
  provider: z.string().max(30, MESSAGES.tooLong).default(''),
  newsletterOptIn: optionalFlag,
  /** 'user' (single users, the default) or a staff role. */
  role: roleSchema.default('user'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userRefSchema = z.object({ _id: z.string(), username: z.string().nullable() });

export const adminUserRowSchema = z.object({
  _id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  role: roleSchema,
  status: z.number().int(),
  provider: z.string(),
  currencyCode: z.string().nullable(),
  languageCode: z.string().nullable(),
  newsletterOptIn: z.boolean(),
  createdAt: z.string(),
  createdBy: userRefSchema.nullable(),
  /** What the caller may do with this row (the same policy the server applies). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = pagedSchema(adminUserRowSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminSubscriptionSchema = z.object({
  contentPackageId: z.string(),
  contentPackageTitle: z.string(),
  subscriptionStartDate: z.string(),
  subscriptionEndDate: z.string(),
  isExpired: z.boolean(),
});
export const adminTrialSchema = z.object({
  contentPackageId: z.string(),
  contentPackageTitle: z.string(),
  trialStartDate: z.string(),
  trialEndDate: z.string(),
  isExpired: z.boolean(),
  /** The package's own trial length, for Extend. */
  trialPeriodInDays: z.number().int(),
});

/**
 * One account as the admin API answers it: never a hash, token or key. A deleted account answers
 * with `deleted: true` and empty personal fields (the Info modal's notice).
 */
export const adminUserSchema = z.object({
  _id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  role: roleSchema,
  status: z.number().int(),
  provider: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  age: z.number().nullable(),
  musicianType: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  instruments: z.array(z.string()),
  genres: z.array(z.string()),
  currencyCode: z.string().nullable(),
  languageCode: z.string().nullable(),
  domainUrl: z.string().nullable(),
  timeZone: z.string().nullable(),
  address: addressSchema,
  stars: z.number().int(),
  userStars: z.number().int(),
  newsletterOptIn: z.boolean(),
  createdAt: z.string(),
  createdBy: userRefSchema.nullable(),
  permissions: z.array(permissionSchema),
  contentChannelIdList: z.array(z.string()),
  adminAccess: z.object({ canEditAllUsers: z.boolean() }),
  subscriptionList: z.array(adminSubscriptionSchema),
  trialList: z.array(adminTrialSchema),
  deleted: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Only a superadmin changes roles. */
  canEditRole: z.boolean(),
  ...versionedFields,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A simple message answer (list actions, password change). */
export const adminMessageSchema = z.object({ message: z.string() });

/** The 409 of a package assigned twice: the spec's title and text. */
export const duplicateAssignmentSchema = z.object({ title: z.string(), message: z.string() });

/** GET /api/admin/users/{id}/dashboard: what the learner sees, read-only (observation mode). */
export const observedItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  result: resultSchema.nullable(),
  stars: z.number().int(),
});
export const observedPackageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  thumbnailImage: z.string().nullable(),
  kind: z.enum(['subscription', 'trial']),
  startDate: z.string(),
  endDate: z.string(),
  isExpired: z.boolean(),
  stars: z.number().int(),
  maxStars: z.number().int(),
  /** stars / maxStars x 100, rounded. */
  percent: z.number().int(),
  soundcheck: z.array(z.object({ title: z.string(), items: z.array(observedItemSchema) })),
});
export type ObservedPackage = z.infer<typeof observedPackageSchema>;
export const observedDashboardSchema = z.object({
  user: userRefSchema.extend({ email: z.string().nullable(), userStars: z.number().int() }),
  /** Always true: the screen shows 'Admin Access'. */
  adminAccess: z.literal(true),
  subscriptions: z.array(observedPackageSchema),
  trials: z.array(observedPackageSchema),
});
export type ObservedDashboard = z.infer<typeof observedDashboardSchema>;

/** The availability answer of check-username / check-email. */
export const adminAvailabilitySchema = z.object({
  available: z.boolean(),
  message: z.string().optional(),
});
